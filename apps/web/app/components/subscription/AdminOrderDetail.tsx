/**
 * One payment on /admin/payments (ADR 186, 236): what it is, every check made with the gateway,
 * and the audit log of what admins did to it; "mail the receipt again" for a completed one. The
 * API checks every call (admins only) and writes the audit entries.
 */
import { useEffect, useRef, useState } from 'react';
import { isSubscriptionKey, type SubscriptionT, subscriptionT } from '../../i18n/subscription';
import type { Lang } from '../../i18n/types';
import { apiErrorText } from '../../lib/api-error';
import { apiFetch } from '../../lib/auth/session';
import { nepalDateTime } from '../../lib/markets/format';
import { rupeesFromPaisa } from '../../lib/money';
import type { WireOrder } from './wire';

export interface WireAdminOrder extends WireOrder {
  email: string | null;
  refund_reason: string | null;
  checks: {
    id: number;
    checked_at: string;
    trigger: string;
    gateway_status: string | null;
    outcome: string;
    http_status: number | null;
  }[];
  audit: { id: number; at: string; actorEmail: string; action: string; reason: string | null }[];
}

/** A known word for a code (`trigger.job`, `audit.order.refund`), else the code itself. */
function known(t: SubscriptionT, key: string): string {
  return isSubscriptionKey(key) ? t(key) : key.replace(/^[a-z]+\./, '');
}

export function AdminOrderDetail({
  orderId,
  version,
  lang,
  onClose,
  onMessage,
}: {
  orderId: string;
  /** Changes when the order was changed elsewhere on the page (re-checked, refunded): read it again. */
  version: number;
  lang: Lang;
  onClose: () => void;
  onMessage: (message: string) => void;
}) {
  const t = subscriptionT(lang);
  const [order, setOrder] = useState<WireAdminOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reads, setReads] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` and `reads` only ask for a fresh read.
  useEffect(() => {
    let live = true;
    void apiFetch<{ data: WireAdminOrder }>(`/admin/orders/${encodeURIComponent(orderId)}`).then((answer) => {
      if (!live) return;
      if (answer.ok) {
        setOrder(answer.body.data);
        setError(null);
      } else setError(apiErrorText(answer, lang));
    });
    return () => {
      live = false;
    };
  }, [orderId, version, reads, lang]);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const resend = async () => {
    setBusy(true);
    const answer = await apiFetch<{ data: { sent_to: string } }>(
      `/admin/orders/${encodeURIComponent(orderId)}/receipt/resend`,
      { method: 'POST', query: { lang } },
    );
    setBusy(false);
    onMessage(answer.ok ? t('adm.resent', { email: answer.body.data.sent_to }) : apiErrorText(answer, lang));
    setReads((n) => n + 1);
  };

  return (
    <section className="card sub-order" aria-labelledby="sub-order-heading" data-testid="order-detail">
      <div className="sub-order__head">
        <h3 id="sub-order-heading" ref={heading} tabIndex={-1}>
          {t('adm.order', { id: orderId })}
        </h3>
        <button type="button" className="button button--small button--secondary" onClick={onClose}>
          {t('adm.close')}
        </button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
      {order ? (
        <>
          <dl className="sub-facts">
            <div>
              <dt>{t('adm.account')}</dt>
              <dd>{order.email ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('receipt.product')}</dt>
              <dd>{order.product_name}</dd>
            </div>
            <div>
              <dt>{t('sub.amount')}</dt>
              <dd>{rupeesFromPaisa(order.amount_paisa, lang)}</dd>
            </div>
            <div>
              <dt>{t('sub.gateway')}</dt>
              <dd>
                {t(`gateway.${order.gateway}`)} · {order.gateway_reference ?? '—'}
              </dd>
            </div>
            <div>
              <dt>{t('sub.status')}</dt>
              <dd data-testid="order-status">
                {t(`status.${order.status}`)}
                {order.refund_reason ? ` — ${order.refund_reason}` : ''}
              </dd>
            </div>
            <div>
              <dt>{t('sub.date')}</dt>
              <dd>{nepalDateTime(order.created_at, lang)}</dd>
            </div>
          </dl>
          {order.status === 'completed' ? (
            <button
              type="button"
              className="button button--small"
              disabled={busy}
              onClick={() => void resend()}
            >
              {t('adm.resend')}
            </button>
          ) : null}
          <h4>{t('adm.audit')}</h4>
          {order.audit.length === 0 ? (
            <p>{t('adm.noAudit')}</p>
          ) : (
            <ul className="sub-log" data-testid="order-audit">
              {order.audit.map((a) => (
                <li key={a.id}>
                  <strong>{known(t, `audit.${a.action}`)}</strong> · {a.actorEmail} ·{' '}
                  {nepalDateTime(a.at, lang)}
                  {a.reason ? (
                    <>
                      {' '}
                      · {t('adm.reason')}: {a.reason}
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <h4>{t('adm.checks')}</h4>
          {order.checks.length === 0 ? (
            <p>{t('adm.noChecks')}</p>
          ) : (
            <ul className="sub-log">
              {order.checks.map((c) => (
                <li key={c.id}>
                  {nepalDateTime(c.checked_at, lang)} · {known(t, `trigger.${c.trigger}`)} ·{' '}
                  {t('adm.gatewayStatus')}: {c.gateway_status ?? '—'} · {t('adm.outcome')}: {c.outcome}
                  {c.http_status ? ` · HTTP ${c.http_status}` : ''}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
