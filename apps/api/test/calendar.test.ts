import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { WireDay, WireEvent } from '@patro/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { testDatabases } from './databases.js';
import { insertTestUser } from './users.js';

// Golden data: the published calendar, committed with the engine's golden tests
// (packages/calendar/test/fixtures/published; provenance in its official/README.md).
const referenceDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/calendar/test/fixtures/published',
);

interface ReferenceDay {
  bs: string;
  ad: string;
  weekday: number;
  tithi: number | null;
  nakshatra_np: string | null;
  ns: { year: number; month_np: string; paksha: 'thwa' | 'ga' };
  events: { np: string; en: string }[];
  holiday: boolean | null;
}

function reference(year: number): ReferenceDay[] {
  return JSON.parse(readFileSync(path.join(referenceDir, `official/bs-${year}.json`), 'utf8')).days;
}

const REF_2081 = reference(2081);
const refDay = (bs: string) => REF_2081.find((d) => d.bs === bs)!;
const refDaysWith = (en: string) => REF_2081.filter((d) => d.events.some((e) => e.en === en));

// An instant in Kathmandu (UTC+05:45) as epoch ms.
const kathmandu = (local: string) => Date.parse(`${local}+05:45`);

const festivalIdOf = (e: WireEvent) => JSON.parse(e.jds).festival_id as string | undefined;

describe.each(testDatabases())('calendar API on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({
      database,
      webOrigin: 'http://localhost:3000',
      // Thursday 31 October 2024, 08:00 in Kathmandu: Laxmi Puja (BS 2081-07-15).
      now: () => kathmandu('2024-10-31T08:00:00'),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, payload });

  async function month(query: string): Promise<{ calendars: unknown[]; days: WireDay[]; raw: string }> {
    const response = await get(`/calendars?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const days: WireDay[] = [];
    for (const byMonth of Object.values(
      body.data.events as Record<string, Record<string, Record<string, WireDay>>>,
    )) {
      for (const byDay of Object.values(byMonth)) days.push(...Object.values(byDay));
    }
    return { calendars: body.data.calendars, days, raw: response.body };
  }

  describe('GET /calendars', () => {
    it('shows Laxmi Puja, Bhai Tika and Chhath on their published days of BS 2081 Kartik, with holiday flags', async () => {
      const { days, calendars } = await month('calendar_type=BS&year=2081&month=7&lang=en');
      expect(calendars.length).toBeGreaterThanOrEqual(3);
      const kartik = REF_2081.filter((d) => d.bs.startsWith('2081-07-'));
      expect(days.map((d) => d.BS_date)).toEqual(kartik.map((d) => d.bs));
      for (const [festival, publishedName] of [
        ['laxmi-puja', 'Laxmi Puja'],
        ['bhai-tika', 'Bhai Tika'],
        ['chhath', 'Chhath Festival'],
      ] as const) {
        const published = refDaysWith(publishedName).map((d) => d.bs);
        expect(published.length).toBe(1);
        const shown = days
          .filter((d) => d.events.some((e) => festivalIdOf(e) === festival))
          .map((d) => d.BS_date);
        expect(shown, festival).toEqual(published);
        const day = days.find((d) => d.BS_date === published[0])!;
        const event = day.events.find((e) => festivalIdOf(e) === festival)!;
        expect(event.gh).toBe(1);
        expect(day.holiday).toBe(true);
        // A lunar festival recurs on its NS date and is verified by the published calendar.
        expect(event.jbo).toBe('NS');
        expect(event.event_verified_date).toBe(published[0]);
      }
    });

    it('gives every day of BS 2081 Kartik the published holiday flag, tithi, NS date and AD date', async () => {
      const { days } = await month('calendar_type=BS&year=2081&month=7');
      for (const day of days) {
        const ref = refDay(day.BS_date!);
        expect(day.ad).toBe(ref.ad);
        expect(day.holiday, day.BS_date).toBe(ref.holiday);
        expect(day.tithi.number, day.BS_date).toBe(ref.tithi);
        expect(day.ns.year).toBe(ref.ns.year);
        expect(day.ns.paksha).toBe(ref.ns.paksha);
        expect(day.ns.month_np).toBe(ref.ns.month_np);
        expect(day.is_verified).toBe(true);
        expect(day.source).toBe('official');
      }
    });

    it('groups an AD month by AD year, month and day', async () => {
      const response = await get('/calendars?calendar_type=AD&year=2024&month=11');
      expect(response.statusCode).toBe(200);
      const november = response.json().data.events['2024']['11'];
      expect(Object.keys(november)).toHaveLength(30);
      expect(november['2']).toMatchObject({ AD_date: '2024-11-02', bs_year: 2081, bs_month: 7, bs_day: 17 });
    });

    it('answers a yearly read ({year}-01-01 to the next year) grouped by year', async () => {
      const response = await get('/calendars?calendar_type=BS&start_date=2081-01-01&end_date=2082-01-01');
      expect(response.statusCode).toBe(200);
      const years = response.json().data.events;
      expect(Object.keys(years)).toEqual(['2081', '2082']);
      expect(Object.keys(years['2081'])).toHaveLength(12);
      const holidays = Object.values(years['2081'] as Record<string, Record<string, WireDay>>)
        .flatMap((m) => Object.values(m))
        .filter((d) => d.holiday)
        .map((d) => d.BS_date);
      expect(holidays).toEqual(REF_2081.filter((d) => d.holiday).map((d) => d.bs));
    });

    it('orders the events of a day as spec §5 says: NS, BS, AD; priority; featured, holiday, the rest', async () => {
      const { days } = await month('calendar_type=BS&year=2081&month=7&unverified=1');
      const baseRank = { NS: 0, BS: 1, AD: 2 };
      let multi = 0;
      for (const day of days) {
        if (day.events.length > 1) multi++;
        const keys = day.events.map((e) => [
          baseRank[e.jbo],
          e.priority === null ? 9 : Number(e.priority),
          JSON.parse(e.jds).jie === '1' ? 0 : 1,
          e.gh === 1 ? 0 : 1,
        ]);
        for (let i = 1; i < keys.length; i++) {
          const a = keys[i - 1]!;
          const b = keys[i]!;
          const cmp = a.findIndex((v, k) => v !== b[k]);
          if (cmp >= 0)
            expect(a[cmp]!, `${day.BS_date}: ${day.events.map((e) => e.jtl).join(' | ')}`).toBeLessThan(
              b[cmp]!,
            );
        }
      }
      expect(multi).toBeGreaterThan(3);
      // Laxmi Puja day: the featured national holiday leads.
      const laxmi = days.find((d) => d.BS_date === '2081-07-15')!;
      expect(festivalIdOf(laxmi.events[0]!)).toBe('laxmi-puja');
      expect(JSON.parse(laxmi.events[0]!.jds).jie).toBe('1');
    });

    it('hides NS events without a verified date unless unverified=1 (spec §5), but nothing national', async () => {
      // BS 2090 has no published day data: its lunar festivals are computed. Rules that reproduced
      // every published date count as verified; the few that once missed (Gathan Mugah, Gyalpo
      // Lhosar, …) do not — a regional one is hidden, a national one is shown labelled computed.
      const year = 'calendar_type=BS&start_date=2090-01-01&end_date=2091-01-01';
      const hidden = await month(year);
      const hiddenNs = hidden.days.flatMap((d) => d.events).filter((e) => e.jbo === 'NS');
      const laxmi = hiddenNs.find((e) => festivalIdOf(e) === 'laxmi-puja');
      expect(laxmi?.event_verified_date).toBe(laxmi?.jevdt);
      expect(hiddenNs.some((e) => festivalIdOf(e) === 'gathan-mugah')).toBe(false);
      // Chhath's rule now holds every published year: verified and shown.
      expect(hiddenNs.find((e) => festivalIdOf(e) === 'chhath')?.event_verified_date).not.toBeNull();
      const gyalpo = hiddenNs.find((e) => festivalIdOf(e) === 'gyalpo-lhosar')!;
      expect(gyalpo.event_verified_date).toBeNull();
      expect(JSON.parse(gyalpo.jds).source).toBe('rule');
      expect(gyalpo.gh).toBe(1);

      const shown = await month(`${year}&unverified=1`);
      const gathan = shown.days.flatMap((d) => d.events).filter((e) => festivalIdOf(e) === 'gathan-mugah');
      expect(gathan).toHaveLength(1);
      expect(gathan[0]!.event_verified_date).toBeNull();
      expect(shown.days.every((d) => !d.is_verified && d.source !== 'official')).toBe(true);
      // BS and AD events are never hidden.
      expect(hidden.days.flatMap((d) => d.events).some((e) => e.jbo !== 'NS')).toBe(true);
    });

    it('leaves out the default calendars named in hide= (a signed-in reader’s choice, rendered by the web)', async () => {
      const all = await month('calendar_type=BS&year=2081&month=7&lang=en');
      const laxmiPuja = all.days.flatMap((d) => d.events).find((e) => festivalIdOf(e) === 'laxmi-puja')!;
      const hidden = laxmiPuja.jci;
      const without = await month(`calendar_type=BS&year=2081&month=7&lang=en&hide=${hidden}`);
      expect(without.calendars.map((c: { id: number }) => c.id)).not.toContain(hidden);
      expect(without.days.flatMap((d) => d.events).filter((e) => e.jci === hidden)).toEqual([]);
      // Other calendars' events stay.
      const others = all.days.flatMap((d) => d.events).filter((e) => e.jci !== hidden).length;
      expect(others).toBeGreaterThan(0);
      expect(without.days.flatMap((d) => d.events).length).toBe(others);
      // The home page's coming festivals honour the same choice.
      const important = async (query: string) =>
        (await app.inject({ url: `/important-events?bs=2081-07-01&range=month&lang=en${query}` })).json()
          .data as { events: { jci: number }[] }[];
      const allImportant = (await important('')).flatMap((d) => d.events);
      expect(allImportant.some((e) => e.jci === hidden)).toBe(true);
      expect(
        (await important(`&hide=${hidden}`)).flatMap((d) => d.events).some((e) => e.jci === hidden),
      ).toBe(false);
      const bad = await app.inject({ url: '/calendars?calendar_type=BS&year=2081&month=7&hide=x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('hide');
    });

    it('writes titles in the requested language (Nepali by default)', async () => {
      const np = await month('calendar_type=BS&year=2081&month=7');
      const en = await month('calendar_type=BS&year=2081&month=7&lang=en');
      const title = (days: WireDay[]) =>
        days.find((d) => d.BS_date === '2081-07-18')!.events.find((e) => festivalIdOf(e) === 'bhai-tika')!
          .jtl;
      expect(title(np.days)).toBe('भाइटीका');
      expect(title(en.days)).toMatch(/Bhai Tika/);
    });

    it('serves a month of a few kilobytes gzipped with Cache-Control and an ETag, and 304 on If-None-Match', async () => {
      const first = await get('/calendars?calendar_type=BS&year=2081&month=7');
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const gzipped = gzipSync(first.body).length;
      console.info(`BS 2081-07 month answer: ${first.body.length} bytes, ${gzipped} bytes gzipped`);
      expect(gzipped).toBeLessThan(8 * 1024);
      const again = await get('/calendars?calendar_type=BS&year=2081&month=7', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await get('/calendars?calendar_type=BS&year=2081&month=7', { 'if-none-match': '"nope"' });
      expect(other.statusCode).toBe(200); // A client that accepts gzip gets the gzipped representation, with its own ETag.
      const zipped = await get('/calendars?calendar_type=BS&year=2081&month=7', {
        'accept-encoding': 'gzip, br',
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBe(gzipped);
      expect(zipped.headers.etag).not.toBe(etag);
      const zipped304 = await get('/calendars?calendar_type=BS&year=2081&month=7', {
        'accept-encoding': 'gzip',
        'if-none-match': zipped.headers.etag as string,
      });
      expect(zipped304.statusCode).toBe(304);
    });

    it('answers a repeated visitor URL exactly as the first time, and a signed-in reader still privately', async () => {
      const url = '/calendars?calendar_type=AD&year=2024&month=11&lang=en';
      const headers = { origin: 'http://localhost:3000', 'accept-encoding': 'gzip' };
      const first = await get(url, headers);
      const second = await get(url, headers);
      expect(second.statusCode).toBe(200);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      const comparable = (h: Record<string, unknown>) => {
        const { date: _date, 'x-request-id': _id, ...rest } = h;
        return rest;
      };
      expect(comparable(second.headers)).toEqual(comparable(first.headers));
      expect(second.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(second.headers['x-request-id']).toBeTruthy();
      // The same URL with a bearer token is the reader's own, uncached answer.
      const user = await insertTestUser(app, database.db);
      const mine = await get(url, user.headers);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('private, no-store');
      // A token that is not valid is refused, not answered from the visitors' cache.
      expect((await get(url, { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
    });

    it('reads the last supported BS year to its end', async () => {
      const response = await get('/calendars?calendar_type=BS&start_date=2200-01-01&end_date=2201-01-01');
      expect(response.statusCode, response.body).toBe(200);
      expect(Object.keys(response.json().data.events)).toEqual(['2200']);
    });

    it.each([
      ['calendar_type=BS&year=2081&month=13', 'month'],
      ['calendar_type=BS&year=2081&month=0', 'month'],
      ['calendar_type=BS&year=1899&month=1', 'year'],
      ['calendar_type=BS&year=2201&month=1', 'year'],
      ['calendar_type=AD&year=1843&month=1', 'year'],
      ['calendar_type=AD&year=2143&month=1', 'year'],
      ['calendar_type=BS&year=abc&month=1', 'year'],
      ['calendar_type=BS&year=2081', 'month'],
      ['calendar_type=NS&year=1145&month=1', 'calendar_type'],
      ['calendar_type=BS&year=2081&month=1&lang=fr', 'lang'],
      ['calendar_type=BS&start_date=2081-01-01', 'end_date'],
      ['calendar_type=BS&start_date=2081/01/01&end_date=2081-02-01', 'start_date'],
      ['calendar_type=BS&start_date=2081-02-33&end_date=2081-03-01', 'start_date'],
      ['calendar_type=AD&start_date=2023-02-29&end_date=2023-03-01', 'start_date'],
      ['calendar_type=BS&start_date=2081-05-01&end_date=2081-04-01', 'end_date'],
      ['calendar_type=BS&start_date=2079-01-01&end_date=2081-01-01', 'end_date'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const response = await get(`/calendars?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(`${field}:`);
    });
  });

  describe('GET /calendars/today', () => {
    it('is the date in Kathmandu from the injected clock, with its events', async () => {
      const response = await get('/calendars/today?lang=en');
      expect(response.statusCode).toBe(200);
      const today = response.json().data;
      expect(today).toMatchObject({
        bs_year: 2081,
        bs_month: 7,
        bs_day: 15,
        ad: '2024-10-31',
        holiday: true,
      });
      expect(today.tithi.number).toBe(refDay('2081-07-15').tithi);
      expect(today.today_events.map((e: WireEvent) => festivalIdOf(e))).toContain('laxmi-puja');
      expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    });

    it('turns over at midnight in Kathmandu, not in UTC or the server zone', async () => {
      const at = async (utc: string) => {
        const clocked = await buildApp({
          database,
          webOrigin: 'http://localhost:3000',
          now: () => Date.parse(utc),
        });
        const response = await clocked.inject({ method: 'GET', url: '/calendars/today' });
        await clocked.close();
        return response.json().data;
      };
      // 23:59:59 on 30 October in Kathmandu is 18:14:59 UTC.
      expect(await at('2024-10-30T18:14:59Z')).toMatchObject({ ad: '2024-10-30', bs_day: 14 });
      expect(await at('2024-10-30T18:15:00Z')).toMatchObject({ ad: '2024-10-31', bs_day: 15 });
    });
  });

  describe('GET /important-events', () => {
    it('lists the coming month of festivals and holidays from the given date', async () => {
      const response = await get('/important-events?range=month&bs=2081-07-10&lang=en');
      expect(response.statusCode).toBe(200);
      const days: { bs: string; days_from: number; events: WireEvent[] }[] = response.json().data;
      const ids = days.flatMap((d) => d.events.map(festivalIdOf));
      expect(ids).toEqual(expect.arrayContaining(['laxmi-puja', 'bhai-tika', 'chhath']));
      expect(days.find((d) => d.bs === '2081-07-15')!.days_from).toBe(5);
      expect(days.every((d) => d.days_from >= 0 && d.days_from < 30)).toBe(true);
    });

    it('lists festivals of any priority, not only holidays, and leaves out observance days', async () => {
      // Mangsir 2083 (published): Bala Chaturdashi on the 21st, Vivah Panchami on the 28th.
      const days: { bs: string; events: WireEvent[] }[] = (
        await get('/important-events?range=month&bs=2083-08-09&lang=en')
      ).json().data;
      const ids = days.flatMap((d) => d.events.map(festivalIdOf));
      expect(ids).toEqual(expect.arrayContaining(['bala-chaturdashi', 'vivaha-panchami']));
      expect(days.find((d) => d.bs === '2083-08-21')?.events.map(festivalIdOf)).toContain('bala-chaturdashi');
      expect(ids).not.toContain('world-aids-day');
    });

    it('lists one day for a date without a range, and starts from today by default', async () => {
      const one = await get('/important-events?ad=2024-11-03');
      expect(one.json().data.map((d: { bs: string }) => d.bs)).toEqual([refDaysWith('Bhai Tika')[0]!.bs]);
      const fromToday = await get('/important-events');
      expect(fromToday.json().data[0].bs).toBe('2081-07-15');
    });

    it('answers 400 for a bad date', async () => {
      expect((await get('/important-events?bs=2081-13-01')).json().message).toContain('bs:');
      expect((await get('/important-events?ad=2024-02-30')).json().message).toContain('ad:');
      expect((await get('/important-events?range=year')).statusCode).toBe(400);
    });
  });

  describe('POST /calendars/dateConvert', () => {
    it.each([
      ['2000-01-01', 'BS', '1943-04-14', '2000-01-01'],
      ['2081-01-01', 'BS', '2024-04-13', '2081-01-01'],
      ['2024-04-13', 'AD', '2024-04-13', '2081-01-01'],
      ['1943-04-14', 'AD', '1943-04-14', '2000-01-01'],
    ])('converts %s (%s) to AD %s, BS %s', async (date, based_on, ad, bs) => {
      const response = await post('/calendars/dateConvert', { date, based_on });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ ad, bs });
    });

    it('converts every published day of BS 2081 both ways, with the published NS date', async () => {
      for (const day of REF_2081.filter((_, i) => i % 29 === 0)) {
        const fromBs = (await post('/calendars/dateConvert', { date: day.bs, based_on: 'BS' })).json().data;
        expect(fromBs.ad).toBe(day.ad);
        expect(fromBs.weekday.number).toBe(day.weekday);
        expect(fromBs.ns).toMatchObject({
          year: day.ns.year,
          paksha: day.ns.paksha,
          month_np: day.ns.month_np,
        });
        const fromAd = (await post('/calendars/dateConvert', { date: day.ad, based_on: 'AD' })).json().data;
        expect(fromAd.bs).toBe(day.bs);
      }
    });

    it('finds the NS new year and an Anala day on their published days', async () => {
      const newYear = REF_2081.find(
        (d) => d.ns.year === 1145 && d.ns.month_np === 'कछला' && d.ns.paksha === 'thwa',
      )!;
      const response = await post('/calendars/dateConvert', { date: '1145-01-01', based_on: 'NS' });
      expect(response.json().data).toMatchObject({ ad: newYear.ad, bs: newYear.bs });
      const anala = reference(2080).find(
        (d) => d.ns.month_np === 'अनला' && d.ns.paksha === 'thwa' && d.tithi === 1,
      )!;
      const analaDay = await post('/calendars/dateConvert', { date: '1143-13-01', based_on: 'NS' });
      expect(analaDay.json().data).toMatchObject({ ad: anala.ad, bs: anala.bs });
    });

    it('answers "" for a well-formed date that does not exist', async () => {
      // BS 2081 Jestha has 32 days (published), so day 33 does not exist.
      expect(REF_2081.filter((d) => d.bs.startsWith('2081-02-'))).toHaveLength(32);
      // BS 2081 Baisakh has 31 days: the 32nd does not exist.
      expect(REF_2081.filter((d) => d.bs.startsWith('2081-01-'))).toHaveLength(31);
      for (const [date, based_on] of [
        ['2081-02-33', 'BS'],
        ['2081-01-32', 'BS'],
        ['2023-02-29', 'AD'],
        ['1145-13-01', 'NS'],
      ]) {
        const response = await post('/calendars/dateConvert', { date, based_on });
        expect(response.statusCode, `${date} ${based_on}`).toBe(200);
        expect(response.body, `${date} ${based_on}`).toBe('""');
      }
    });

    it.each([
      [{ date: '2081/01/01', based_on: 'BS' }, 'date'],
      [{ date: '2081-13-01', based_on: 'BS' }, 'date'],
      [{ date: '1899-01-01', based_on: 'BS' }, 'date'],
      [{ date: '2081-01-00', based_on: 'BS' }, 'date'],
      [{ date: '2081-01-01', based_on: 'XX' }, 'based_on'],
      [{ based_on: 'BS' }, 'date'],
    ])('answers 400 naming the field for %o', async (payload, field) => {
      const response = await post('/calendars/dateConvert', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`${field}:`);
    });
  });

  describe('one holiday answer (BS 2083 as published)', () => {
    const REF_2083 = reference(2083);
    it('Guru Nanak Jayanti 2083-08-08: a restricted holiday (Sikhs) in the grid, the badge, the pane and the holidays page', async () => {
      const published = REF_2083.find((d) => d.bs === '2083-08-08')!;
      expect(published.holiday).toBe(true);
      expect(published.events.map((e) => e.en).join()).toMatch(/Guru Nanak Jayanti \(Sikhs Only\)/);
      const { days } = await month('calendar_type=BS&year=2083&month=8&lang=en');
      const day = days.find((d) => d.BS_date === '2083-08-08')!;
      expect(day).toMatchObject({
        holiday: true,
        holiday_kind: 'restricted',
        holiday_scope: 'Sikh community',
      });
      const event = day.events.find((e) => festivalIdOf(e) === 'guru-nanak-jayanti')!;
      expect(event.gh).toBe(1);
      const list = (await get('/goverment-holidays/2083')).json().data;
      expect(list.source).toBe('published');
      const entry = list.holidays.find((h: { bs: string }) => h.bs === '2083-08-08');
      expect(entry).toMatchObject({ kind: 'restricted', scope: 'Sikh community', public_holiday: false });
    });

    it('Chhath 2083-07-29: a named national holiday (not an empty pink cell)', async () => {
      expect(REF_2083.find((d) => d.bs === '2083-07-29')!.holiday).toBe(true);
      const { days } = await month('calendar_type=BS&year=2083&month=7&lang=en');
      const day = days.find((d) => d.BS_date === '2083-07-29')!;
      expect(day).toMatchObject({ holiday: true, holiday_kind: 'national' });
      const chhath = day.events.find((e) => festivalIdOf(e) === 'chhath')!;
      expect(chhath).toMatchObject({ gh: 1, event_verified_date: '2083-07-29' });
    });

    it('the 2083 holidays page lists every published holiday day of the year', async () => {
      const list = (await get('/goverment-holidays/2083')).json().data;
      const days = [...new Set(list.holidays.map((h: { bs: string }) => h.bs))];
      expect(days).toEqual(REF_2083.filter((d) => d.holiday).map((d) => d.bs));
      expect(days.length).toBe(37);
    });

    it('gives the drik tithi as its own field where it differs: Maha Ashtami 2083 (SS Ashtami, drik Saptami)', async () => {
      const { days } = await month('calendar_type=BS&year=2083&month=7&lang=en');
      const k1 = days.find((d) => d.BS_date === '2083-07-01')!;
      expect(k1.tithi).toMatchObject({ number: 8, en: 'Ashtami' });
      expect(k1.tithi.drik).toMatchObject({ number: 7, en: 'Saptami' });
      expect(k1.tithi.drik!.end).toMatch(/^2026-10-18T\d\d:\d\d:\d\d\+05:45$/);
      // The app's published drik display is that second reading.
      expect(REF_2083.find((d) => d.bs === '2083-07-01')!.tithi).toBe(7);
      expect(days.find((d) => d.BS_date === '2083-07-02')!.tithi).toMatchObject({ number: 8, drik: null });
    });
  });

  describe('GET /goverment-holidays/{year}', () => {
    it('lists exactly the published holiday days of BS 2081', async () => {
      const response = await get('/goverment-holidays/2081');
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ year: 2081, source: 'published', holiday_coverage: 'complete' });
      const holidays = data.holidays as { bs: string; source: string; public_holiday: boolean }[];
      expect(holidays.every((h) => h.source === 'published')).toBe(true);
      // Every published holiday day is listed, and nothing else.
      const publishedDays = [...new Set(holidays.map((h) => h.bs))];
      expect(publishedDays).toEqual(REF_2081.filter((d) => d.holiday).map((d) => d.bs));
      // A day is a public holiday for everyone unless all its reasons are restricted.
      const kinds = data.holidays as { bs: string; kind: string; public_holiday: boolean }[];
      for (const h of kinds)
        expect(h.public_holiday, h.bs).toBe(kinds.some((k) => k.bs === h.bs && k.kind === 'national'));
      const dashain = (data.holidays as { bs: string; ad: string; kind: string }[]).find(
        (h) => h.bs === refDaysWith('Bhai Tika')[0]!.bs,
      )!;
      expect(dashain).toMatchObject({ ad: refDaysWith('Bhai Tika')[0]!.ad, kind: 'national' });
      expect(response.headers.etag).toBeDefined();
    });

    it('marks restricted holidays with their scope', async () => {
      const data = (await get('/goverment-holidays/2081')).json().data;
      const restricted = (data.holidays as { kind: string; scope: string | null }[]).filter(
        (h) => h.kind === 'restricted',
      );
      expect(restricted.length).toBeGreaterThan(0);
      expect(restricted.every((h) => typeof h.scope === 'string' && h.scope.length > 0)).toBe(true);
    });

    it('BS 2084 is projected in the provenance of every day until it is published', async () => {
      const { days } = await month('calendar_type=BS&year=2084&month=1&lang=en');
      expect(days[0]).toMatchObject({ BS_date: '2084-01-01', ad: '2027-04-14' });
      expect(days.every((d) => d.source === 'projected' && !d.is_verified)).toBe(true);
    });

    it('computes the holidays of a year without published data', async () => {
      const data = (await get('/goverment-holidays/2090')).json().data;
      expect(data.source).toBe('computed');
      expect(data.holidays.some((h: { festival_id: string }) => h.festival_id === 'bs-new-year')).toBe(true);
      expect(data.holidays.find((h: { festival_id: string }) => h.festival_id === 'bs-new-year').bs).toBe(
        '2090-01-01',
      );
    });

    it.each(['1900', '2200'])(
      'answers the first and last supported years (%s), ending inside the table',
      async (year) => {
        const response = await get(`/goverment-holidays/${year}`);
        expect(response.statusCode).toBe(200);
        const holidays = response.json().data.holidays as { bs: string }[];
        expect(holidays.some((h) => h.bs === `${year}-01-01`)).toBe(true);
        expect(holidays.every((h) => h.bs.startsWith(`${year}-`))).toBe(true);
      },
    );

    it.each(['abc', '1899', '2201', '2081.5'])('answers 400 naming the year for %s', async (year) => {
      const response = await get(`/goverment-holidays/${year}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('year:');
    });
  });

  describe('POST /fetch/panchanga', () => {
    it('answers form-encoded and JSON requests alike, with the published tithi and nakshatra in Kathmandu', async () => {
      const form = await app.inject({
        method: 'POST',
        url: '/fetch/panchanga',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'year=2081&month=7&day=15',
      });
      expect(form.statusCode, form.body).toBe(200);
      const json = await post('/fetch/panchanga', { year: 2081, month: 7, day: 15 });
      expect(json.json()).toEqual(form.json());
      const p = form.json().data;
      const ref = refDay('2081-07-15');
      expect(p.tithi.number).toBe(ref.tithi);
      expect(p.nakshatra.np).toBe(ref.nakshatra_np);
      expect(p.date.ad).toBe(ref.ad);
      for (const field of ['sunrise', 'sunset', 'moonrise', 'moonset'])
        expect(p[field]).toMatch(/^2024-10-3[01]T.*\+05:45$/);
      expect(p.karanas).toHaveLength(2);
      expect(p.kala.madhyahna.start).toMatch(/\+05:45$/);
    });

    it('computes for a city of the diaspora in its own time zone, and at a given time', async () => {
      const response = await post('/fetch/panchanga', {
        year: 2081,
        month: 7,
        day: 15,
        city: 'new-york',
        time: '18:30',
      });
      expect(response.statusCode).toBe(200);
      const p = response.json().data;
      expect(p.place).toMatchObject({ id: 'new-york', tz: 'America/New_York' });
      expect(p.sunrise).toMatch(/^2024-10-31T0[67]:\d\d:\d\d-04:00$/);
      expect(p.at_time.at).toBe('2024-10-31T18:30:00-04:00');
      const coords = await post('/fetch/panchanga', {
        year: 2081,
        month: 7,
        day: 15,
        lat: 51.5,
        lon: -0.12,
        tz: 'Europe/London',
      });
      expect(coords.statusCode).toBe(200);
      expect(coords.json().data.sunrise).toMatch(/^2024-10-31T0\d:\d\d:\d\dZ|\+00:00$/);
    });

    it('lists the selectable cities', async () => {
      const response = await get('/panchanga/cities');
      expect(response.statusCode).toBe(200);
      const ids = response.json().data.map((c: { id: string }) => c.id);
      expect(ids).toEqual(
        expect.arrayContaining(['kathmandu', 'pokhara', 'doha', 'dubai', 'new-york', 'london', 'sydney']),
      );
    });

    it.each([
      [{ year: 2081, month: 13, day: 1 }, 'month'],
      [{ year: 1800, month: 1, day: 1 }, 'year'],
      [{ year: 2081, month: 1, day: 33 }, 'day'],
      [{ year: 2081, month: 1, day: 32 }, 'day'],
      [{ year: 2081, month: 1, day: 1, time: '25:00' }, 'time'],
      [{ year: 2081, month: 1, day: 1, lat: 27.7 }, 'lon'],
      [{ year: 2081, month: 1, day: 1, lat: 27.7, lon: 85.3, tz: 'Mars/Olympus' }, 'tz'],
      [{ year: 2081, month: 1, day: 1, lat: 97, lon: 85.3, tz: 'Asia/Kathmandu' }, 'lat'],
      [{ year: 2081, month: 1, day: 1, city: 'atlantis' }, 'city'],
      [{ month: 1, day: 1 }, 'year'],
    ])('answers 400 naming the field for %o', async (payload, field) => {
      const response = await post('/fetch/panchanga', payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(`${field}:`);
    });
  });

  describe('GET /suva-sait', () => {
    it('lists computed auspicious days by category, none in a closed season', async () => {
      const response = await get('/suva-sait?year=2083&month=10');
      expect(response.statusCode).toBe(200);
      const data: { bs: string; category: string; source: string; weekday: { number: number } }[] =
        response.json().data;
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((d) => d.bs.startsWith('2083-10-') && d.source === 'computed')).toBe(true);
      // Marriage is never held on Tuesday or Saturday, nor in Shrawan (Chaturmas, Sun in Karka).
      expect(
        data.filter((d) => d.category === 'bibaha').every((d) => ![2, 6].includes(d.weekday.number)),
      ).toBe(true);
      const shrawan = await get('/suva-sait?year=2083&month=4&category=bibaha');
      expect(shrawan.json()).toEqual({ data: [] });
    });

    it('lets a published sait override the computed verdict for its date and category', async () => {
      const computed: { bs: string; category: string }[] = (
        await get('/suva-sait?year=2083&month=10&category=pasni')
      ).json().data;
      expect(computed.length).toBeGreaterThan(0);
      const removed = computed[0]!.bs;
      const added = Array.from({ length: 29 }, (_, i) => `2083-10-${String(i + 1).padStart(2, '0')}`).find(
        (bs) => !computed.some((d) => d.bs === bs),
      )!;
      const { publishedSaits } = await import('../src/db/schema.js');
      await database.db.insert(publishedSaits).values([
        { bsDate: removed, bsYear: 2083, bsMonth: 10, category: 'pasni', auspicious: false, source: 'test' },
        {
          bsDate: added,
          bsYear: 2083,
          bsMonth: 10,
          category: 'pasni',
          auspicious: true,
          timeNote: 'बिहान ९:१५',
          source: 'test',
        },
      ]);
      const after: { bs: string; source: string; time: string | null }[] = (
        await get('/suva-sait?year=2083&month=10&category=pasni')
      ).json().data;
      expect(after.some((d) => d.bs === removed)).toBe(false);
      expect(after.find((d) => d.bs === added)).toMatchObject({ source: 'published', time: 'बिहान ९:१५' });
    });

    it.each([
      ['year=2083&month=13', 'month'],
      ['year=1800', 'year'],
      ['month=1', 'year'],
      ['year=2083&category=cricket', 'category'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const response = await get(`/suva-sait?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`${field}:`);
    });
  });

  it('documents the calendar calls in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/calendars',
        '/calendars/today',
        '/calendars/dateConvert',
        '/goverment-holidays/{year}',
        '/important-events',
        '/fetch/panchanga',
        '/suva-sait',
      ]),
    );
  });
});
