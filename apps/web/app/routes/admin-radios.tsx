import type { WireRadioAdmin } from '@patro/contracts';
import { type FormEvent, useState } from 'react';
import type { MetaFunction } from 'react-router';
import { AdminScreen, adminLinks, useAdminList } from '../components/admin/AdminList';
import { marketsTranslator } from '../i18n/markets';
import { newsTranslator } from '../i18n/news';
import { type ApiFetchInit, apiFetch } from '../lib/auth/session';
import { nepalDateTime } from '../lib/markets/format';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useLang } from '../lib/root-data';

export const links = adminLinks;

export const meta: MetaFunction = ({ matches, location }) => {
  const t = newsTranslator(rootDataFrom(matches)?.lang ?? 'np');
  return pageMeta({
    matches,
    location,
    title: t('adm.radios.title'),
    description: t('adm.radios.title'),
    noindex: true,
  });
};

/** /admin/radios: every station with the stream check's verdict; edit or hide one (admins only, checked by the API). */
export default function AdminRadios() {
  const t = newsTranslator(useLang());
  return (
    <AdminScreen title={t('adm.radios.title')}>
      <Stations />
    </AdminScreen>
  );
}

function Stations() {
  const lang = useLang();
  const t = newsTranslator(lang);
  const m = marketsTranslator(lang);
  const { items: stations, refusal, reload: load } = useAdminList<WireRadioAdmin>('/admin/radios');
  const [message, setMessage] = useState<string | null>(null);

  const patch = async (id: number, body: object) => {
    const init: ApiFetchInit = { method: 'PATCH', body };
    const answer = await apiFetch<{ data: WireRadioAdmin }>(`/admin/radios/${id}`, init);
    setMessage(answer.ok ? `${answer.body.data.name}: ${m('adm.ok')}` : answer.message);
    await load();
  };
  const save = async (id: number, event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const frequency = String(form.get('frequency') ?? '').trim();
    const province = String(form.get('province') ?? '').trim();
    await patch(id, {
      name: String(form.get('name') ?? ''),
      stream_url: String(form.get('stream_url') ?? ''),
      address: String(form.get('address') ?? '') || null,
      frequency: frequency ? Number(frequency) : null,
      province: province ? Number(province) : null,
    });
  };

  if (refusal) return <p className="empty-state">{refusal}</p>;
  if (!stations) return <p className="muted">…</p>;
  return (
    <>
      {message && (
        <p className="market-stale" role="status">
          {message}
        </p>
      )}
      {stations.map((s) => (
        <section
          key={s.id}
          className="card source-row"
          aria-labelledby={`station-${s.id}`}
          data-station-id={s.id}
        >
          <h2 id={`station-${s.id}`}>{s.name}</h2>
          <p className="muted small">
            {s.alive ? t('adm.radios.alive') : `${t('adm.radios.dead')} — ${s.check_error ?? ''}`}
            {s.checked_at ? ` · ${t('adm.radios.checked', { when: nepalDateTime(s.checked_at, lang) })}` : ''}
            {s.hidden ? ` · ${t('adm.feeds.paused')}` : ''}
          </p>
          <details>
            <summary>{t('adm.radios.save')}</summary>
            <form className="veg-form" onSubmit={(e) => void save(s.id, e)}>
              <label className="field-inline">
                <span>name</span>
                <input name="name" defaultValue={s.name} required maxLength={80} />
              </label>
              <label className="field-inline">
                <span>MHz</span>
                <input name="frequency" inputMode="decimal" defaultValue={s.frequency ?? ''} />
              </label>
              <label className="field-inline">
                <span>address</span>
                <input name="address" defaultValue={s.address ?? ''} maxLength={200} />
              </label>
              <label className="field-inline">
                <span>province</span>
                <input name="province" inputMode="numeric" defaultValue={s.province ?? ''} />
              </label>
              <label className="field-inline">
                <span>stream_url</span>
                <input name="stream_url" type="url" defaultValue={s.stream_url} required maxLength={500} />
              </label>
              <button type="submit" className="button button--small">
                {t('adm.radios.save')}
              </button>
            </form>
          </details>
          <p>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void patch(s.id, { hidden: !s.hidden })}
            >
              {s.hidden ? t('adm.radios.show') : t('adm.radios.hide')}
            </button>
          </p>
        </section>
      ))}
    </>
  );
}
