/** In-app notifications (spec §3/§4): kept in session storage under `notifications`. */
export interface AppNotification {
  title: string;
  message: string;
  /** ISO time (shown in Asia/Kathmandu). */
  on_time?: string;
  /** Where a click leads. */
  clickAction?: string;
}

export const NOTIFICATIONS_KEY = 'notifications';
export const NOTIFICATIONS_EVENT = 'patro:notifications';

function isNotification(value: unknown): value is AppNotification {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.title === 'string' && typeof v.message === 'string';
}

export function readNotifications(): AppNotification[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(NOTIFICATIONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isNotification) : [];
  } catch {
    return [];
  }
}

function write(list: AppNotification[]): void {
  try {
    sessionStorage.setItem(NOTIFICATIONS_KEY, JSON.stringify(list));
  } catch {
    // storage disabled: the list lives only until the next read
  }
  window.dispatchEvent(new Event(NOTIFICATIONS_EVENT));
}

/** Adds a notification (newest first); the bell updates at once. */
export function addNotification(notification: AppNotification): void {
  write([notification, ...readNotifications()]);
}

export function clearNotifications(): void {
  write([]);
}
