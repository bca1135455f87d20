import { BLUEBOOK_CATEGORIES, BLUEBOOK_PROVINCES } from '@patro/contracts';
import type { BluebookTranslate } from '../../i18n/bluebook';

/** What the estimate is worked out from; the calculator and the saved vehicle's form both ask it. */
export interface VehicleFieldValues {
  province?: string;
  category?: string;
  size?: string;
  renewal_date?: string;
}

/** Province, category, engine size and the bluebook's renewal date: the estimate's four inputs. */
export function VehicleFields({
  t,
  values,
  sizeHint,
}: {
  t: BluebookTranslate;
  values: VehicleFieldValues;
  /** The calculator explains the size under its field (its id is fixed: one calculator a page). */
  sizeHint?: boolean;
}) {
  return (
    <>
      <label>
        <span>{t('bb.province')}</span>
        <select name="province" defaultValue={values.province ?? 'bagmati'}>
          {BLUEBOOK_PROVINCES.map((p) => (
            <option key={p} value={p}>
              {t(`bb.province.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('bb.category')}</span>
        <select name="category" defaultValue={values.category ?? 'motorcycle'}>
          {BLUEBOOK_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`bb.category.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('bb.size')}</span>
        <input
          name="size"
          inputMode="decimal"
          required
          defaultValue={values.size ?? ''}
          aria-describedby={sizeHint ? 'bb-size-hint' : undefined}
        />
        {sizeHint && (
          <small id="bb-size-hint" className="muted">
            {t('bb.sizeHint')}
          </small>
        )}
      </label>
      <label>
        <span>{t('bb.renewal')}</span>
        <input
          name="renewal_date"
          required
          pattern="\d{4}-\d{2}-\d{2}"
          placeholder="2082-06-16"
          defaultValue={values.renewal_date ?? ''}
        />
      </label>
    </>
  );
}
