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

/**
 * The bell's list with `notification` on top, unless it is already there: a reminder reaches a
 * browser twice when push is on, once pushed and once from the in-app list the page collects
 * (perhaps in the other language). A notification with a time is known by its title, time and
 * link; one without a time is always new.
 */
export function withNotification(
  list: readonly AppNotification[],
  notification: AppNotification,
): AppNotification[] {
  const same = (n: AppNotification) =>
    notification.on_time !== undefined &&
    n.on_time === notification.on_time &&
    n.title === notification.title &&
    n.clickAction === notification.clickAction;
  return list.some(same) ? [...list] : [notification, ...list];
}

/** Adds a notification (newest first) unless the bell has it; the bell updates at once. */
export function addNotification(notification: AppNotification): void {
  write(withNotification(readNotifications(), notification));
}

export function clearNotifications(): void {
  write([]);
}
