/**
 * Paying a vehicle's renewal through Patro (ADR 240) and following it (ADR 241): the amount the
 * server worked out, line by line with the Acts it comes from, the promise about differences, the
 * gateways; then each renewal paid so far with its steps, references and receipts.
 */
import { toDevanagariDigits } from '@patro/calendar';
import type { WireBluebookBreakdown, WireBluebookPaidRenewal, WireBluebookPayQuote } from '@patro/contracts';
import { useEffect, useState } from 'react';
import type { Lang } from '../../i18n';
import { type BluebookTranslate, bluebookTranslator } from '../../i18n/bluebook';
import { apiErrorText } from '../../lib/api-error';
import { apiFetch, apiRaw } from '../../lib/auth/session';
import { bsWords } from '../../lib/dates';
import { rupeesFromPaisa } from '../../lib/money';
import { goToGateway, type WireOrderStart } from '../subscription/wire';
import { fyList } from './EstimateView';

const fyText = (label: string, lang: Lang) => (lang === 'np' ? toDevanagariDigits(label) : label);

/** The checkout's lines: each year's tax, charge and fine, then the fee and the total. */
export function BreakdownTable({
  breakdown: b,
  lang,
  caption,
}: {
  breakdown: WireBluebookBreakdown;
  lang: Lang;
  caption: string;
}) {
  const t = bluebookTranslator(lang);
  const many = b.years.length > 1;
  const label = (code: WireBluebookBreakdown['lines'][number]['code']) =>
    code === 'tax'
      ? t('bb.tax')
      : code === 'renewal_charge'
        ? t('bb.charge')
        : code === 'fine'
          ? t('bb.fineLine')
          : t('bb.pay.fee');
  return (
    <table className="bb-amounts bb-breakdown">
      <caption>{caption}</caption>
      <tbody>
        {b.lines
          .filter((l) => l.code !== 'fine' || l.paisa > 0)
          .map((l) => (
            <tr key={`${l.code}-${l.fiscal_year ?? 'fee'}`}>
              <th scope="row">
                {label(l.code)}
                {many && l.fiscal_year !== null && (
                  <span className="muted small">
                    {' '}
                    ({t('bb.yearRow', { fy: fyText(fyList([l.fiscal_year], 'en'), lang) })})
                  </span>
                )}
              </th>
              <td>{rupeesFromPaisa(l.paisa, lang)}</td>
            </tr>
          ))}
        <tr className="bb-total">
          <th scope="row">{t('bb.pay.total')}</th>
          <td>{rupeesFromPaisa(b.total, lang)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** "Bagmati Province Finance Act 2082/83" (or each year's, joined). */
const actsOf = (b: WireBluebookBreakdown, lang: Lang) =>
  [...new Set(b.years.map((y) => y.act[lang]))].join(', ');

export function PayPanel({
  vehicleId,
  quote,
  lang,
}: {
  vehicleId: number;
  quote: WireBluebookPayQuote;
  lang: Lang;
}) {
  const t = bluebookTranslator(lang);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pay = async (gateway: 'esewa' | 'khalti') => {
    setBusy(true);
    setError(null);
    const answer = await apiFetch<{ data: WireOrderStart }>(`/bluebook/vehicles/${vehicleId}/pay`, {
      method: 'POST',
      body: { gateway, lang },
    });
    // The payments checkout: eSewa's signed form, Khalti's payment page.
    if (answer.ok) goToGateway(answer.body.data);
    else {
      setError(apiErrorText(answer, lang));
      setBusy(false);
    }
  };

  return (
    <section className="bb-pay" aria-labelledby={`bb-pay-${vehicleId}`}>
      <h4 id={`bb-pay-${vehicleId}`}>{t('bb.pay.title')}</h4>
      {quote.status === 'no_fee' && <p className="bb-pay-off">{t('bb.pay.noFee')}</p>}
      {quote.status === 'no_amount' && (
        <p className="bb-pay-off">{t('bb.pay.noAmount', { years: fyList(quote.missing_years, lang) })}</p>
      )}
      {quote.status === 'in_progress' && <p>{t('bb.pay.inProgress')}</p>}
      {quote.status === 'available' && (
        <>
          <p className="small">{t('bb.pay.intro')}</p>
          <BreakdownTable breakdown={quote} lang={lang} caption={t('bb.estimate')} />
          <p className="bb-pay-note small" role="note">
            {t('bb.pay.estimateNote', { acts: actsOf(quote, lang) })}
          </p>
          <details className="bb-sources small">
            <summary>{t('bb.sources')}</summary>
            <ul>
              {quote.years.flatMap((y) =>
                y.sources.map((s) => (
                  <li key={`${y.fiscal_year}-${s.url}`}>
                    <a href={s.url} rel="noopener noreferrer external">
                      {s.title}
                    </a>
                  </li>
                )),
              )}
            </ul>
          </details>
          <p className="bb-pay-buttons">
            {(['esewa', 'khalti'] as const).map((g) => (
              <button key={g} type="button" className="button" disabled={busy} onClick={() => void pay(g)}>
                {t('bb.pay.with', { gateway: t(`bb.pay.${g}`) })}
              </button>
            ))}
          </p>
        </>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** One renewal paid through Patro as the reader follows it: steps, amounts, references, receipts. */
export function PaidRenewal({ paid: p, lang }: { paid: WireBluebookPaidRenewal; lang: Lang }) {
  const t = bluebookTranslator(lang);
  return (
    <div className="bb-paid" data-status={p.status}>
      <p>
        <strong className={`bb-status bb-status--${p.status}`}>{t(`bb.status.${p.status}`)}</strong> ·{' '}
        {rupeesFromPaisa(p.amount, lang)}
        {p.renewed_on && <> · {t('bb.pay.renewedOn', { date: bsWords(p.renewed_on.bs, lang) })}</>}
      </p>
      <Steps paid={p} t={t} lang={lang} />
      {p.refund_reason && <p className="small">{t('bb.pay.refundReason', { reason: p.refund_reason })}</p>}
      <p className="small">
        {p.order.gateway_reference && (
          <>
            {t('bb.hist.gatewayRef')}: <code>{p.order.gateway_reference}</code>{' '}
            {p.order.gateway && `(${t(`bb.pay.${p.order.gateway as 'esewa' | 'khalti'}`)})`}
            <br />
          </>
        )}
        {p.order.order_id && (p.order.status === 'completed' || p.order.status === 'refunded') && (
          <a href={`/subscription/receipt/${p.order.order_id}${lang === 'en' ? '?lang=en' : ''}`}>
            {t('bb.pay.paymentReceipt')}
          </a>
        )}
        {p.receipt && (
          <>
            {' · '}
            <ReceiptLink path={p.receipt} label={t('bb.pay.receipt')} />
          </>
        )}
      </p>
      <details className="small">
        <summary>{t('bb.estimate')}</summary>
        <BreakdownTable breakdown={p.breakdown} lang={lang} caption={t('bb.pay.total')} />
        <p className="muted">{t('bb.pay.estimateNote', { acts: actsOf(p.breakdown, lang) })}</p>
      </details>
    </div>
  );
}

function Steps({ paid, t, lang }: { paid: WireBluebookPaidRenewal; t: BluebookTranslate; lang: Lang }) {
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'np' ? 'ne-NP' : 'en-GB', {
      dateStyle: 'medium',
      timeZone: 'Asia/Kathmandu',
    }).format(new Date(iso));
  return (
    <ol className="bb-steps small">
      {paid.events.map((e) => (
        <li key={`${e.status}-${e.at}`}>
          {t(`bb.status.${e.status}`)} <span className="muted">{when(e.at)}</span>
        </li>
      ))}
    </ol>
  );
}

/** The office receipt is the reader's own: fetched with their session, opened as a file. */
export function ReceiptLink({ path, label }: { path: string; label: string }) {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    void apiRaw(path).then(async (res) => {
      if (!res?.ok) return;
      url = URL.createObjectURL(await res.blob());
      setHref(url);
    });
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  if (!href) return <span className="muted">{label}</span>;
  return (
    <a href={href} target="_blank" rel="noopener" data-testid="bb-receipt">
      {label}
    </a>
  );
}
