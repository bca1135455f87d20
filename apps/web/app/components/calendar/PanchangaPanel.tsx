import { type ChangeEvent, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import type { CityOption, PanchangaView } from '../../lib/calendar/types';
import { useT } from '../../lib/root-data';
import { PinIcon } from './CalendarIcons';

export interface PanchangaState {
  view: PanchangaView | null;
  /** True when the panchanga could not be loaded (spec §8 message). */
  error: boolean;
  cities: CityOption[];
  /** Selected city id, or 'here' for the browser's location. */
  placeId: string;
}

/**
 * A day's panchanga: the place (a city select, or the browser's location) and every element
 * with its end time. The place is in the URL (`?city=` or `?lat=&lon=&tz=`), so the panchanga of
 * any place is server-rendered and can be shared.
 */
export function PanchangaPanel({ state, action }: { state: PanchangaState; action: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [locating, setLocating] = useState<'idle' | 'busy' | 'denied'>('idle');
  const { view } = state;

  const onCity = (event: ChangeEvent<HTMLSelectElement>) => {
    void navigate(`${action}?city=${encodeURIComponent(event.currentTarget.value)}`, {
      replace: true,
      preventScrollReset: true,
    });
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating('denied');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        const tz = Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kathmandu';
        const lat = position.coords.latitude.toFixed(4);
        const lon = position.coords.longitude.toFixed(4);
        void navigate(`${action}?lat=${lat}&lon=${lon}&tz=${encodeURIComponent(tz)}`, {
          replace: true,
          preventScrollReset: true,
        });
      },
      () => setLocating('denied'),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return (
    <div className="panchanga">
      <Form method="get" action={action} className="panchanga-place" preventScrollReset>
        <label htmlFor="panchanga-city">{t('cal.p.place')}</label>
        <div className="panchanga-place-row">
          <select id="panchanga-city" name="city" defaultValue={state.placeId} onChange={onCity}>
            {state.placeId === 'here' && <option value="here">{t('cal.p.myLocation')}</option>}
            {state.cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="button button--small">
              {t('cal.go')}
            </button>
          </noscript>
          <button type="button" className="button button--ghost button--small" onClick={locate}>
            <PinIcon />
            <span>{locating === 'busy' ? t('cal.p.locating') : t('cal.p.useLocation')}</span>
          </button>
        </div>
        {locating === 'denied' && (
          <p className="form-error" role="alert">
            {t('cal.p.locationDenied')}
          </p>
        )}
      </Form>
      {state.error || !view ? (
        <p className="form-error" role="alert">
          {t('cal.p.error')}
        </p>
      ) : (
        <>
          <p className="panchanga-for">{t('cal.p.for', { place: view.place })}</p>
          <dl className="sun-times">
            <div>
              <dt>{t('cal.p.sunrise')}</dt>
              <dd>{view.sun.sunrise}</dd>
            </div>
            <div>
              <dt>{t('cal.p.sunset')}</dt>
              <dd>{view.sun.sunset}</dd>
            </div>
            <div>
              <dt>{t('cal.p.moonrise')}</dt>
              <dd>{view.sun.moonrise}</dd>
            </div>
            <div>
              <dt>{t('cal.p.moonset')}</dt>
              <dd>{view.sun.moonset}</dd>
            </div>
          </dl>
          <table className="panchanga-table">
            <caption className="visually-hidden">{t('cal.p.caption', { place: view.place })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cal.p.element')}</th>
                <th scope="col">{t('cal.p.value')}</th>
                <th scope="col">{t('cal.p.ends')}</th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                  <td>{row.end || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {view.festivals.length > 0 && (
            <p className="panchanga-festivals">
              {t('cal.p.festivals')}: {view.festivals.join(', ')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
