/**
 * Live updates of conversations (ADR 195): every change is announced on the `support_events`
 * channel through PostgreSQL NOTIFY, so a reader connected to any API process hears a reply
 * written through another. The payload names only the thread and what changed; each listening
 * connection reads the change from the database itself.
 */
import type { DatabaseEvents } from '../../db/notify.js';

export const SUPPORT_CHANNEL = 'support_events';

export interface SupportEvent {
  thread: string;
  kind: 'message' | 'thread';
  /** The new message's id (kind `message`). */
  message?: number;
}

export class SupportLive {
  readonly #listeners = new Map<string, Set<(event: SupportEvent) => void>>();
  #started: Promise<void> | null = null;
  constructor(private readonly events: DatabaseEvents) {}

  #start(): Promise<void> {
    this.#started ??= this.events
      .subscribe(SUPPORT_CHANNEL, (payload) => {
        let event: SupportEvent;
        try {
          event = JSON.parse(payload) as SupportEvent;
        } catch {
          return;
        }
        for (const listener of this.#listeners.get(event.thread) ?? []) listener(event);
      })
      .then(() => {});
    return this.#started;
  }

  /** Listens to one thread's changes until the returned function is called. */
  async watch(thread: string, listener: (event: SupportEvent) => void): Promise<() => void> {
    await this.#start();
    let set = this.#listeners.get(thread);
    if (!set) {
      set = new Set();
      this.#listeners.set(thread, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(thread);
    };
  }

  announce(event: SupportEvent): Promise<void> {
    return this.events.publish(SUPPORT_CHANNEL, JSON.stringify(event));
  }
}
