/**
 * `/admin/rashifal`: the astrologer's editor (roles astrologer, admin, super-admin; the API checks
 * every call). A private screen: its data is read and written in the browser with the user's
 * token; period, language, day and sign live in the URL.
 */

import type { WireRashifalEditor, WireRashifalEditorSlot } from '@patro/contracts';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, type LinksFunction, useSearchParams } from 'react-router';
import { AdminNav, adminMeta } from '../components/admin/AdminLayout';
import { SignedInOnly } from '../components/events/LoginPrompt';
import { translator } from '../i18n';
import { type AdminRashifalKey, adminRashifalTranslator } from '../i18n/admin-rashifal';
import { apiErrorText } from '../lib/api-error';
import { apiFetch } from '../lib/auth/session';
import type { ApiFetchResult } from '../lib/auth/types';
import { RASHIFAL_TYPES, type RashifalType, rashifalHref, signClass, TYPE_TAB } from '../lib/rashifal';
import { useLang, useT } from '../lib/root-data';
import authCss from '../styles/auth.css?url';
import calendarCss from '../styles/calendar.css?url';
import rashifalCss from '../styles/rashifal.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: authCss },
  { rel: 'stylesheet', href: rashifalCss },
];

export const meta = adminMeta((lang) => translator(lang)('admin.rashifal.title'));

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** `YYYY-MM-DDTHH:MM` in the browser's zone, for a datetime-local input. */
function localInputValue(ms: number): string {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

function statusOf(slot: WireRashifalEditorSlot): 'none' | 'published' | 'scheduled' {
  if (!slot.entry) return 'none';
  return slot.entry.published ? 'published' : 'scheduled';
}

function Editor() {
  const t = useT();
  const pageLang = useLang();
  const a = adminRashifalTranslator(pageLang);
  const [params, setParams] = useSearchParams();
  const type = (RASHIFAL_TYPES as readonly string[]).includes(params.get('type') ?? '')
    ? (params.get('type') as RashifalType)
    : 'daily';
  const lang = params.get('lang') === 'en' ? 'en' : 'np';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '')
    ? (params.get('date') as string)
    : undefined;
  const signId = Number(params.get('sign')) || null;
  const [editor, setEditor] = useState<WireRashifalEditor | null>(null);
  const [problem, setProblem] = useState<'forbidden' | 'failed' | null>(null);
  const [text, setText] = useState('');
  const [publishAt, setPublishAt] = useState('');
  // A new entry left at the suggested time publishes at the API's "now", not the browser's: a
  // browser clock ahead of the server's would otherwise schedule it instead of publishing it.
  const [publishAtChosen, setPublishAtChosen] = useState(false);
  const [preview, setPreview] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const result = await apiFetch<WireRashifalEditor>('/admin/rashifal', { query: { type, lang, date } });
    if (result.ok) {
      setEditor(result.body);
      setProblem(null);
    } else {
      setProblem(result.status === 403 ? 'forbidden' : 'failed');
    }
    return result.ok ? result.body : null;
  }, [type, lang, date]);

  useEffect(() => {
    void load();
  }, [load]);

  const slot = editor?.slots.find((s) => s.sign.id === signId) ?? null;
  const entryText = slot?.entry?.text ?? '';
  const entryPublishAt = slot?.entry?.publish_at ?? null;
  const shown = `${slot?.sign.id}|${slot?.entry?.id}|${slot?.entry?.updated_at}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form resets when another sign or a newly saved entry is shown
  useEffect(() => {
    setText(entryText);
    setPublishAt(localInputValue(entryPublishAt ? Date.parse(entryPublishAt) : Date.now()));
    setPublishAtChosen(entryPublishAt !== null);
    setPreview(false);
    setError(null);
  }, [shown]);

  // A second choice made before the router has shown the first (a period, then at once a sign)
  // builds on the first, not on the search params of the last render: it would otherwise undo it.
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);
  const choose = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(latestParams.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    latestParams.current = next;
    setNotice(null);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  /** After a write: the API's message on failure, otherwise a notice and the fresh list. */
  const settle = async (result: ApiFetchResult<unknown>, done: AdminRashifalKey) => {
    setBusy(false);
    if (!result.ok) {
      setError(apiErrorText(result, pageLang));
      return;
    }
    setNotice(a(done));
    await load();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!slot) return;
    setBusy(true);
    setError(null);
    const result = await apiFetch<{ message: string }>('/admin/rashifal', {
      method: 'PUT',
      body: {
        sign: slot.sign.id,
        type,
        lang,
        date: date ?? editor?.period.start,
        text,
        publish_at: publishAtChosen ? new Date(publishAt).toISOString() : undefined,
      },
    });
    await settle(result, 'admin.rashifal.saved');
  };

  const remove = async () => {
    if (!slot?.entry) return;
    setBusy(true);
    const result = await apiFetch(`/admin/rashifal/${slot.entry.id}`, { method: 'DELETE' });
    await settle(result, 'admin.rashifal.removed');
  };

  if (problem === 'forbidden') {
    return (
      <p className="form-error" role="alert">
        {a('admin.rashifal.forbidden')}
      </p>
    );
  }
  if (problem === 'failed') {
    return (
      <p className="form-error" role="alert">
        {a('admin.rashifal.failed')}
      </p>
    );
  }
  if (!editor) return <p className="muted">{a('admin.rashifal.loading')}</p>;

  return (
    <>
      <form className="card filter-form admin-filters" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="ed-type">{a('admin.rashifal.type')}</label>
          <select id="ed-type" value={type} onChange={(e) => choose({ type: e.target.value })}>
            {RASHIFAL_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(TYPE_TAB[option])}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="ed-lang">{a('admin.rashifal.lang')}</label>
          <select id="ed-lang" value={lang} onChange={(e) => choose({ lang: e.target.value })}>
            <option value="np">{a('admin.rashifal.np')}</option>
            <option value="en">{a('admin.rashifal.en')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="ed-date">{a('admin.rashifal.date')}</label>
          <input
            id="ed-date"
            type="date"
            value={date ?? editor.period.start}
            onChange={(e) => choose({ date: e.target.value })}
          />
        </div>
      </form>
      <p className="rashifal-period">{editor.period.label}</p>
      {notice ? (
        <p className="form-notice" role="status">
          {notice}{' '}
          {slot ? (
            <Link to={rashifalHref(type, slot.sign.slug)}>{a('admin.rashifal.viewPublic')}</Link>
          ) : null}
        </p>
      ) : null}
      <h2>{a('admin.rashifal.signs')}</h2>
      <ul className="admin-signs">
        {editor.slots.map((s) => (
          <li key={s.sign.id}>
            <button
              type="button"
              className={`admin-sign${s.sign.id === signId ? ' is-current' : ''}`}
              aria-pressed={s.sign.id === signId}
              onClick={() => choose({ sign: String(s.sign.id) })}
            >
              <span className={`rashi-pill ${signClass(s.sign)}`}>{s.sign.name}</span>
              <span className={`admin-status admin-status--${statusOf(s)}`}>
                {a(`admin.rashifal.status.${statusOf(s)}`)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {slot ? (
        <form className="card admin-entry" onSubmit={save}>
          <h2>
            <span className={`rashi-pill ${signClass(slot.sign)}`}>{slot.sign.name}</span> {t(TYPE_TAB[type])}
          </h2>
          <div className="field">
            <label htmlFor="ed-text">{a('admin.rashifal.text')}</label>
            <textarea
              id="ed-text"
              rows={8}
              value={text}
              lang={lang === 'np' ? 'ne' : 'en'}
              onChange={(e) => setText(e.target.value)}
              required
              minLength={20}
              maxLength={5000}
            />
          </div>
          <div className="field">
            <label htmlFor="ed-publish">{a('admin.rashifal.publishAt')}</label>
            <input
              id="ed-publish"
              type="datetime-local"
              value={publishAt}
              onChange={(e) => {
                setPublishAt(e.target.value);
                setPublishAtChosen(true);
              }}
              required
            />
          </div>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <p className="dialog-actions">
            <button type="button" className="button button--ghost" onClick={() => setPreview(!preview)}>
              {preview ? a('admin.rashifal.hidePreview') : a('admin.rashifal.preview')}
            </button>
            <button type="submit" className="button" disabled={busy}>
              {a('admin.rashifal.save')}
            </button>
            {slot.entry ? (
              <button type="button" className="button button--ghost" onClick={remove} disabled={busy}>
                {a('admin.rashifal.remove')}
              </button>
            ) : null}
          </p>
          {preview ? (
            <section
              className={`rashifal-card rashifal-card--full ${signClass(slot.sign)}`}
              aria-label={a('admin.rashifal.preview')}
            >
              <h3 className="rashifal-sign">
                <span className={`rashi-pill ${signClass(slot.sign)}`}>{slot.sign.name}</span>
              </h3>
              <p className="rashifal-letters">
                <span className="muted">{t('rashifal.letters')}:</span> {slot.sign.letters.join(', ')}
              </p>
              <p className="rashifal-text">{text}</p>
            </section>
          ) : null}
          <details>
            <summary>{a('admin.rashifal.computed')}</summary>
            <p className="rashifal-text muted">{slot.computed}</p>
          </details>
        </form>
      ) : null}
    </>
  );
}

export default function AdminRashifal() {
  const t = useT();
  const a = adminRashifalTranslator(useLang());
  return (
    <div className="page rashifal-page admin-page">
      <AdminNav adminsOnly />
      <h1>{t('admin.rashifal.title')}</h1>
      <p className="muted">{a('admin.rashifal.intro')}</p>
      <SignedInOnly>
        <Editor />
      </SignedInOnly>
    </div>
  );
}
