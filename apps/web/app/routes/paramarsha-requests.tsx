/**
 * /paramarsha/requests (issue 26; ADR 200): the reader's requests with their status, the
 * astrologer's answer, and the one follow-up question. Private: the session is in the browser.
 */
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData, useNavigate } from 'react-router';
import { KundaliChart } from '../components/paramarsha/Kundali';
import { paramarshaT, type WireParamarshaRequest } from '../i18n/paramarsha';
import { apiErrorText } from '../lib/api-error';
import { apiFetch, useSession } from '../lib/auth/session';
import { requestLang } from '../lib/calendar/request.server';
import { pageMeta, rootDataFrom } from '../lib/meta';
import css from '../styles/paramarsha.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export function loader({ request }: LoaderFunctionArgs) {
  const submitted = new URL(request.url).searchParams.get('submitted') === '1';
  return { lang: requestLang(request), submitted };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = paramarshaT(rootDataFrom(args.matches)?.lang ?? args.data?.lang ?? 'np');
  return [
    ...pageMeta({ ...args, title: t('r.title'), description: t('p.intro') }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ParamarshaRequests() {
  const { lang, submitted } = useLoaderData<typeof loader>();
  const t = paramarshaT(lang);
  const session = useSession();
  const navigate = useNavigate();
  const [rows, setRows] = useState<WireParamarshaRequest[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (session.status === 'anonymous')
      navigate('/login?redirect=%2Fparamarsha%2Frequests', { replace: true });
  }, [session.status, navigate]);
  const load = useCallback(async () => {
    const answer = await apiFetch<{ data: WireParamarshaRequest[] }>('/paramarsha/requests');
    if (answer.ok) setRows(answer.body.data);
    else setError(apiErrorText(answer, lang));
  }, [lang]);
  useEffect(() => {
    if (session.status === 'signed-in') void load();
  }, [session.status, load]);

  async function followUp(event: FormEvent<HTMLFormElement>, id: number) {
    event.preventDefault();
    const question = String(new FormData(event.currentTarget).get('question') ?? '').trim();
    const answer = await apiFetch(`/paramarsha/requests/${id}/follow-up`, {
      method: 'POST',
      body: { question },
    });
    if (answer.ok) void load();
    else setError(apiErrorText(answer, lang));
  }

  const date = new Intl.DateTimeFormat(lang === 'np' ? 'ne-NP' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kathmandu',
  });
  return (
    <div className="page page--narrow paramarsha">
      <h1>{t('r.title')}</h1>
      {submitted ? (
        <p className="card" role="status" data-testid="paramarsha-submitted">
          {t('r.submitted')}
        </p>
      ) : null}
      {error ? (
        <p className="paramarsha-error" role="alert">
          {error}
        </p>
      ) : null}
      {rows && rows.length === 0 ? (
        <p>
          {t('r.none')} <a href="/paramarsha">{t('p.title')}</a>
        </p>
      ) : null}
      <ul className="paramarsha-list">
        {(rows ?? [])
          .filter((r) => r.status !== 'awaiting_payment')
          .map((r) => (
            <li key={r.id} className="card" data-testid="paramarsha-request">
              <h2>{lang === 'en' ? r.service_name_en : r.service_name_np}</h2>
              <p>
                {t('r.status')}: <strong>{t(`status.${r.status}`)}</strong>
                {r.due_at && r.status !== 'answered'
                  ? ` · ${t('r.due', { when: date.format(new Date(r.due_at)) })}`
                  : ''}
              </p>
              <p>
                {t(`subject.${r.subject as 'general'}`)} · {r.message}
              </p>
              <KundaliChart kundali={r.kundali} lang={lang} />
              {r.reply ? (
                <>
                  <h3>{t('r.reply')}</h3>
                  <p className="paramarsha-reply">{r.reply}</p>
                </>
              ) : null}
              {r.follow_up ? (
                <>
                  <h3>{t('r.followUp')}</h3>
                  <p>{r.follow_up}</p>
                </>
              ) : null}
              {r.follow_up_reply ? (
                <>
                  <h3>{t('r.followUpReply')}</h3>
                  <p className="paramarsha-reply">{r.follow_up_reply}</p>
                </>
              ) : null}
              {r.status === 'answered' && r.reply && !r.follow_up ? (
                <form className="paramarsha-form" onSubmit={(e) => void followUp(e, r.id)}>
                  <label>
                    {t('r.askFollowUp')}
                    <textarea name="question" rows={3} required maxLength={8000} />
                  </label>
                  <button type="submit" className="button">
                    {t('r.send')}
                  </button>
                </form>
              ) : null}
            </li>
          ))}
      </ul>
    </div>
  );
}
