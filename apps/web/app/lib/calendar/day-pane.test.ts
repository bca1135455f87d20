import { describe, expect, it } from 'vitest';
import { paneFromParam, paneHref } from './day-pane';

describe('the day dialog panes a URL names', () => {
  it('opens the holiday, month-picker and add-event panes by name', () => {
    expect(paneFromParam('holiday', 0)).toEqual({ name: 'holiday' });
    expect(paneFromParam('picker', 0)).toEqual({ name: 'picker' });
    expect(paneFromParam('add', 0)).toEqual({ name: 'add' });
  });

  it("opens an event's detail only for an event the day has", () => {
    expect(paneFromParam('event-0', 3)).toEqual({ name: 'event', index: 0 });
    expect(paneFromParam('event-2', 3)).toEqual({ name: 'event', index: 2 });
    expect(paneFromParam('event-3', 3)).toBeNull();
    expect(paneFromParam('event-99', 0)).toBeNull();
  });

  it('opens the list for anything else', () => {
    for (const junk of [
      null,
      '',
      'list',
      'mine',
      'edit',
      'event-',
      'event--1',
      'event-1x',
      'HOLIDAY',
      'event-1234',
    ])
      expect(paneFromParam(junk, 5), String(junk)).toBeNull();
  });

  it('links each pane to its address and the list to the day itself', () => {
    const day = '/calendar/bs/2081-07-15';
    expect(paneHref(day, null)).toBe(day);
    expect(paneHref(day, { name: 'holiday' })).toBe(`${day}?pane=holiday`);
    expect(paneHref(day, { name: 'event', index: 4 })).toBe(`${day}?pane=event-4`);
    // What a link writes, the server reads back.
    expect(
      paneFromParam(
        new URL(paneHref(day, { name: 'event', index: 4 }), 'https://x').searchParams.get('pane'),
        5,
      ),
    ).toEqual({ name: 'event', index: 4 });
  });
});
