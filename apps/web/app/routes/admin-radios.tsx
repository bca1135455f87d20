import type { WireRadioAdmin } from '@patro/contracts';
import type { FormEvent } from 'react';
import type { LinksFunction } from 'react-router';
import { AdminStatus, adminRoute, useAdminList } from '../components/admin/AdminLayout';
import { StationLogo } from '../components/radio/StationLogo';
import { marketsTranslator } from '../i18n/markets';
import { newsTranslator } from '../i18n/news';
import { nepalDateTime } from '../lib/markets/format';
import { PROVINCES } from '../lib/news/provinces';
import { useLang } from '../lib/root-data';
import newsCss from '../styles/news.css?url';

/** /admin/radios: every station with the stream check's verdict; edit or hide one (admins only, checked by the API). */
const screen = adminRoute((lang) => newsTranslator(lang)('adm.radios.title'), Stations);

export const links: LinksFunction = () => [...screen.links(), { rel: 'stylesheet', href: newsCss }];
export const meta = screen.meta;
export default screen.Component;

/** The form's text, as the API's PATCH takes it (empty optional fields clear the value). */
function stationChanges(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return {
    name: text('name'),
    // The Nepali page shows these (ADR 159); empty falls back to the English name and place.
    name_ne: text('name_ne') || null,
    address_ne: text('address_ne') || null,
    stream_url: text('stream_url'),
    address: text('address') || null,
    frequency: text('frequency') ? Number(text('frequency')) : null,
    province: text('province') ? Number(text('province')) : null,
    logo: text('logo') || null,
  };
}

function Stations() {
  const lang = useLang();
  const t = newsTranslator(lang);
  const m = marketsTranslator(lang);
  const { items: stations, refusal, act, message } = useAdminList<WireRadioAdmin>('/admin/radios');

  const patch = (id: number, body: object) =>
    act<WireRadioAdmin>(`/admin/radios/${id}`, { method: 'PATCH', body }, (s) => `${s.name}: ${m('adm.ok')}`);
  const save = async (id: number, event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await patch(id, stationChanges(new FormData(event.currentTarget)));
  };

  if (refusal) return <p className="empty-state">{refusal}</p>;
  if (!stations) return <p className="muted">…</p>;
  return (
    <>
      <AdminStatus message={message} />
      {stations.map((s) => (
        <section
          key={s.id}
          className="card source-row"
          aria-labelledby={`station-${s.id}`}
          data-station-id={s.id}
        >
          <h2 id={`station-${s.id}`} className="admin-station-name">
            <StationLogo station={s} lang={lang} />
            {s.name}
          </h2>
          <p className="muted small">
            {s.alive ? t('adm.radios.alive') : `${t('adm.radios.dead')} — ${s.check_error ?? ''}`}
            {s.checked_at ? ` · ${t('adm.radios.checked', { when: nepalDateTime(s.checked_at, lang) })}` : ''}
            {s.hidden ? ` · ${t('adm.radios.hidden')}` : ''}
          </p>
          <details>
            <summary>{t('adm.radios.edit')}</summary>
            <form className="veg-form" onSubmit={(e) => void save(s.id, e)}>
              <label className="field-inline">
                <span>{t('adm.radios.name')}</span>
                <input name="name" defaultValue={s.name} required maxLength={80} />
              </label>
              <label className="field-inline">
                <span>{t('adm.radios.nameNe')}</span>
                <input name="name_ne" lang="ne" defaultValue={s.name_ne ?? ''} maxLength={80} />
              </label>
              <label className="field-inline">
                <span>{t('adm.radios.frequency')}</span>
                <input name="frequency" inputMode="decimal" defaultValue={s.frequency ?? ''} />
              </label>
              <label className="field-inline">
                <span>{t('adm.radios.address')}</span>
                <input name="address" defaultValue={s.address ?? ''} maxLength={200} />
              </label>
              <label className="field-inline">
                <span>{t('adm.radios.addressNe')}</span>
                <input name="address_ne" lang="ne" defaultValue={s.address_ne ?? ''} maxLength={200} />
              </label>
              <label className="field-inline">
                <span>{t('adm.radios.province')}</span>
                <select name="province" defaultValue={s.province ?? ''}>
                  <option value="">{t('radio.provinceNone')}</option>
                  {Object.entries(PROVINCES).map(([n, name]) => (
                    <option key={n} value={n}>
                      {name[lang]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field-inline">
                <span>{t('adm.radios.stream')}</span>
                <input name="stream_url" type="url" defaultValue={s.stream_url} required maxLength={500} />
              </label>
              <label className="field-inline">
                <span>{t('adm.radios.logo')}</span>
                <input name="logo" type="url" defaultValue={s.logo ?? ''} maxLength={500} />
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
