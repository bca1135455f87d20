/**
 * The signed-in user's events over a cached public month (ADR 067). Always in the page's
 * JavaScript, so it stays tiny: it reads the session state from the small store and, only when
 * someone is signed in, loads the chunk that fetches the month with their token.
 */
import { type Dispatch, type SetStateAction, useEffect, useMemo, useState } from 'react';
import type { Lang } from '../../i18n';
import { useSession } from '../../lib/auth/store';
import type { PersonalEvent, PersonalMonth } from './types';

/** Window event: events changed (create, edit, delete), so the month on screen re-reads them. */
export const EVENTS_CHANGED = 'patro:events-changed';

export function announceEventsChanged(): void {
  window.dispatchEvent(new Event(EVENTS_CHANGED));
}

/**
 * A counter that goes up whenever events change (anywhere on the page, or by `bump`): effects
 * that read events list it as a dependency to read again.
 */
export function useEventsVersion(): [number, Dispatch<SetStateAction<number>>] {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const reload = () => setVersion((v) => v + 1);
    window.addEventListener(EVENTS_CHANGED, reload);
    return () => window.removeEventListener(EVENTS_CHANGED, reload);
  }, []);
  return [version, setVersion];
}

export function usePersonalMonth(base: 'bs' | 'ad', year: number, month: number, lang: Lang): PersonalMonth {
  const { status } = useSession();
  const [byIso, setByIso] = useState<Record<string, PersonalEvent[]>>({});
  const [version, setVersion] = useEventsVersion();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-reads the same month on purpose.
  useEffect(() => {
    if (status !== 'signed-in' || month === 0) {
      // Keep the same (empty) object: a new one would re-render the whole month for nothing.
      setByIso((shown) => (Object.keys(shown).length === 0 ? shown : {}));
      return;
    }
    const controller = new AbortController();
    import('./personal-month')
      .then((m) => m.loadPersonalMonth(base, year, month, lang, controller.signal))
      .then((next) => {
        // A failed read keeps what is shown: the public month stays correct either way.
        if (next && !controller.signal.aborted) setByIso(next);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [status, base, year, month, lang, version]);

  return useMemo(() => ({ byIso, reload: () => setVersion((v) => v + 1) }), [byIso, setVersion]);
}
