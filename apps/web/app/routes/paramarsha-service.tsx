/**
 * /paramarsha/:serviceId (spec §2, §3, issue 26; ADR 200, 201): the request form — gender, date of
 * birth in BS or AD, time of birth or "not known", place with latitude, longitude and time zone,
 * subject, message — for a signed-in reader; sending it writes the request and the order, then
 * the browser goes to the gateway (eSewa's signed form or Khalti's link).
 */
import { adToBs, bsToAd, isValidBsDate, localizeDigits } from '@patro/calendar';
import { type FormEvent, useState } from 'react';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { goToGateway, type WireOrderStart } from '../components/subscription/wire';
import { paramarshaT, SUBJECTS, type WireService } from '../i18n/paramarsha';
import { apiGet } from '../lib/api-client';
import { apiErrorText } from '../lib/api-error';
import { apiFetch, useSession } from '../lib/auth/session';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { rupeesFromPaisa } from '../lib/money';
import css from '../styles/paramarsha.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const answer = await apiGet<{ data: WireService[] }>(apiUrl, '/paramarsha-services').catch(() => null);
  const services = answer?.ok ? answer.body.data : [];
  const service = services.find((s) => String(s.id) === params.serviceId) ?? null;
  if (!service) throw new Response('Not Found', { status: 404 });
  return { lang, service };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const lang = rootDataFrom(matches)?.lang ?? data?.lang ?? 'np';
  const t = paramarshaT(lang);
  const name = data?.service ? (lang === 'en' ? data.service.name_en : data.service.name_np) : t('p.title');
  return pageMeta({ matches, location, title: `${name} | ${t('p.title')}`, description: t('p.intro') });
};

const DEVANAGARI = '०१२३४५६७८९';
const asciiDigits = (text: string) => text.replace(/[०-९]/g, (d) => String(DEVANAGARI.indexOf(d)));

/** The AD date of what was typed in `base`, or null when it is not a date of that calendar. */
export function adDateOf(typed: string, base: 'BS' | 'AD'): { ad: string; bs: string | null } | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(asciiDigits(typed.trim()));
  if (!m) return null;
  const ymd = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const iso = (d: { year: number; month: number; day: number }) =>
    `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  try {
    if (base === 'BS') {
      if (!isValidBsDate(ymd)) return null;
      return { ad: iso(bsToAd(ymd)), bs: iso(ymd) };
    }
    const date = new Date(Date.UTC(ymd.year, ymd.month - 1, ymd.day));
    if (date.getUTCMonth() !== ymd.month - 1) return null;
    let bs: string | null = null;
    try {
      bs = iso(adToBs(ymd));
    } catch {
      bs = null;
    }
    return { ad: iso(ymd), bs };
  } catch {
    return null;
  }
}

export default function ParamarshaService() {
  const { lang, service } = useLoaderData<typeof loader>();
  const t = paramarshaT(lang);
  const session = useSession();
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [unknownTime, setUnknownTime] = useState(false);
  const name = lang === 'en' ? service.name_en : service.name_np;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const gateway = submitter?.value === 'khalti' ? 'khalti' : 'esewa';
    const get = (key: string) => String(form.get(key) ?? '').trim();
    const base = get('date_base') === 'AD' ? 'AD' : 'BS';
    const date = adDateOf(get('birth_date'), base);
    if (!date) {
      setError({ text: `${t('f.birthDate')}: ${t('f.birthDateHint')}`, field: 'birth_date' });
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await apiFetch<{ data: WireOrderStart }>('/paramarsha', {
      method: 'POST',
      body: {
        service_id: service.id,
        name: get('name'),
        gender: get('gender'),
        birth_date: date.ad,
        ...(date.bs ? { birth_date_bs: date.bs } : {}),
        birth_time: unknownTime || !get('birth_time') ? null : get('birth_time'),
        place_name: get('place_name'),
        latitude: Number(asciiDigits(get('latitude'))),
        longitude: Number(asciiDigits(get('longitude'))),
        time_zone: get('time_zone') || 'Asia/Kathmandu',
        subject: get('subject'),
        message: get('message'),
        gateway,
        lang,
      },
    });
    if (answer.ok) {
      goToGateway(answer.body.data);
      return;
    }
    setBusy(false);
    setError({ text: apiErrorText(answer, lang), ...(answer.field ? { field: answer.field } : {}) });
  }

  return (
    <div className="page page--narrow paramarsha">
      <p>
        <a href="/paramarsha">← {t('p.title')}</a>
      </p>
      <h1>{name}</h1>
      <p>{lang === 'en' ? service.description_en : service.description_np}</p>
      <p>
        <strong>{rupeesFromPaisa(service.price_paisa, lang)}</strong> ·{' '}
        {t('p.turnaround', { n: localizeDigits(String(service.turnaround_hours), lang) })}
      </p>
      <h2>{t('f.title')}</h2>
      {session.status === 'signed-in' ? (
        <form className="paramarsha-form" onSubmit={(e) => void submit(e)} noValidate>
          <label>
            {t('f.name')}
            <input name="name" required maxLength={200} autoComplete="name" />
          </label>
          <fieldset>
            <legend>{t('f.gender')}</legend>
            {(['female', 'male', 'other'] as const).map((g) => (
              <label key={g} className="inline">
                <input type="radio" name="gender" value={g} required /> {t(`f.gender.${g}`)}
              </label>
            ))}
          </fieldset>
          <div className="paramarsha-row">
            <label>
              {t('f.dateBase')}
              <select name="date_base" defaultValue="BS">
                <option value="BS">{t('f.bs')}</option>
                <option value="AD">{t('f.ad')}</option>
              </select>
            </label>
            <label>
              {t('f.birthDate')}
              <input name="birth_date" required placeholder="YYYY-MM-DD" aria-describedby="date-hint" />
            </label>
          </div>
          <p id="date-hint" className="muted small">
            {t('f.birthDateHint')}
          </p>
          <div className="paramarsha-row">
            <label>
              {t('f.birthTime')}
              <input name="birth_time" type="time" disabled={unknownTime} />
            </label>
            <label className="inline">
              <input
                type="checkbox"
                checked={unknownTime}
                onChange={(e) => setUnknownTime(e.target.checked)}
              />{' '}
              {t('f.timeUnknown')}
            </label>
          </div>
          <label>
            {t('f.place')}
            <input name="place_name" required maxLength={200} />
          </label>
          <div className="paramarsha-row">
            <label>
              {t('f.latitude')}
              <input name="latitude" inputMode="decimal" required />
            </label>
            <label>
              {t('f.longitude')}
              <input name="longitude" inputMode="decimal" required />
            </label>
            <label>
              {t('f.timeZone')}
              <input name="time_zone" defaultValue="Asia/Kathmandu" />
            </label>
          </div>
          <p className="muted small">{t('f.placeHint')}</p>
          <label>
            {t('f.subject')}
            <select name="subject" defaultValue="general">
              {SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {t(`subject.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('f.message')}
            <textarea name="message" rows={5} required maxLength={4000} />
          </label>
          {error ? (
            <p className="paramarsha-error" role="alert" data-field={error.field}>
              {error.text}
            </p>
          ) : null}
          <div className="paramarsha-row">
            <button type="submit" className="button" name="gateway" value="esewa" disabled={busy}>
              {t('f.esewa')}
            </button>
            <button type="submit" className="button" name="gateway" value="khalti" disabled={busy}>
              {t('f.khalti')}
            </button>
          </div>
          <p className="muted small">{t('p.privacy')}</p>
        </form>
      ) : (
        <p>
          <a className="button" href={`/login?redirect=${encodeURIComponent(`/paramarsha/${service.id}`)}`}>
            {t('f.signIn')}
          </a>
        </p>
      )}
    </div>
  );
}
