import { formatNumber } from '@patro/calendar';
import {
  BLUEBOOK_RENEWAL_CHANNELS,
  BLUEBOOK_SIZE_FIELD,
  type BluebookCategory,
  type WireBluebookVehicle,
} from '@patro/contracts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { bluebookTranslator } from '../../i18n/bluebook';
import { apiErrorText } from '../../lib/api-error';
import { apiFetch } from '../../lib/auth/session';
import { bothWords, bsWords } from '../../lib/dates';
import { useLang } from '../../lib/root-data';
import { EstimateView } from './EstimateView';
import { PaidRenewal, PayPanel } from './PayPanel';
import { VehicleFields } from './VehicleFields';

/** The form's fields as the API takes them (the size goes to engine_cc or motor_kw by category). */
function vehicleBody(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const category = text('category') as BluebookCategory;
  const size = text('size');
  return {
    province: text('province'),
    category,
    [BLUEBOOK_SIZE_FIELD[category] ?? 'engine_cc']: size === '' ? undefined : Number(size),
    registration_number: text('registration_number'),
    renewal_date: text('renewal_date'),
    insurance_expiry: text('insurance_expiry') || null,
    remind_push: form.get('remind_push') === 'on',
    remind_mail: form.get('remind_mail') === 'on',
    in_calendar: form.get('in_calendar') === 'on',
  };
}

/** A signed-in reader's vehicles: add, edit, delete, record a renewal; each with its estimate. */
export function MyVehicles() {
  const lang = useLang();
  const t = bluebookTranslator(lang);
  const [vehicles, setVehicles] = useState<WireBluebookVehicle[] | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const load = useCallback(async () => {
    const answer = await apiFetch<{ data: WireBluebookVehicle[] }>('/bluebook/vehicles');
    if (answer.ok) setVehicles(answer.body.data);
    else setMessage({ text: apiErrorText(answer, lang), error: true });
  }, [lang]);
  useEffect(() => {
    void load();
  }, [load]);

  async function send(path: string, method: string, body: unknown, done: string): Promise<boolean> {
    const answer = await apiFetch(path, { method, body });
    if (!answer.ok) {
      setMessage({ text: apiErrorText(answer, lang), error: true });
      return false;
    }
    setMessage({ text: done, error: false });
    await load();
    return true;
  }

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await send('/bluebook/vehicles', 'POST', vehicleBody(new FormData(form)), t('bb.saved')))
      form.reset();
  };

  return (
    <div className="bb-mine">
      <p aria-live="polite" className={message?.error ? 'form-error' : 'form-ok'}>
        {message?.text ?? ''}
      </p>
      {vehicles === null ? (
        <p className="muted">…</p>
      ) : vehicles.length === 0 ? (
        <p className="empty-state">{t('bb.none')}</p>
      ) : (
        vehicles.map((v) => (
          <article
            key={v.id}
            className="card bb-vehicle"
            aria-labelledby={`bb-v-${v.id}`}
            data-vehicle-id={v.id}
          >
            <h3 id={`bb-v-${v.id}`}>{v.registration_number}</h3>
            <p className="muted small">
              {t(`bb.province.${v.province}`)} · {t(`bb.category.${v.category}`)} ·{' '}
              {v.engine_cc !== null
                ? `${formatNumber(v.engine_cc, lang)} ${lang === 'np' ? 'सीसी' : 'cc'}`
                : `${formatNumber(v.motor_kw ?? 0, lang)} ${lang === 'np' ? 'किलोवाट' : 'kW'}`}
              <br />
              {t('bb.lastRenewal', { date: bsWords(v.last_renewal, lang) })}
              {v.insurance_expiry && v.insurance_days_left !== null && (
                <>
                  <br />
                  {t('bb.insuranceLeft', {
                    date: bothWords(v.insurance_expiry, lang),
                    days:
                      v.insurance_days_left < 0
                        ? t('bb.daysLate', { days: formatNumber(-v.insurance_days_left, lang) })
                        : t('bb.daysLeft', { days: formatNumber(v.insurance_days_left, lang) }),
                  })}
                </>
              )}
            </p>
            <EstimateView estimate={v.estimate} lang={lang} province={v.province} category={v.category} />
            {v.paid_renewals.length > 0 && (
              <section className="bb-paid-list" aria-label={t('bb.pay.paid')}>
                {v.paid_renewals.slice(0, 3).map((p) => (
                  <PaidRenewal key={p.id} paid={p} lang={lang} />
                ))}
              </section>
            )}
            <PayPanel vehicleId={v.id} quote={v.pay} lang={lang} />
            <details className="bb-record">
              <summary>{t('bb.record')}</summary>
              <p className="muted small">{t('bb.recordHint')}</p>
              <form
                className="bb-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  const form = new FormData(event.currentTarget);
                  const amount = String(form.get('amount') ?? '').trim();
                  void send(
                    `/bluebook/vehicles/${v.id}/renewals`,
                    'POST',
                    {
                      renewed_on: String(form.get('renewed_on') ?? '').trim(),
                      channel: form.get('channel'),
                      amount: amount === '' ? null : Number(amount),
                      reference: String(form.get('reference') ?? '').trim() || null,
                    },
                    t('bb.recorded'),
                  );
                }}
              >
                <label>
                  <span>{t('bb.renewedOn')}</span>
                  <input name="renewed_on" required pattern="\d{4}-\d{2}-\d{2}" placeholder="2082-06-10" />
                </label>
                <label>
                  <span>{t('bb.channel')}</span>
                  <select name="channel" defaultValue="office">
                    {BLUEBOOK_RENEWAL_CHANNELS.map((c) => (
                      <option key={c} value={c}>
                        {t(`bb.channel.${c}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>{t('bb.amount')}</span>
                  <input name="amount" inputMode="decimal" />
                </label>
                <label>
                  <span>{t('bb.reference')}</span>
                  <input name="reference" maxLength={80} />
                </label>
                <button type="submit" className="button button--small">
                  {t('bb.save')}
                </button>
              </form>
            </details>
            <details>
              <summary>{t('bb.edit')}</summary>
              <VehicleForm
                vehicle={v}
                onSubmit={(body) => send(`/bluebook/vehicles/${v.id}`, 'PUT', body, t('bb.saved'))}
              />
            </details>
            <p>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => {
                  if (window.confirm(t('bb.deleteConfirm', { plate: v.registration_number }))) {
                    void send(`/bluebook/vehicles/${v.id}`, 'DELETE', undefined, t('bb.deleted'));
                  }
                }}
              >
                {t('bb.delete')}
              </button>
            </p>
          </article>
        ))
      )}
      <section className="card" aria-labelledby="bb-add-h">
        <h3 id="bb-add-h">{t('bb.add')}</h3>
        <VehicleForm onSubmit={async () => false} formProps={{ onSubmit: (e) => void add(e) }} />
      </section>
    </div>
  );
}

function VehicleForm({
  vehicle,
  onSubmit,
  formProps,
}: {
  vehicle?: WireBluebookVehicle;
  onSubmit: (body: ReturnType<typeof vehicleBody>) => Promise<boolean>;
  formProps?: { onSubmit: (event: FormEvent<HTMLFormElement>) => void };
}) {
  const lang = useLang();
  const t = bluebookTranslator(lang);
  const id = vehicle ? `v${vehicle.id}` : 'new';
  return (
    <form
      className="bb-form"
      onSubmit={
        formProps?.onSubmit ??
        ((event) => {
          event.preventDefault();
          void onSubmit(vehicleBody(new FormData(event.currentTarget)));
        })
      }
    >
      <label>
        <span>{t('bb.plate')}</span>
        <input
          name="registration_number"
          required
          maxLength={60}
          defaultValue={vehicle?.registration_number ?? ''}
          aria-describedby={`bb-plate-${id}`}
        />
        <small id={`bb-plate-${id}`} className="muted">
          {t('bb.plateHint')}
        </small>
      </label>
      <VehicleFields
        t={t}
        values={{
          province: vehicle?.province,
          category: vehicle?.category,
          size: vehicle ? String(vehicle.engine_cc ?? vehicle.motor_kw ?? '') : '',
          renewal_date: vehicle?.renewal_date,
        }}
      />
      <label>
        <span>{t('bb.insurance')}</span>
        <input
          name="insurance_expiry"
          pattern="\d{4}-\d{2}-\d{2}"
          placeholder="2083-06-16"
          defaultValue={vehicle?.insurance_expiry?.bs ?? ''}
        />
      </label>
      <fieldset className="bb-remind">
        <legend>{t('bb.remind')}</legend>
        <label className="check">
          <input type="checkbox" name="remind_push" defaultChecked={vehicle?.remind_push ?? false} />{' '}
          {t('bb.remindPush')}
        </label>
        <label className="check">
          <input type="checkbox" name="remind_mail" defaultChecked={vehicle?.remind_mail ?? true} />{' '}
          {t('bb.remindMail')}
        </label>
      </fieldset>
      <label className="check">
        <input type="checkbox" name="in_calendar" defaultChecked={vehicle?.in_calendar ?? false} />{' '}
        {t('bb.inCalendar')}
      </label>
      <button type="submit" className="button">
        {t('bb.save')}
      </button>
    </form>
  );
}
