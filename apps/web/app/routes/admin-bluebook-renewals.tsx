import type { WireBluebookPaidRenewal } from '@patro/contracts';
import { type FormEvent, useState } from 'react';
import type { LinksFunction } from 'react-router';
import { AdminStatus, adminRoute, useAdminData, useAdminList } from '../components/admin/AdminLayout';
import { BreakdownTable, PaidRenewal } from '../components/bluebook/PayPanel';
import { imageField } from '../components/talk/Conversation';
import { bluebookTranslator } from '../i18n/bluebook';
import { apiErrorText } from '../lib/api-error';
import { apiFetch } from '../lib/auth/session';
import { rupeesFromPaisa } from '../lib/money';
import { useLang } from '../lib/root-data';
import bluebookCss from '../styles/bluebook.css?url';

/**
 * /admin/bluebook-renewals (issue 27; ADR 241): staff see the renewals paid through Patro with the
 * vehicle and the reader, move each one step on (submitted, renewed with the office's date, the
 * receipt), admins refund with the reason and set the service fee. The API checks every call.
 */
const screen = adminRoute((lang) => bluebookTranslator(lang)('bb.staff.title'), Renewals);

export const links: LinksFunction = () => [...screen.links(), { rel: 'stylesheet', href: bluebookCss }];
export const meta = screen.meta;
export default screen.Component;

type StaffRow = WireBluebookPaidRenewal & {
  vehicle: { province: string; category: string; engine_cc: number | null; motor_kw: number | null } | null;
  reader: { name: string; email: string } | null;
};

function Renewals() {
  const lang = useLang();
  const t = bluebookTranslator(lang);
  const { items, refusal, act, message } = useAdminList<StaffRow>('/admin/bluebook/renewals');
  if (refusal) return <p className="empty-state">{refusal}</p>;
  const done = () => t('bb.staff.done');

  const renew = (id: number) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const renewedOn = String(new FormData(event.currentTarget).get('renewed_on') ?? '').trim();
    await act(
      `/admin/bluebook/renewals/${id}/status`,
      { method: 'POST', body: { status: 'renewed', ...(renewedOn ? { renewed_on: renewedOn } : {}) } },
      done,
    );
  };
  const upload = (id: number) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = await imageField(event.currentTarget).catch(() => undefined);
    await act(`/admin/bluebook/renewals/${id}/receipt`, { method: 'POST', body: { file: file ?? '' } }, done);
  };
  const refund = (id: number) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    await act(`/admin/bluebook/renewals/${id}/refund`, { method: 'POST', body: { reason } }, done);
  };

  return (
    <>
      <ServiceFee />
      <AdminStatus message={message} />
      {items && items.length === 0 ? <p className="empty-state">{t('bb.staff.none')}</p> : null}
      <ul className="bb-staff-list">
        {(items ?? []).map((r) => (
          <li key={r.id} className="card" data-testid="bb-staff-renewal">
            <h2>{r.registration_number}</h2>
            <p className="small">
              {r.vehicle &&
                `${t(`bb.province.${r.vehicle.province}` as never)} · ${t(`bb.category.${r.vehicle.category}` as never)} · ${
                  r.vehicle.engine_cc !== null ? `${r.vehicle.engine_cc} cc` : `${r.vehicle.motor_kw} kW`
                }`}
              {r.reader && (
                <>
                  <br />
                  {t('bb.staff.reader')}: {r.reader.name} &lt;{r.reader.email}&gt;
                </>
              )}
            </p>
            <PaidRenewal paid={r} lang={lang} />
            <div className="bb-staff-actions">
              {r.status === 'paid' && (
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    void act(
                      `/admin/bluebook/renewals/${r.id}/status`,
                      { method: 'POST', body: { status: 'submitted' } },
                      done,
                    )
                  }
                >
                  {t('bb.staff.submit')}
                </button>
              )}
              {r.status === 'submitted' && (
                <form className="bb-form" onSubmit={(e) => void renew(r.id)(e)}>
                  <label>
                    <span>{t('bb.staff.renewedOn')}</span>
                    <input name="renewed_on" pattern="\d{4}-\d{2}-\d{2}" placeholder="2082-06-10" />
                  </label>
                  <button type="submit" className="button">
                    {t('bb.staff.renew')}
                  </button>
                </form>
              )}
              {(r.status === 'renewed' || r.status === 'receipt_uploaded') && (
                <form className="bb-form" onSubmit={(e) => void upload(r.id)(e)}>
                  <label>
                    <span>{t('bb.staff.upload')}</span>
                    <input
                      type="file"
                      name="image"
                      required
                      accept="image/png,image/jpeg,image/webp,application/pdf"
                    />
                  </label>
                  <button type="submit" className="button">
                    {t('bb.staff.uploadButton')}
                  </button>
                </form>
              )}
              {(r.status === 'paid' || r.status === 'submitted') && (
                <details>
                  <summary>{t('bb.staff.refund')}</summary>
                  <form className="bb-form" onSubmit={(e) => void refund(r.id)(e)}>
                    <label>
                      <span>{t('bb.staff.reason')}</span>
                      <input name="reason" required minLength={3} maxLength={500} />
                    </label>
                    <button type="submit" className="button button--ghost">
                      {t('bb.staff.refund')}
                    </button>
                  </form>
                </details>
              )}
            </div>
            <details className="small">
              <summary>{t('bb.estimate')}</summary>
              <BreakdownTable breakdown={r.breakdown} lang={lang} caption={t('bb.pay.total')} />
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The service fee (admins): null until set, and then readers can pay through Patro. */
function ServiceFee() {
  const lang = useLang();
  const t = bluebookTranslator(lang);
  const { data, refusal, reload } = useAdminData<{ service_fee_paisa: number | null }>(
    '/admin/bluebook/service-fee',
  );
  const [message, setMessage] = useState<string | null>(null);
  const put = async (fee: number | null) => {
    const answer = await apiFetch('/admin/bluebook/service-fee', {
      method: 'PUT',
      body: { service_fee_paisa: fee },
    });
    setMessage(answer.ok ? t('bb.staff.done') : apiErrorText(answer, lang));
    await reload();
  };
  // Support staff handle renewals but do not set the fee: their refusal hides this part.
  if (refusal || !data) return null;
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rupees = Number(String(new FormData(event.currentTarget).get('fee') ?? '').trim());
    await put(Math.round(rupees * 100));
  };
  const clear = () => put(null);
  return (
    <section className="card bb-fee" aria-labelledby="bb-fee-h">
      <h2 id="bb-fee-h">{t('bb.pay.fee')}</h2>
      <p>
        {data.service_fee_paisa === null
          ? t('bb.staff.feeUnset')
          : t('bb.staff.feeNow', { fee: rupeesFromPaisa(data.service_fee_paisa, lang) })}
      </p>
      <form className="bb-form" onSubmit={(e) => void save(e)}>
        <label>
          <span>{t('bb.staff.fee')}</span>
          <input name="fee" inputMode="decimal" required pattern="\d+(\.\d{1,2})?" />
        </label>
        <button type="submit" className="button">
          {t('bb.staff.feeSave')}
        </button>
        {data.service_fee_paisa !== null && (
          <button type="button" className="button button--ghost" onClick={() => void clear()}>
            {t('bb.staff.feeClear')}
          </button>
        )}
      </form>
      <AdminStatus message={message} />
    </section>
  );
}
