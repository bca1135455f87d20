import { describe, expect, it } from 'vitest';
import { parseEvents } from './live';

describe('reading the conversation stream', () => {
  it('splits events, skips comments, and keeps an unfinished event for the next chunk', () => {
    const text =
      ': connected\nretry: 3000\n\n' +
      'id: 7\nevent: message\ndata: {"id":7,"body":"नमस्ते"}\n\n' +
      'event: thread\ndata: {"status":"closed"}\n\n' +
      'id: 8\nevent: mess';
    const { events, rest } = parseEvents(text);
    expect(events).toEqual([
      { event: 'message', id: '7', data: { id: 7, body: 'नमस्ते' } },
      { event: 'thread', id: null, data: { status: 'closed' } },
    ]);
    expect(rest).toBe('id: 8\nevent: mess');
    const next = parseEvents(`${rest}age\ndata: {"id":8}\n\n`);
    expect(next.events).toEqual([{ event: 'message', id: '8', data: { id: 8 } }]);
  });
});
