import type { WireRadioAdmin } from '@patro/contracts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { LinksFunction, MetaFunction } from 'react-router';
import { SignedInOnly } from '../components/events/LoginPrompt';
import { marketsTranslator } from '../i18n/markets';
import { newsTranslator } from '../i18n/news';
import { type ApiFetchInit, apiFetch } from '../lib/auth/session';
import { nepalDateTime } from '../lib/markets/format';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useLang } from '../lib/root-data';
import calendarCss from '../styles/calendar.css?url';
import marketsCss from '../styles/markets.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: marketsCss },
];

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
    <div className="page admin-sources">
      <h1 className="market-heading">{t('adm.radios.title')}</h1>
      <SignedInOnly>
        <Stations />
      </SignedInOnly>
    </div>
  );
}

function Stations() {
  const lang = useLang();
  const t = newsTranslator(lang);
  const m = marketsTranslator(lang);
  const [stations, setStations] = useState<WireRadioAdmin[] | null>(null);
  const [refused, setRefused] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const load = useCallback(async () => {
    const answer = await apiFetch<{ data: WireRadioAdmin[] }>('/admin/radios');
    if (answer.ok) setStations(answer.body.data);
    else setRefused(answer.status);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

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

  if (refused !== null)
    return <p className="empty-state">{refused === 403 ? m('adm.forbidden') : m('adm.signIn')}</p>;
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
