/**
 * A conversation's live stream (ADR 195): Server-Sent Events read through fetch (the bearer token
 * goes in a header, which EventSource cannot send), reconnecting after a drop from the last
 * message it has, so nothing is missed.
 */
import { apiStream } from './requests';

export interface LiveEvent {
  event: string;
  id: string | null;
  data: unknown;
}

/** Splits a stream's text into events; returns the events and the unfinished rest. */
export function parseEvents(text: string): { events: LiveEvent[]; rest: string } {
  const events: LiveEvent[] = [];
  const blocks = text.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) continue;
    try {
      events.push({ event, id, data: JSON.parse(data.join('\n')) });
    } catch {
      // Not JSON: not ours.
    }
  }
  return { events, rest };
}

/** Follows `/support/threads/{id}/live` until `signal` aborts; `after()` is the last message id held. */
export async function followThread(
  threadId: string,
  after: () => number,
  onEvent: (event: LiveEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    const response = await apiStream(`/support/threads/${threadId}/live?after=${after()}`, signal).catch(
      () => null,
    );
    if (response?.ok && response.body) {
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + value);
          buffer = parsed.rest;
          for (const event of parsed.events) onEvent(event);
        }
      } catch {
        // Dropped (or aborted): reconnect below unless aborted.
      }
    } else if (response && response.status >= 400 && response.status < 500) {
      return;
    }
    if (signal.aborted) return;
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}
