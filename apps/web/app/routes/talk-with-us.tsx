import { useCallback, useEffect, useState } from 'react';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData, useSearchParams } from 'react-router';
import { SignedInOnly } from '../components/events/LoginPrompt';
import { Conversation, imageField, type WireSupportThread } from '../components/talk/Conversation';
import { translator } from '../i18n';
import { type TalkTranslate, talkTranslator } from '../i18n/talk';
import { apiGet } from '../lib/api-client';
import { apiErrorText } from '../lib/api-error';
import { apiFetch } from '../lib/auth/session';
import { webContext } from '../lib/context';
import { nepalDateTime } from '../lib/markets/format';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useLang } from '../lib/root-data';
import calendarCss from '../styles/calendar.css?url';
import talkCss from '../styles/talk.css?url';

interface Channels {
  email: string | null;
  phone: string | null;
  messaging: { name: string; url: string }[];
}

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: talkCss },
];

export const meta: MetaFunction = ({ matches, location }) => {
  const lang = rootDataFrom(matches)?.lang ?? 'np';
  const t = talkTranslator(lang);
  return pageMeta({
    matches,
    location,
    title: `${t('talk.title')} | ${translator(lang)('site.name')}`,
    description: t('talk.description'),
  });
};

/** The ways to reach support outside the site, from the API's configuration (rendered on the server). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { apiUrl } = webContext(context, request);
  const answer = await apiGet<{ data: Channels }>(apiUrl, '/support/channels').catch(() => null);
  return { channels: answer?.ok ? answer.body.data : null };
}

function ReachUs({ channels, t }: { channels: Channels | null; t: TalkTranslate }) {
  const none = !channels || (!channels.email && !channels.phone && channels.messaging.length === 0);
  return (
    <section className="card talk-reach" aria-labelledby="talk-reach">
      <h2 id="talk-reach">{t('talk.reach')}</h2>
      {none ? (
        <p className="muted">{t('talk.noChannels')}</p>
      ) : (
        <ul className="plain-list">
          {channels?.email && (
            <li>
              {t('talk.email')}: <a href={`mailto:${channels.email}`}>{channels.email}</a>
            </li>
          )}
          {channels?.phone && (
            <li>
              {t('talk.phone')}: <a href={`tel:${channels.phone.replace(/[^\d+]/g, '')}`}>{channels.phone}</a>
            </li>
          )}
          {channels?.messaging.map((m) => (
            <li key={m.url}>
              <a href={m.url} target="_blank" rel="noopener noreferrer external">
                {m.name}
              </a>{' '}
              <span className="muted small">{t('talk.external')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The reader's conversations: a list, one opened (`?thread=`), and the form to start one. */
function Conversations() {
  const lang = useLang();
  const t = talkTranslator(lang);
  const [params, setParams] = useSearchParams();
  const openId = params.get('thread');
  const [threads, setThreads] = useState<WireSupportThread[] | null>(null);
  const [current, setCurrent] = useState<WireSupportThread | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const answer = await apiFetch<{ data: WireSupportThread[] }>('/support/threads');
    if (answer.ok) setThreads(answer.body.data);
    else setError(apiErrorText(answer, lang));
  }, [lang]);
  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => {
    if (!openId) {
      setCurrent(null);
      return;
    }
    void apiFetch<{ data: WireSupportThread }>(`/support/threads/${openId}`).then((answer) => {
      if (answer.ok) setCurrent(answer.body.data);
      else setError(apiErrorText(answer, lang));
    });
  }, [openId, lang]);

  const start = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const image = await imageField(form).catch(() => undefined);
    const answer = await apiFetch<{ data: WireSupportThread }>('/support/threads', {
      method: 'POST',
      body: {
        subject: String(data.get('subject') ?? ''),
        body: String(data.get('body') ?? ''),
        lang,
        ...(image ? { image } : {}),
      },
    });
    if (!answer.ok) {
      setError(apiErrorText(answer, lang));
      return;
    }
    setError(null);
    form.reset();
    await reload();
    setParams({ thread: answer.body.data.id });
  };

  if (current) {
    return (
      <>
        <p>
          <a
            href="/talk-with-us"
            onClick={(e) => {
              e.preventDefault();
              setParams({});
            }}
          >
            ← {t('talk.back')}
          </a>
        </p>
        <Conversation thread={current} lang={lang} />
      </>
    );
  }
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <section aria-labelledby="talk-threads">
        <h2 id="talk-threads">{t('talk.threads')}</h2>
        {threads && threads.length === 0 && <p className="muted">{t('talk.none')}</p>}
        <ul className="plain-list talk-list">
          {threads?.map((thread) => (
            <li key={thread.id}>
              <a
                href={`/talk-with-us?thread=${thread.id}`}
                onClick={(e) => {
                  e.preventDefault();
                  setParams({ thread: thread.id });
                }}
              >
                {thread.subject}
              </a>{' '}
              <span className="muted small">
                {thread.status === 'open' ? t('talk.open') : t('talk.closed')} ·{' '}
                {nepalDateTime(thread.last_message_at, lang)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="talk-new">
        <h2 id="talk-new">{t('talk.new')}</h2>
        <form className="talk-form" onSubmit={(e) => void start(e)}>
          <label className="field">
            <span>{t('talk.subject')}</span>
            <input name="subject" required maxLength={120} />
          </label>
          <label className="field">
            <span>{t('talk.message')}</span>
            <textarea name="body" required maxLength={4000} rows={4} />
          </label>
          <label className="field">
            <span>{t('talk.image')}</span>
            <input type="file" name="image" accept="image/png,image/jpeg,image/webp,image/gif" />
          </label>
          <button type="submit" className="button">
            {t('talk.start')}
          </button>
        </form>
      </section>
    </>
  );
}

/** /talk-with-us (spec §2; ADR 195): how to reach us, and the signed-in reader's live conversations. */
export default function TalkWithUs() {
  const { channels } = useLoaderData<typeof loader>();
  const lang = useLang();
  const t = talkTranslator(lang);
  return (
    <div className="page page--narrow talk">
      <h1>{t('talk.title')}</h1>
      <p className="muted">{t('talk.intro')}</p>
      <SignedInOnly message={t('talk.signIn')}>
        <Conversations />
      </SignedInOnly>
      <ReachUs channels={channels} t={t} />
    </div>
  );
}
