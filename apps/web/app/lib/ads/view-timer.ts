/**
 * Viewability of one shown ad (ADR 224; commerce-and-pages §4.2, spec §9), as a pure state
 * machine with the clock passed in, so it is tested without waiting.
 *
 * The ad is "in view" while at least half of it is on screen AND the tab is visible AND focused;
 * the caller says which with {@link ViewTimer.update}. Time counts only while in view, and
 * continuously: leaving view (scrolled away, tab hidden, focus lost) starts the count again.
 * One continuous second → `viewable` (MRC display rule); four → `action` (spec §9: "a visible
 * element triggers its action after 4 s at 50 % visibility"). Each fires at most once.
 */
export const VIEWABLE_MS = 1000;
export const ACTION_MS = 4000;

export type ViewEvent = 'viewable' | 'action';

export class ViewTimer {
  /** When the current continuous in-view stretch began; null while out of view. */
  private since: number | null = null;
  private fired = { viewable: false, action: false };

  /**
   * Tells the timer whether the ad is in view at `now` (ms, any monotonic clock). Returns the
   * events reached by now, each once in its life; call it again at {@link nextDue} (or on any
   * change) to learn of the next.
   */
  update(inView: boolean, now: number): ViewEvent[] {
    if (!inView) {
      this.since = null;
      return [];
    }
    if (this.since === null) this.since = now;
    const shown = now - this.since;
    const events: ViewEvent[] = [];
    if (!this.fired.viewable && shown >= VIEWABLE_MS) {
      this.fired.viewable = true;
      events.push('viewable');
    }
    if (!this.fired.action && shown >= ACTION_MS) {
      this.fired.action = true;
      events.push('action');
    }
    return events;
  }

  /** Milliseconds from `now` until the next event could fire; null when nothing is pending or out of view. */
  nextDue(now: number): number | null {
    if (this.since === null) return null;
    const shown = now - this.since;
    if (!this.fired.viewable) return Math.max(0, VIEWABLE_MS - shown);
    if (!this.fired.action) return Math.max(0, ACTION_MS - shown);
    return null;
  }

  /** Both events have fired: nothing more to watch. */
  get done(): boolean {
    return this.fired.viewable && this.fired.action;
  }
}
