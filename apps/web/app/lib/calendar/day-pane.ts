/**
 * The day dialog's panes that a URL names (`?pane=holiday`, `picker`, `add`, `event-2`): each
 * pane's button is a link to its URL, so a reader without JavaScript opens it from the server's
 * HTML; with JavaScript the dialog switches in place and keeps the URL in step (ADR 088).
 * The signed-in reader's own events are client-only (ADR 067) and have no URL.
 */
export type UrlPane =
  | { name: 'holiday' }
  | { name: 'picker' }
  | { name: 'add' }
  | { name: 'event'; index: number };

/** The pane a `pane` query value names, or null (unknown names and event numbers out of range). */
export function paneFromParam(param: string | null, eventCount: number): UrlPane | null {
  if (param === 'holiday' || param === 'picker' || param === 'add') return { name: param };
  const event = param ? /^event-(\d{1,3})$/.exec(param) : null;
  if (!event) return null;
  const index = Number(event[1]);
  return index < eventCount ? { name: 'event', index } : null;
}

/** The URL of a pane of the day at `dayHref` (the list when no pane). */
export function paneHref(dayHref: string, pane: UrlPane | null): string {
  if (!pane) return dayHref;
  return `${dayHref}?pane=${pane.name === 'event' ? `event-${pane.index}` : pane.name}`;
}
