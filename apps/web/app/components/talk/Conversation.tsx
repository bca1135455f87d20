import { type FormEvent, useEffect, useRef, useState } from 'react';
import { talkTranslator } from '../../i18n/talk';
import type { Lang } from '../../i18n/types';
import { apiErrorText } from '../../lib/api-error';
import { apiFetch } from '../../lib/auth/session';
import { nepalDateTime } from '../../lib/markets/format';
import { followThread } from '../../lib/talk/live';
import { apiImage } from '../../lib/talk/requests';

export interface WireSupportMessage {
  id: number;
  from_staff: boolean;
  author: string | null;
  body: string;
  image: string | null;
  created_at: string;
}

export interface WireSupportThread {
  id: string;
  subject: string;
  status: 'open' | 'closed';
  assignee_id: string | null;
  created_at: string;
  last_message_at: string;
  messages?: WireSupportMessage[];
  reader?: { id: string; name: string; email: string };
}

/** A picture file as the API takes it (base64), or null when none was chosen. */
export async function imageField(form: HTMLFormElement): Promise<string | undefined> {
  const file = (form.elements.namedItem('image') as HTMLInputElement | null)?.files?.[0];
  if (!file) return undefined;
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function Picture({ path, lang }: { path: string; lang: Lang }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    void apiImage(path).then(setSrc);
  }, [path]);
  if (!src) return null;
  return <img className="talk-image" src={src} alt={talkTranslator(lang)('talk.imageAlt')} />;
}

/**
 * One conversation: its messages, arriving live (ADR 195), and the form to write. `staffView`:
 * the inbox, where staff messages are "you" and the reader's carry their name.
 */
export function Conversation({
  thread,
  lang,
  staffView = false,
  draft,
  onChange,
}: {
  thread: WireSupportThread;
  lang: Lang;
  staffView?: boolean;
  /** Text to put in the reply box (a canned answer). */
  draft?: { text: string; n: number };
  onChange?: (thread: WireSupportThread) => void;
}) {
  const t = talkTranslator(lang);
  const [messages, setMessages] = useState<WireSupportMessage[]>(thread.messages ?? []);
  const [status, setStatus] = useState(thread.status);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const last = useRef(0);
  const box = useRef<HTMLTextAreaElement>(null);
  last.current = messages.at(-1)?.id ?? 0;

  useEffect(() => {
    if (draft && box.current) box.current.value = draft.text;
  }, [draft]);

  useEffect(() => {
    setMessages(thread.messages ?? []);
    setStatus(thread.status);
    const controller = new AbortController();
    void followThread(
      thread.id,
      () => last.current,
      (event) => {
        if (event.event === 'message') {
          const message = event.data as WireSupportMessage;
          setMessages((list) => (list.some((m) => m.id === message.id) ? list : [...list, message]));
        } else if (event.event === 'thread') {
          const changed = event.data as WireSupportThread;
          setStatus(changed.status);
          onChange?.(changed);
        }
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [thread, onChange]);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    setError(null);
    const body = String(new FormData(form).get('body') ?? '');
    const image = await imageField(form).catch(() => undefined);
    const answer = await apiFetch<{ data: WireSupportMessage }>(`/support/threads/${thread.id}/messages`, {
      method: 'POST',
      body: { body, ...(image ? { image } : {}) },
    });
    setSending(false);
    if (!answer.ok) {
      setError(apiErrorText(answer, lang));
      return;
    }
    const message = answer.body.data;
    setMessages((list) => (list.some((m) => m.id === message.id) ? list : [...list, message]));
    if (!staffView) setStatus('open');
    form.reset();
  };

  const who = (m: WireSupportMessage) => {
    if (staffView)
      return m.from_staff ? `${t('talk.team')} · ${m.author ?? ''}` : (m.author ?? t('inbox.reader'));
    return m.from_staff ? t('talk.team') : t('talk.you');
  };
  const mine = (m: WireSupportMessage) => m.from_staff === staffView;

  return (
    <section className="talk-thread" aria-labelledby={`thread-${thread.id}`}>
      <h2 id={`thread-${thread.id}`}>{thread.subject}</h2>
      <p className="muted small">
        {status === 'open' ? t('talk.open') : t('talk.closed')} · {t('talk.live')}
      </p>
      <ol className="talk-messages" aria-live="polite" aria-label={thread.subject}>
        {messages.map((m) => (
          <li key={m.id} className={mine(m) ? 'talk-message talk-message--mine' : 'talk-message'}>
            <p className="talk-meta small">
              <strong>{who(m)}</strong> ·{' '}
              <time dateTime={m.created_at}>{nepalDateTime(m.created_at, lang)}</time>
            </p>
            <p className="talk-body">{m.body}</p>
            {m.image && <Picture path={m.image} lang={lang} />}
          </li>
        ))}
      </ol>
      {status === 'closed' && !staffView && <p className="muted">{t('talk.closedNote')}</p>}
      <form className="talk-form" onSubmit={(e) => void send(e)}>
        <label className="field">
          <span>{staffView ? t('inbox.reply') : t('talk.message')}</span>
          <textarea ref={box} name="body" required maxLength={4000} rows={3} />
        </label>
        <label className="field">
          <span>{t('talk.image')}</span>
          <input type="file" name="image" accept="image/png,image/jpeg,image/webp,image/gif" />
        </label>
        <button type="submit" className="button" disabled={sending}>
          {t('talk.send')}
        </button>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
