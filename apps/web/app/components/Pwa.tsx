/**
 * Offline, update and push on this browser (ADR 142–144): the /update page's control,
 * the /offline page's list of kept pages, and the bell's "Notifications on this browser" section
 * (loaded only for signed-in readers). None renders anything on the server (the page is cached
 * for everyone); each shows what this browser knows once it runs. The banner and the update
 * notice are AppStatus.tsx, on every page.
 */
import { useEffect, useState } from 'react';
import { pwaTranslator } from '../i18n/pwa';
import { loadSessionModule, useSession } from '../lib/auth/store';
import type * as PushModule from '../lib/pwa/push';
import { reloadIntoUpdate, usePwaState } from '../lib/pwa/sw-client';
import { useLang, useT } from '../lib/root-data';
import { MSG_VERSION, PAGES_CACHE } from '../sw/rules';

/** Looks for a new version now. */
async function checkForUpdate(): Promise<void> {
  await (await navigator.serviceWorker.getRegistration())?.update();
}

/** The build id of the worker controlling this page, or null when none does. */
function workerVersion(): Promise<string | null> {
  const controller = navigator.serviceWorker.controller;
  if (!controller) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      const version = (event.data as { version?: unknown } | null)?.version;
      resolve(typeof version === 'string' ? version : null);
    };
    controller.postMessage({ type: MSG_VERSION }, [channel.port2]);
  });
}

function usePwaT() {
  return pwaTranslator(useLang());
}

/** The /update page's state: reload into the waiting version, or up to date. */
export function UpdatePanel() {
  const t = usePwaT();
  const tMain = useT();
  const pwa = usePwaState();
  const [checked, setChecked] = useState(false);
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    if (!pwa.started || !pwa.supported) return;
    let live = true;
    void checkForUpdate()
      .catch(() => {})
      .then(() => workerVersion())
      .then((v) => {
        if (!live) return;
        setVersion(v);
        setChecked(true);
      });
    return () => {
      live = false;
    };
  }, [pwa.started, pwa.supported]);
  if (!pwa.started) return null;
  if (!pwa.supported) return <p className="update-state">{t('pwa.update.unsupported')}</p>;
  return (
    <div className="card update-state" data-testid="update-state">
      {pwa.waiting ? (
        <>
          <p>{t('pwa.update.waiting')}</p>
          <button type="button" className="button" onClick={reloadIntoUpdate}>
            {tMain('pwa.update.reload')}
          </button>
        </>
      ) : (
        <p>{checked ? t('pwa.update.current') : t('pwa.update.checking')}</p>
      )}
      {version && <p className="muted">{t('pwa.update.version', { version })}</p>}
    </div>
  );
}

/** A kept page's title from its HTML (the part before the site name). */
function titleOf(html: string, fallback: string): string {
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  if (!title) return fallback;
  const text = title
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
  return text.split(' | ')[0] || fallback;
}

/** The /offline page's list of pages this browser kept. */
export function OfflinePages() {
  const t = usePwaT();
  const [pages, setPages] = useState<{ href: string; title: string }[] | null>(null);
  useEffect(() => {
    if (typeof caches === 'undefined') {
      setPages([]);
      return;
    }
    void (async () => {
      const cache = await caches.open(PAGES_CACHE);
      const found: { href: string; title: string }[] = [];
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (url.origin !== window.location.origin) continue;
        const response = await cache.match(request);
        const href = `${url.pathname}${url.search}`;
        found.push({ href, title: titleOf(response ? await response.text() : '', href) });
      }
      setPages(found.sort((a, b) => a.href.localeCompare(b.href)));
    })().catch(() => setPages([]));
  }, []);
  if (pages === null) return null;
  return (
    <section className="card offline-pages" aria-labelledby="offline-saved">
      <h2 id="offline-saved">{t('pwa.offline.saved')}</h2>
      {pages.length === 0 ? (
        <p>{t('pwa.offline.none')}</p>
      ) : (
        <ul data-testid="offline-pages">
          {pages.map((p) => (
            <li key={p.href}>
              <a href={p.href}>{p.title}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type PushView = 'loading' | 'unsupported' | 'denied' | 'off' | 'on';

/** The bell's "Notifications on this browser": allow, topics and the morning time (signed-in readers). */
export default function PushSettings() {
  const t = usePwaT();
  const lang = useLang();
  const session = useSession();
  const [push, setPush] = useState<typeof PushModule | null>(null);
  const [view, setView] = useState<PushView>('loading');
  const [prefs, setPrefs] = useState<PushModule.PushPrefs | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    if (!signedIn) return;
    void import('../lib/pwa/push').then((m) => {
      setPush(m);
      setPrefs(m.readPushPrefs());
      const support = m.pushSupport();
      setView(
        support === 'unsupported'
          ? 'unsupported'
          : support === 'denied'
            ? 'denied'
            : support === 'granted' && m.pushRegistered()
              ? 'on'
              : 'off',
      );
    });
  }, [signedIn]);

  if (!signedIn || !push || !prefs || view === 'loading') return null;

  const run = async (
    action: (api: Awaited<ReturnType<typeof loadSessionModule>>) => Promise<PushModule.PushResult>,
    after: PushView,
  ) => {
    setBusy(true);
    setMessage(null);
    const result = await action(await loadSessionModule());
    setBusy(false);
    if (result.ok) {
      setView(after);
      setMessage(after === 'on' ? t('pwa.push.saved') : null);
    } else if (result.reason === 'denied') setView(push.pushSupport() === 'denied' ? 'denied' : 'off');
    else if (result.reason === 'unsupported') setView('unsupported');
    else
      setMessage(
        result.reason === 'unavailable'
          ? t('pwa.push.unavailable')
          : result.reason === 'timeout'
            ? t('pwa.push.timeout')
            : t('pwa.push.failed', { message: result.message ?? '' }),
      );
  };

  return (
    <section className="push-settings" aria-labelledby="push-heading" data-testid="push-settings">
      <h3 id="push-heading">{t('pwa.push.heading')}</h3>
      {view === 'unsupported' && <p>{t('pwa.push.unsupported')}</p>}
      {view === 'denied' && <p>{t('pwa.push.denied')}</p>}
      {view === 'off' && (
        <>
          <p>{t('pwa.push.intro')}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run((s) => push.registerPush(s.apiFetch, lang, true), 'on')}
          >
            {busy ? t('pwa.push.working') : t('pwa.push.allow')}
          </button>
        </>
      )}
      {view === 'on' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run((s) => push.saveTopics(s.apiFetch, prefs, lang), 'on');
          }}
        >
          <p>{t('pwa.push.on')}</p>
          <fieldset>
            <legend>{t('pwa.push.topics')}</legend>
            {push.PUSH_TOPICS.map((topic) => (
              <label key={topic} className="check-row">
                <input
                  type="checkbox"
                  name="topic"
                  value={topic}
                  checked={prefs.topics.includes(topic)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setPrefs({
                      ...prefs,
                      topics: push.PUSH_TOPICS.filter((x) => (x === topic ? on : prefs.topics.includes(x))),
                    });
                  }}
                />
                <span>{t(`pwa.push.topic.${topic}`)}</span>
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span>{t('pwa.push.morningTime')}</span>
            <input
              type="time"
              name="morning_time"
              value={prefs.morning_time}
              required
              onChange={(e) =>
                setPrefs({ ...prefs, morning_time: e.currentTarget.value || prefs.morning_time })
              }
            />
          </label>
          <div className="push-actions">
            <button type="submit" className="button" disabled={busy}>
              {t('pwa.push.save')}
            </button>
            <button
              type="button"
              className="text-button"
              disabled={busy}
              onClick={() => void run((s) => push.turnOffPush(s.apiFetch, lang), 'off')}
            >
              {t('pwa.push.turnOff')}
            </button>
          </div>
        </form>
      )}
      {message && (
        <p className="push-message" role="status">
          {message}
        </p>
      )}
    </section>
  );
}
