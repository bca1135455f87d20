import type { FastifyInstance } from 'fastify';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { foldLine } from '../src/modules/ical/feed.js';
import { testDatabases } from './databases.js';
import { buildPersonalApp, publishedAd, userWithCalendar } from './personal.js';
import type { TestUser } from './users.js';

const API_URL = 'https://api.patro.example';
/** The calendar date node-ical gives an all-day start (a Date at local midnight). */
const dateOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe.each(testDatabases())('iCalendar feed on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let owner: TestUser;
  let calendarId: number;

  beforeAll(async () => {
    database = await open();
    // Thursday 31 October 2024 in Kathmandu: the feed covers 2023-10-31 … 2034-10-31.
    app = await buildPersonalApp(database, { apiUrl: API_URL });
    ({ user: owner, calendarId } = await userWithCalendar(app, database));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = async (payload: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/events',
      headers: owner.headers,
      payload: { calendar_id: calendarId, ...payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().event.id as number;
  };
  const feedUrl = async () => {
    const response = await app.inject({ url: '/users/calendars', headers: owner.headers });
    const url = new URL(response.json().data.calendars[0].ical_url as string);
    expect(url.origin).toBe(API_URL);
    return url.pathname;
  };

  it('serves one VCALENDAR: BS birthdays on their published AD dates, RRULE for exact AD repeats, changes applied', async () => {
    const birthday = await post({
      title: 'Aama, birthday; with love',
      base: 'BS',
      date: '2040-06-12',
      all_day: true,
      repeat: { frequency: 'yearly' },
      event_type: 'birthday',
      description: `Call her.\n${'धेरै शुभकामना! '.repeat(12)}`,
    });
    const meeting = await post({
      title: 'Standup',
      base: 'AD',
      date: '2024-10-01',
      all_day: false,
      start_time: '10:00',
      end_time: '10:15',
      repeat: { frequency: 'weekly', end: { kind: 'count', count: 10 } },
      location: 'Office',
    });
    const rent = await post({
      title: 'Rent',
      base: 'AD',
      date: '2024-01-31',
      all_day: true,
      repeat: { frequency: 'monthly', end: { kind: 'count', count: 14 } },
    });
    // 2082's birthday moves two days; the 2083 one is cancelled; one standup is cancelled.
    await app.inject({
      method: 'PUT',
      url: `/events/${birthday}`,
      headers: owner.headers,
      payload: { scope: 'occurrence', occurrence_date: '2082-06-12', date: '2082-06-14' },
    });
    await app.inject({
      method: 'DELETE',
      url: `/events/${birthday}?scope=occurrence&occurrence_date=2083-06-12`,
      headers: owner.headers,
    });
    await app.inject({
      method: 'DELETE',
      url: `/events/${meeting}?scope=occurrence&occurrence_date=2024-10-15`,
      headers: owner.headers,
    });

    const response = await app.inject({ url: await feedUrl() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:मेरो पात्रो (My calendar)');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);

    const parsed = ical.sync.parseICS(text);
    const events = Object.values(parsed).filter((c) => c.type === 'VEVENT') as ical.VEvent[];
    const birthdays = events.filter((e) => e.uid.startsWith(`${birthday}-`));
    const byUid = new Map(birthdays.map((e) => [e.uid, e]));
    // Asoj 12 2081 on its published AD date (2024-09-28), all-day.
    const y2081 = byUid.get(`${birthday}-2081-06-12@patro`)!;
    expect(dateOf(y2081.start)).toBe(publishedAd.get('2081-06-12'));
    expect(y2081.datetype).toBe('date');
    expect(y2081.summary).toBe('Aama, birthday; with love');
    expect(y2081.description).toContain('Call her.\nधेरै शुभकामना!');
    expect(y2081.description).toContain('BS 2081-06-12');
    // Moved 2082 occurrence: same UID (it names the occurrence), new day.
    expect(dateOf(byUid.get(`${birthday}-2082-06-12@patro`)!.start)).toBe(publishedAd.get('2082-06-14'));
    expect(byUid.has(`${birthday}-2083-06-12@patro`)).toBe(false);
    // One year back (2080's 2023-09-27 is outside) to ten years ahead: 2081, 2082, 2084 … 2091.
    expect(birthdays).toHaveLength(10);

    const standup = events.find((e) => e.uid === `${meeting}@patro`)!;
    expect(standup.rrule?.toString()).toContain('FREQ=WEEKLY');
    expect(standup.rrule?.toString()).toContain('COUNT=10');
    expect(standup.start.toISOString()).toBe('2024-10-01T04:15:00.000Z');
    expect(standup.end.toISOString()).toBe('2024-10-01T04:30:00.000Z');
    expect(standup.location).toBe('Office');
    // node-ical keys each EXDATE twice (by date and by instant): compare the distinct instants.
    const exdates = new Set(Object.values(standup.exdate ?? {}).map((d) => (d as Date).toISOString()));
    expect([...exdates]).toEqual(['2024-10-15T04:15:00.000Z']);
    expect(text.match(/^EXDATE/gm)).toHaveLength(1);

    // Monthly on the 31st clamps to the month's last day, which RRULE cannot say: one VEVENT each.
    const rents = events
      .filter((e) => e.uid.startsWith(`${rent}-`))
      .map((e) => dateOf(e.start))
      .sort();
    expect(rents.slice(0, 4)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']);
    expect(rents).toHaveLength(14);
  });

  it('a regenerated token makes the old URL 404; unknown tokens are 404 without a bearer', async () => {
    const old = await feedUrl();
    const regenerated = await app.inject({
      method: 'POST',
      url: `/calendars/${calendarId}/ical-token`,
      headers: owner.headers,
    });
    expect(regenerated.statusCode).toBe(200);
    const fresh = new URL(regenerated.json().calendar.ical_url).pathname;
    expect(fresh).not.toBe(old);
    expect((await app.inject({ url: old })).statusCode).toBe(404);
    expect((await app.inject({ url: fresh })).statusCode).toBe(200);
    expect((await app.inject({ url: '/ical/not-a-real-token-at-all.ics' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/ical/x' })).statusCode).toBe(404);
  });
});

describe('RFC 5545 line folding', () => {
  /** The fold as the RFC states it, one character at a time through an encoder (the old, slow way). */
  const reference = (line: string) => {
    const pieces: string[] = [];
    let current = '';
    let octets = 0;
    let limit = 75;
    for (const char of line) {
      const size = Buffer.byteLength(char, 'utf8');
      if (octets + size > limit) {
        pieces.push(current);
        current = '';
        octets = 0;
        limit = 74;
      }
      current += char;
      octets += size;
    }
    pieces.push(current);
    return pieces.join('\r\n ');
  };

  it('folds at 75 octets without splitting a character, as the character-by-character fold does', () => {
    // ASCII (1 octet), é (2), Devanagari (3) and an emoji (4, two UTF-16 units).
    const alphabet = ['a', 'Z', ' ', ';', 'é', 'न', 'े', 'प', 'ा', 'ल', '😀'];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let folded = 0;
    for (let n = 0; n < 500; n++) {
      const length = Math.floor(random() * 200);
      let line = 'SUMMARY:';
      for (let i = 0; i < length; i++) line += alphabet[Math.floor(random() * alphabet.length)];
      const mine = foldLine(line);
      expect(mine).toBe(reference(line));
      for (const piece of mine.split('\r\n'))
        expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
      if (mine !== line) folded++;
    }
    expect(folded).toBeGreaterThan(100);
  });
});
