import { gregorianToJdn } from '@patro/calendar';
import { describe, expect, it } from 'vitest';
import { wireCalendar } from '../../../test/fixtures';
import type { WireCalendarsResponse, WireDay, WireEvent } from '../api-client';
import { conversionProblem } from './conversion';
import { faviconSvg, parseFaviconFile } from './favicon';
import { cityLabel, countdown, digits, formatClock, isFeatured, sortDayEvents } from './format';
import {
  dayHref,
  monthHref,
  pickerTarget,
  pickerYears,
  shiftMonth,
  shiftYear,
  yearHref,
  yearWindow,
} from './nav';
import {
  buildDayView,
  buildMonthView,
  buildUpcoming,
  buildYearView,
  cellEvent,
  endsBeforeDay,
  monthTitle,
  otherBaseMonth,
  tithiShortText,
} from './views.server';

const ev = (over: Partial<WireEvent>): WireEvent => ({
  jbo: 'BS',
  jci: 1,
  jds: '{"jie":"0"}',
  jtl: 'x',
  jir: null,
  gh: 0,
  priority: '2',
  jevdt: '2081-07-15',
  ad: '2024-10-31',
  event_verified_date: '2081-07-15',
  ...over,
});

describe('calendar URLs', () => {
  it('builds year, month and day paths', () => {
    expect(yearHref('bs', 2083)).toBe('/calendar/bs/2083');
    expect(monthHref('ad', 2024, 3)).toBe('/calendar/ad/2024-03');
    expect(dayHref('bs', { year: 2081, month: 7, day: 15 })).toBe('/calendar/bs/2081-07-15');
    expect(dayHref('bs', { year: 2081, month: 7, day: 15 }, true)).toBe('/calendar/bs/2081-07-15/panchanga');
  });

  it('steps months across year edges', () => {
    expect(shiftMonth('bs', 2081, 12, 1, 2083)).toEqual({ year: 2082, month: 1 });
    expect(shiftMonth('bs', 2082, 1, -1, 2083)).toEqual({ year: 2081, month: 12 });
    expect(shiftMonth('ad', 2024, 12, 1, 2026)).toEqual({ year: 2025, month: 1 });
  });

  it('clamps a target outside the supported years to the current year (spec §5)', () => {
    expect(shiftMonth('bs', 2200, 12, 1, 2083)).toEqual({ year: 2083, month: 1 });
    expect(shiftMonth('bs', 1900, 1, -1, 2083)).toEqual({ year: 2083, month: 12 });
    expect(shiftYear('bs', 2200, 1, 2083)).toBe(2083);
    expect(shiftYear('ad', 1844, -1, 2026)).toBe(2026);
    expect(shiftYear('ad', 2141, 1, 2026)).toBe(2142);
  });

  it('reads the year-month picker, in either script', () => {
    expect(pickerTarget('bs', '2083', '8')).toBe('/calendar/bs/2083-08');
    expect(pickerTarget('bs', '२०८३', '१२')).toBe('/calendar/bs/2083-12');
    expect(pickerTarget('bs', '2201', '1')).toBeNull();
    expect(pickerTarget('ad', '2024', '13')).toBeNull();
    expect(pickerTarget('ad', null, '1')).toBeNull();
  });
});

describe('formatters', () => {
  it('writes Devanagari digits for Nepali only', () => {
    expect(digits(2081, 'np')).toBe('२०८१');
    expect(digits('12:05', 'en')).toBe('12:05');
  });

  it('formats clock times the way each language reads them', () => {
    expect(formatClock('2026-11-23T06:30:42+05:45', 'np', '2026-11-23')).toBe('बिहान ६:३०');
    expect(formatClock('2026-11-23T06:30:42+05:45', 'en', '2026-11-23')).toBe('6:30 AM');
    expect(formatClock('2026-11-23T17:09:07+05:45', 'en')).toBe('5:09 PM');
    expect(formatClock('2026-11-23T13:00:00+05:45', 'np')).toBe('दिउँसो १:००');
    expect(formatClock('2026-11-24T02:22:24+05:45', 'en', '2026-11-23')).toBe('2:22 AM (next day)');
    expect(formatClock('2026-11-24T00:10:00+05:45', 'np', '2026-11-23')).toBe('राति १२:१० (भोलिपल्ट)');
    expect(formatClock(null, 'en')).toBe('');
  });

  it('counts down to a festival', () => {
    expect(countdown(3, 'np')).toBe('३ दिन बाँकी');
    expect(countdown(3, 'en')).toBe('in 3 days');
    expect(countdown(0, 'en')).toBe('Today');
    expect(countdown(1, 'np')).toBe('भोलि');
  });

  it('labels diaspora cities with their country', () => {
    expect(cityLabel({ np: 'दोहा', en: 'Doha', country: 'QA' }, 'np')).toBe('दोहा (QA)');
    expect(cityLabel({ np: 'पोखरा', en: 'Pokhara', country: 'NP' }, 'en')).toBe('Pokhara');
  });
});

describe('spec §5 day event order', () => {
  it('puts NS before BS before AD, then priority, then jie=1, then holidays', () => {
    const events = [
      ev({ jtl: 'ad', jbo: 'AD', priority: '0' }),
      ev({ jtl: 'bs-p2', priority: '2' }),
      ev({ jtl: 'bs-p1-holiday', priority: '1', gh: 1 }),
      ev({ jtl: 'bs-p1-featured', priority: '1', jds: '{"jie":"1"}' }),
      ev({ jtl: 'bs-p1', priority: '1' }),
      ev({ jtl: 'ns', jbo: 'NS', priority: '2' }),
      ev({ jtl: 'bs-none', priority: null }),
    ];
    expect(sortDayEvents(events).map((e) => e.jtl)).toEqual([
      'ns',
      'bs-p1-featured',
      'bs-p1-holiday',
      'bs-p1',
      'bs-p2',
      'bs-none',
      'ad',
    ]);
  });

  it('reads the featured flag from the JSON description', () => {
    expect(isFeatured('{"jie":"1"}')).toBe(true);
    expect(isFeatured('{"jie":"0"}')).toBe(false);
    expect(isFeatured('not json')).toBe(false);
  });

  it('shows a holiday or featured event in the grid cell first', () => {
    const list = [ev({ jtl: 'plain' }), ev({ jtl: 'holiday', gh: 1 })];
    expect(cellEvent(list)?.jtl).toBe('holiday');
  });
});

const day = (over: Partial<WireDay>): WireDay => ({
  bs_year: 2081,
  bs_month: 7,
  bs_day: 15,
  ad: '2024-10-31',
  is_verified: true,
  weekday: { number: 4, np: 'बिहीबार', en: 'Thursday' },
  tithi: {
    number: 29,
    paksha: 'krishna',
    paksha_tithi: 14,
    np: 'चतुर्दशी',
    en: 'Chaturdashi',
    paksha_np: 'कृष्ण',
    paksha_en: 'Krishna',
    end: null,
    drik: null,
  },
  ns: {
    year: 1144,
    month: 12,
    paksha: 'ga',
    day: 14,
    month_np: 'कौला',
    month_en: 'Kaula',
    paksha_np: 'गा',
    paksha_en: 'Ga',
  },
  holiday: true,
  holiday_kind: 'none',
  holiday_scope: null,
  source: 'official',
  events: [
    ev({ jtl: 'Laxmi Puja', jbo: 'NS', gh: 1, priority: '0', jds: '{"jie":"1","source":"published"}' }),
  ],
  ...over,
});

const payload: WireCalendarsResponse = {
  data: {
    calendars: [wireCalendar(1, 'National', '#d32f2f', 1)],
    events: { '2081': { '7': { '15': day({}) } } },
  },
};

/** 22 November 2026 (BS 2083-08-06), a fixed 'today'. */
const TODAY = gregorianToJdn({ year: 2026, month: 11, day: 22 });

describe('month view (published facts: Kartik 2081 begins Thursday 17 October 2024; 15 Kartik = 31 October)', () => {
  const view = buildMonthView({
    base: 'bs',
    year: 2081,
    month: 7,
    lang: 'en',
    todayJdn: TODAY,
    currentYear: 2083,
    payload,
  });
  const cells = view.weeks.flat();

  it('lays the month on a Sunday-first week', () => {
    expect(view.title).toBe('Kartik 2081');
    expect(view.subtitle).toBe('October/November 2024');
    expect(cells.findIndex((c) => c?.iso === '2081-07-01')).toBe(4);
    expect(cells.find((c) => c?.iso === '2081-07-01')?.adIso).toBe('2024-10-17');
    expect(view.weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('gives each day cell its tithi, holiday, event and a full accessible name', () => {
    const cell = cells.find((c) => c?.iso === '2081-07-15')!;
    expect(cell.adIso).toBe('2024-10-31');
    expect(cell.tithi).toBe('Chaturdashi');
    expect(cell.holiday).toBe(true);
    expect(cell.event).toBe('Laxmi Puja');
    expect(cell.label).toContain('Thursday, 15 Kartik 2081 (31 October 2024)');
    expect(cell.label).toContain('Krishna Chaturdashi');
    expect(cell.label).toContain('Public holiday');
    expect(cell.label).toContain('Laxmi Puja');
  });

  it('links the neighbouring months and the other base', () => {
    expect(view.links.prevMonth).toBe('/calendar/bs/2081-06');
    expect(view.links.nextMonth).toBe('/calendar/bs/2081-08');
    expect(view.links.prevYear).toBe('/calendar/bs/2080-07');
    expect(view.links.year).toBe('/calendar/bs/2081');
    expect(view.links.otherBase).toBe('/calendar/ad/2024-10');
    expect(view.events.map((e) => e.day)).toEqual(['15']);
  });

  it('writes Nepali with Devanagari digits', () => {
    const np = buildMonthView({
      base: 'bs',
      year: 2081,
      month: 7,
      lang: 'np',
      todayJdn: TODAY,
      currentYear: 2083,
      payload,
    });
    expect(np.title).toBe('कार्तिक २०८१');
    expect(monthTitle('ad', 2024, 10, 'np')).toBe('अक्टोबर २०२४');
    expect(np.weeks.flat().find((c) => c?.iso === '2081-07-15')?.main).toBe('१५');
  });
});

describe('month view without API data (a 4xx)', () => {
  it('still lays out the dates, says the details are missing', () => {
    const v = buildMonthView({
      base: 'ad',
      year: 2024,
      month: 2,
      lang: 'en',
      todayJdn: TODAY,
      currentYear: 2026,
      payload: null,
    });
    expect(v.hasData).toBe(false);
    const cells = v.weeks.flat().filter(Boolean);
    expect(cells).toHaveLength(29);
    expect(cells[0]?.tithi).toBe('');
    // 1 February 2024 was a Thursday; 1 Feb 2024 = 18 Magh 2080.
    expect(v.weeks[0]?.findIndex((c) => c?.iso === '2024-02-01')).toBe(4);
    expect(cells[0]?.sub).toBe('18');
  });
});

describe('day view', () => {
  it('steps across month and year edges', () => {
    // Chaitra 2081 has 31 days; Baisakh 1, 2082 was 14 April 2025.
    const last = buildDayView({
      base: 'bs',
      date: { year: 2081, month: 12, day: 31 },
      lang: 'en',
      payload: null,
    });
    expect(last.nextHref).toBe('/calendar/bs/2082-01-01');
    expect(last.prevHref).toBe('/calendar/bs/2081-12-30');
    expect(
      buildDayView({ base: 'bs', date: { year: 2082, month: 1, day: 1 }, lang: 'en', payload: null }).ad,
    ).toBe('14 April 2025');
    const first = buildDayView({
      base: 'ad',
      date: { year: 2025, month: 1, day: 1 },
      lang: 'en',
      payload: null,
    });
    expect(first.prevHref).toBe('/calendar/ad/2024-12-31');
    expect(first.closeHref).toBe('/calendar/ad/2025-01');
  });

  it('lists the events with their calendars', () => {
    const v = buildDayView({ base: 'bs', date: { year: 2081, month: 7, day: 15 }, lang: 'en', payload });
    expect(v.title).toBe('Thursday, 15 Kartik 2081');
    expect(v.ad).toBe('31 October 2024');
    expect(v.ns).toBe('1144 Kaula Ga 14');
    expect(v.events[0]).toMatchObject({
      title: 'Laxmi Puja',
      calendar: 'National',
      holiday: true,
      featured: true,
    });
    expect(v.holidayEvents).toEqual(['Laxmi Puja']);
  });

  it('has no step before the first supported day', () => {
    const v = buildDayView({ base: 'bs', date: { year: 1900, month: 1, day: 1 }, lang: 'en', payload: null });
    expect(v.prevHref).toBeNull();
  });
});

describe('upcoming festivals', () => {
  it('orders by days left and counts down', () => {
    const items = buildUpcoming(
      // 28 October 2024 (BS 2081-07-12).
      gregorianToJdn({ year: 2024, month: 10, day: 28 }),
      'en',
      [],
      [
        {
          bs: '2081-07-15',
          ad: '2024-10-31',
          weekday: { number: 4, np: '', en: 'Thursday' },
          np: 'लक्ष्मी पूजा',
          en: 'Laxmi Puja',
          kind: 'national',
          scope: null,
          source: 'published',
          festival_id: null,
          public_holiday: true,
        },
        {
          bs: '2081-07-01',
          ad: '2024-10-17',
          weekday: { number: 4, np: '', en: 'Thursday' },
          np: 'पुरानो',
          en: 'Past',
          kind: 'national',
          scope: null,
          source: 'published',
          festival_id: null,
          public_holiday: true,
        },
      ],
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: 'Laxmi Puja', days: 3, countdown: 'in 3 days', holiday: true });
  });
});

describe('favicon', () => {
  it('draws the day in Devanagari or Latin digits', () => {
    expect(parseFaviconFile('7.svg')).toBe(7);
    expect(parseFaviconFile('32.svg')).toBe(32);
    expect(parseFaviconFile('33.svg')).toBeNull();
    expect(parseFaviconFile('0.svg')).toBeNull();
    expect(faviconSvg(7, 'np')).toContain('>७<');
    expect(faviconSvg(17, 'en')).toContain('>17<');
  });
});

describe('five weeks shown (spec §9)', () => {
  const adMonth = (year: number, month: number) =>
    buildMonthView({
      base: 'ad',
      year,
      month,
      lang: 'en',
      todayJdn: TODAY,
      currentYear: 2026,
      payload: null,
    });

  it('puts the days of a sixth week in the first week’s empty cells', () => {
    // 1 March 2025 was a Saturday, so 30 (Sunday) and 31 March (Monday) would start a sixth week.
    const march = adMonth(2025, 3);
    expect(march.weeks).toHaveLength(5);
    expect(march.weeks[0]?.map((c) => c?.iso ?? null)).toEqual([
      '2025-03-30',
      '2025-03-31',
      null,
      null,
      null,
      null,
      '2025-03-01',
    ]);
    expect(march.weeks[0]?.[0]?.wrapped).toBe(true);
    expect(march.weeks[0]?.[6]?.wrapped).toBeUndefined();
    expect(march.weeks[4]?.[6]?.iso).toBe('2025-03-29');
    // The month in date order is still there for lists.
    expect(march.days.map((d) => d.iso)).toHaveLength(31);
    expect(march.days[0]?.iso).toBe('2025-03-01');
    expect(march.days[30]?.iso).toBe('2025-03-31');
  });

  it('pads a four-week month to five weeks so the grid keeps its height', () => {
    // February 2026 begins on a Sunday and has 28 days.
    const february = adMonth(2026, 2);
    expect(february.weeks).toHaveLength(5);
    expect(february.weeks[0]?.[0]?.iso).toBe('2026-02-01');
    expect(february.weeks[4]?.every((c) => c === null)).toBe(true);
  });
});

describe('BS 2084: projected until the official calendar is published', () => {
  // BS 2084 begins on 2027-04-14 (the month table); no published day data is shipped for it.
  const projected: WireCalendarsResponse = {
    data: {
      calendars: [],
      events: {
        '2084': {
          '1': {
            '1': day({
              bs_year: 2084,
              bs_month: 1,
              bs_day: 1,
              ad: '2027-04-14',
              source: 'projected',
              events: [],
            }),
          },
        },
      },
    },
  };
  const input = { lang: 'en' as const, todayJdn: TODAY, currentYear: 2083, payload: projected };

  it('the month and year pages and the day say so', () => {
    const month = buildMonthView({ ...input, base: 'bs', year: 2084, month: 1 });
    expect(month.sourceNote).toBe(
      'Projected — the official calendar for BS 2084 is not published yet: month lengths, tithi, festivals and holidays are computed and may change.',
    );
    const year = buildYearView({ ...input, base: 'bs', year: 2084 });
    expect(year.projectedNote).toBe(month.sourceNote);
    expect(month.projectedNote).toBe(month.sourceNote);
    const np = buildYearView({ ...input, lang: 'np', base: 'bs', year: 2084 });
    expect(np.projectedNote).toContain('वि.सं. २०८४ को आधिकारिक पात्रो अझै प्रकाशित भएको छैन');
    expect(buildDayView({ ...input, base: 'bs', date: { year: 2084, month: 1, day: 1 } }).source).toBe(
      month.sourceNote,
    );
  });

  it('a published year has no projected note', () => {
    expect(buildYearView({ ...input, base: 'bs', year: 2081, payload }).projectedNote).toBe('');
  });
});

// Published (bs-2083 table): 1 Mangsir 2083 = Tuesday 17 November 2026; 29 Mangsir = 15 December;
// 8 Mangsir = 24 November. The month has 14 November days and 15 December days.
describe('BS ⇄ AD keeps the reader’s place', () => {
  const nov24 = gregorianToJdn({ year: 2026, month: 11, day: 24 });
  const farAway = gregorianToJdn({ year: 2030, month: 1, day: 1 });

  it('goes to the month of today when today is in view', () => {
    expect(otherBaseMonth('bs', 2083, 8, nov24)).toEqual({ year: 2026, month: 11 });
    const view = buildMonthView({
      base: 'bs',
      year: 2083,
      month: 8,
      lang: 'en',
      todayJdn: nov24,
      currentYear: 2083,
      payload: null,
    });
    expect(view.links.otherBase).toBe('/calendar/ad/2026-11');
  });

  it('goes to the month of the open day', () => {
    expect(otherBaseMonth('bs', 2083, 8, farAway, 8)).toEqual({ year: 2026, month: 11 });
    expect(otherBaseMonth('bs', 2083, 8, farAway, 20)).toEqual({ year: 2026, month: 12 });
    expect(otherBaseMonth('ad', 2026, 11, farAway, 24)).toEqual({ year: 2083, month: 8 });
    expect(otherBaseMonth('ad', 2026, 11, farAway, 10)).toEqual({ year: 2083, month: 7 });
  });

  it('otherwise goes to the month holding most of the days', () => {
    expect(otherBaseMonth('bs', 2083, 8, farAway)).toEqual({ year: 2026, month: 12 });
    // November 2026: 1–16 are Kartik 2083, 17–30 Mangsir.
    expect(otherBaseMonth('ad', 2026, 11, farAway)).toEqual({ year: 2083, month: 7 });
  });
});

describe('tithi short form of a phone-width cell (ADR 085)', () => {
  const tithi = (number: number) => ({
    number,
    np: 'अष्टमी',
    en: 'Ashtami',
    paksha: number <= 15 ? ('shukla' as const) : ('krishna' as const),
    paksha_tithi: number <= 15 ? number : number - 15,
    paksha_np: '',
    paksha_en: '',
    end: null,
    drik: null,
  });
  it('keeps Nepali names whole and numbers English ones by paksha', () => {
    expect(tithiShortText(tithi(8), 'np')).toBe('अष्टमी');
    expect(tithiShortText(tithi(8), 'en')).toBe('S8');
    expect(tithiShortText(tithi(29), 'en')).toBe('K14');
    expect(tithiShortText(tithi(15), 'en')).toBe('Full');
    expect(tithiShortText(tithi(30), 'en')).toBe('New');
  });
});

describe('year pickers', () => {
  it('list a window around the shown year, not all 301 years', () => {
    expect(pickerYears('bs', 2083)).toEqual(Array.from({ length: 21 }, (_, i) => 2073 + i));
    expect(pickerYears('bs', 1901)[0]).toBe(1900);
    expect(pickerYears('bs', 1901)).toHaveLength(21);
    expect(pickerYears('ad', 2142).at(-1)).toBe(2142);
    expect(yearWindow(1150, { min: 964, max: 1263 })).toContain(1150);
  });
});

describe('panchanga abroad', () => {
  it('drops an element that ended before the local day began', () => {
    // New York, 8 Mangsir 2083 = 24 November 2026: the first karana ends 23:35 on the 23rd.
    expect(endsBeforeDay('2026-11-23T23:35:38-05:00', '2026-11-24')).toBe(true);
    expect(endsBeforeDay('2026-11-24T09:53:34-05:00', '2026-11-24')).toBe(false);
    expect(endsBeforeDay('2026-11-25T01:29:59-05:00', '2026-11-24')).toBe(false);
    expect(endsBeforeDay(null, '2026-11-24')).toBe(false);
  });
});

describe('date converter limits (spec §8 messages in the reader’s language)', () => {
  it('names what is wrong, in Nepali or English', () => {
    expect(conversionProblem('BS', { year: 2083, month: 14, day: 1 }, 'en')).toBe('A BS month is 1 to 12.');
    expect(conversionProblem('BS', { year: 2083, month: 14, day: 1 }, 'np')).toBe(
      'वि.सं. मा महिना १ देखि १२ सम्म हुन्छ।',
    );
    expect(conversionProblem('AD', { year: 2300, month: 1, day: 1 }, 'en')).toBe(
      'Only AD years 1844 to 2142 can be converted.',
    );
    expect(conversionProblem('NS', { year: 1147, month: 13, day: 30 }, 'en')).toBeNull();
    expect(conversionProblem('AD', { year: 2026, month: 2, day: 0 }, 'np')).toBe('गते १ देखि ३१ सम्म हुन्छ।');
  });
});
