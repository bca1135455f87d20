/**
 * In-app delivery of event reminders (ADR 063–067): the API's reminder job writes a notification for
 * the user at the reminder's time; a signed-in page picks up unread ones, adds them to the bell
 * (spec §4: notifications accumulate in session storage) and marks them read, so a reminder
 * appears once, in whichever tab or device sees it first.
 */
import type { WireNotification } from '@patro/contracts';
import { addNotification } from '../notifications';
import type { ApiFetchInit, ApiFetchResult } from './types';

/** How often an open, visible page asks for new reminders. */
export const REMINDER_POLL_MS = 60_000;

type Fetch = <T>(path: string, init?: ApiFetchInit) => Promise<ApiFetchResult<T>>;

/** Moves the user's unread notifications into the bell, in `lang`; returns how many were added. */
export async function collectReminders(apiFetch: Fetch, lang: 'np' | 'en'): Promise<number> {
  const result = await apiFetch<{ data: WireNotification[] }>('/notifications', {
    query: { limit: 20, lang },
  });
  if (!result.ok) return 0;
  const unread = result.body.data.filter((n) => !n.read);
  if (unread.length === 0) return 0;
  // Oldest first, so the newest ends on top of the bell's list.
  for (const n of [...unread].reverse()) {
    addNotification({
      title: n.title,
      message: n.message,
      on_time: n.on_time,
      ...(n.clickAction ? { clickAction: n.clickAction } : {}),
    });
  }
  await apiFetch('/notifications/read', { method: 'POST', body: {} });
  return unread.length;
}

let timer: ReturnType<typeof setInterval> | null = null;
/** One collection at a time, so a poll and a tab coming back cannot add a reminder twice. */
let collecting: Promise<number> | null = null;

/** Starts polling while the page is visible (idempotent). */
export function watchReminders(apiFetch: Fetch): void {
  // Only a page polls (the session code also runs in Node, in tests and during server rendering).
  if (timer !== null || typeof document === 'undefined') return;
  const poll = () => {
    if (document.visibilityState !== 'visible' || collecting) return;
    // The page's language (the root element says which; Nepali unless it says English).
    const lang = document.documentElement.dataset.lang === 'en' ? 'en' : 'np';
    collecting = collectReminders(apiFetch, lang).finally(() => {
      collecting = null;
    });
  };
  poll();
  timer = setInterval(poll, REMINDER_POLL_MS);
  document.addEventListener('visibilitychange', poll);
}
