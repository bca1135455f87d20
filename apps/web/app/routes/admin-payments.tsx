/**
 * /admin/payments (ADR 186, 187, 235, 236): packages (price, period, colour, names, on sale),
 * coupons (create, disable, uses), payments (search by e-mail, payment number or gateway reference;
 * check with the gateway again; mark refunded with a reason; one payment's checks and audit log;
 * mail its receipt again) and the trials granted. Every change is written to the admin audit log
 * by the API, which also checks every call (admins only).
 */
import { type FormEvent, useState } from 'react';
import type { LinksFunction } from 'react-router';
import { AdminStatus, adminRoute, useAdminList } from '../components/admin/AdminLayout';
import { AdminOrderDetail } from '../components/subscription/AdminOrderDetail';
import { AdminTrials } from '../components/subscription/AdminTrials';
import type { WireOrder } from '../components/subscription/wire';
import { subscriptionT } from '../i18n/subscription';
import { rupeesFromPaisa } from '../lib/money';
import { useLang } from '../lib/root-data';
import css from '../styles/subscription.css?url';

const screen = adminRoute((lang) => subscriptionT(lang)('adm.title'), Payments);
export const links: LinksFunction = () => [...screen.links(), { rel: 'stylesheet', href: css }];
export const meta = screen.meta;
export default screen.Component;

interface AdminPackage {
  id: number;
  kind: string;
  /** Null: not on sale (no price set). */
  pricePaisa: number | null;
  periodDays: number;
  colour: string;
  nameNp: string;
  nameEn: string;
  active: boolean;
}
interface AdminCoupon {
  id: number;
  code: string;
  kind: string;
  value: number;
  disabled: boolean;
  uses: number;
  maxUses: number | null;
}

function Payments() {
  const lang = useLang();
  const t = subscriptionT(lang);
  const packs = useAdminList<AdminPackage>('/admin/packages');
  const coupons = useAdminList<AdminCoupon>('/admin/coupons');
  const [q, setQ] = useState('');
  const orders = useAdminList<WireOrder & { email: string | null }>(
    `/admin/orders?q=${encodeURIComponent(q)}`,
  );
  // The payment opened below the list, and a count that makes it read again after a change.
  const [openId, setOpenId] = useState<string | null>(null);
  const [changes, setChanges] = useState(0);
  const [detailMessage, setDetailMessage] = useState<string | null>(null);
  const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

  const savePackage = (id: number, event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void packs.act(`/admin/packages/${id}`, {
      method: 'PATCH',
      body: {
        // An empty price takes the package off sale (ADR 181).
        price_paisa: text(form, 'price') === '' ? null : Math.round(Number(text(form, 'price')) * 100),
        period_days: Number(text(form, 'period')),
        colour: text(form, 'colour'),
        name_np: text(form, 'name_np'),
        name_en: text(form, 'name_en'),
        active: form.get('active') === 'on',
      },
    });
  };
  const createCoupon = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const until = text(form, 'valid_until');
    void coupons.act('/admin/coupons', {
      method: 'POST',
      body: {
        code: text(form, 'code'),
        kind: text(form, 'kind'),
        value: Number(text(form, 'value')),
        ...(text(form, 'max_uses') ? { max_uses: Number(text(form, 'max_uses')) } : {}),
        ...(until ? { valid_until: new Date(`${until}T23:59:59+05:45`).toISOString() } : {}),
      },
    });
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(text(new FormData(event.currentTarget), 'q'));
  };
  const refund = (orderId: string, event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDetailMessage(null);
    void orders
      .act(`/admin/orders/${orderId}/refund`, {
        method: 'POST',
        body: { reason: text(new FormData(event.currentTarget), 'reason') },
      })
      .then(() => setChanges((n) => n + 1));
  };
  const recheck = (orderId: string) => {
    setDetailMessage(null);
    void orders
      .act(`/admin/orders/${orderId}/check`, { method: 'POST' })
      .then(() => setChanges((n) => n + 1));
  };

  if (packs.refusal) return <p className="empty-state">{packs.refusal}</p>;
  return (
    <>
      <AdminStatus message={detailMessage ?? packs.message ?? coupons.message ?? orders.message} />
      <h2>{t('adm.packages')}</h2>
      {(packs.items ?? []).map((p) => (
        <form key={p.id} className="card sub-actions" onSubmit={(e) => savePackage(p.id, e)}>
          <label>
            {t('adm.nameNp')}
            <input name="name_np" defaultValue={p.nameNp} required maxLength={80} />
          </label>
          <label>
            {t('adm.nameEn')}
            <input name="name_en" defaultValue={p.nameEn} required maxLength={80} />
          </label>
          <label>
            {t('adm.price')}
            <input
              name="price"
              type="number"
              min="0"
              step="0.01"
              defaultValue={p.pricePaisa === null ? '' : p.pricePaisa / 100}
            />
          </label>
          <label>
            {t('adm.period')}
            <input name="period" type="number" min="1" defaultValue={p.periodDays} required />
          </label>
          <label>
            {t('adm.colour')}
            <input name="colour" type="color" defaultValue={p.colour} />
          </label>
          <label>
            <input name="active" type="checkbox" defaultChecked={p.active} /> {t('adm.active')}
          </label>
          <button type="submit" className="button">
            {t('adm.save')}
          </button>
        </form>
      ))}
      <h2>{t('adm.coupons')}</h2>
      <form className="card sub-actions" onSubmit={createCoupon}>
        <label>
          {t('adm.code')}
          <input name="code" required pattern="[A-Za-z0-9-]{3,40}" />
        </label>
        <label>
          {t('adm.kind')}
          <select name="kind" defaultValue="percent">
            <option value="percent">percent</option>
            <option value="fixed">fixed</option>
            <option value="free-period">free-period</option>
            <option value="trial">trial</option>
          </select>
        </label>
        <label>
          {t('adm.value')}
          <input name="value" type="number" min="1" required />
        </label>
        <label>
          {t('adm.maxUses')}
          <input name="max_uses" type="number" min="1" />
        </label>
        <label>
          {t('adm.validUntil')}
          <input name="valid_until" type="date" />
        </label>
        <button type="submit" className="button">
          {t('adm.create')}
        </button>
      </form>
      <ul>
        {(coupons.items ?? []).map((c) => (
          <li key={c.id}>
            <strong>{c.code}</strong> · {c.kind} {c.value} · {t('adm.uses', { n: c.uses })}{' '}
            <button
              type="button"
              className="button button--small"
              onClick={() =>
                void coupons.act(`/admin/coupons/${c.id}`, {
                  method: 'PATCH',
                  body: { disabled: !c.disabled },
                })
              }
            >
              {c.disabled ? t('adm.enable') : t('adm.disable')}
            </button>
          </li>
        ))}
      </ul>
      <h2>{t('adm.orders')}</h2>
      <form className="sub-actions" onSubmit={search}>
        <label>
          {t('adm.search')}
          <input name="q" defaultValue={q} maxLength={120} />
        </label>
        <button type="submit" className="button">
          {t('adm.find')}
        </button>
      </form>
      <div className="sub-history-wrap">
        <table className="sub-history sub-history--stack" data-testid="orders">
          <thead>
            <tr>
              <th>{t('adm.account')}</th>
              <th>{t('sub.amount')}</th>
              <th>{t('sub.gateway')}</th>
              <th>{t('sub.status')}</th>
              <th>{t('sub.reference')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {(orders.items ?? []).map((o) => (
              <tr key={o.order_id} aria-selected={openId === o.order_id}>
                <td className="sub-history__email" data-label={t('adm.account')}>
                  <span>
                    {o.email ?? '—'}
                    <br />
                    <small>{o.order_id}</small>
                  </span>
                </td>
                <td data-label={t('sub.amount')}>{rupeesFromPaisa(o.amount_paisa, lang)}</td>
                <td data-label={t('sub.gateway')}>{t(`gateway.${o.gateway}`)}</td>
                <td data-label={t('sub.status')}>{t(`status.${o.status}`)}</td>
                <td data-label={t('sub.reference')}>{o.gateway_reference ?? '—'}</td>
                <td className="sub-history__actions">
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    aria-expanded={openId === o.order_id}
                    onClick={() => {
                      setDetailMessage(null);
                      setOpenId(openId === o.order_id ? null : o.order_id);
                    }}
                  >
                    {t('adm.details')}
                  </button>{' '}
                  <button type="button" className="button button--small" onClick={() => recheck(o.order_id)}>
                    {t('adm.recheck')}
                  </button>
                  {o.status === 'completed' ? (
                    <form className="sub-actions" onSubmit={(e) => refund(o.order_id, e)}>
                      <label>
                        {t('adm.reason')}
                        <input name="reason" required maxLength={300} />
                      </label>
                      <button type="submit" className="button button--small">
                        {t('adm.refund')}
                      </button>
                    </form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {openId ? (
        <AdminOrderDetail
          key={openId}
          orderId={openId}
          version={changes}
          lang={lang}
          onClose={() => setOpenId(null)}
          onMessage={setDetailMessage}
        />
      ) : null}
      <AdminTrials lang={lang} />
    </>
  );
}
