import type { ReactNode } from 'react';
import type { Lang } from '../../i18n';
import { marketsTranslator } from '../../i18n/markets';
import { bothDates } from '../../lib/markets/format';
import { ScrollTable } from './ScrollTable';

export interface MarketColumn {
  label: ReactNode;
  /** A column of numbers: right-aligned like its cells. */
  num?: boolean;
}

/**
 * The table every market page lists prices in: scrolls sideways on a phone, named by `label` for
 * screen readers (a visible caption when `showCaption`), the header row from `columns`.
 */
export function MarketTable({
  label,
  className,
  columns,
  showCaption = false,
  children,
}: {
  label: string;
  className?: string;
  columns: MarketColumn[];
  showCaption?: boolean;
  children: ReactNode;
}) {
  return (
    <ScrollTable label={label}>
      <table className={`data-table market-table${className ? ` ${className}` : ''}`}>
        <caption className={showCaption ? undefined : 'visually-hidden'}>{label}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the header row is fixed; its position is its identity.
              <th key={index} scope="col" className={column.num ? 'num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollTable>
  );
}

/** The day a page's prices are of, in BS and AD. */
export function MarketDate({ iso, lang }: { iso: string; lang: Lang }) {
  const date = bothDates(iso, lang);
  return (
    <p className="market-date">
      <time dateTime={iso}>
        {date.bs} · {date.ad}
      </time>
    </p>
  );
}

/** The period radios of a trend form (a GET form: every choice is a link) and its submit button. */
export function RangeChoice<T extends string | number>({
  name,
  options,
  chosen,
  labelOf,
  lang,
}: {
  name: string;
  options: readonly T[];
  chosen: T;
  labelOf: (option: T) => string;
  lang: Lang;
}) {
  const t = marketsTranslator(lang);
  return (
    <>
      <fieldset className="segmented">
        <legend>{t('mk.range')}</legend>
        {options.map((option) => (
          <label key={option}>
            <input type="radio" name={name} value={option} defaultChecked={option === chosen} />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--small">
        {t('mk.show')}
      </button>
    </>
  );
}
