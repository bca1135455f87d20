import { bsMonthLength, bsToJdn, type YMD } from '@patro/calendar';
import { describe, expect, it } from 'vitest';
import {
  addBsYear,
  dueDate,
  estimateRenewal,
  type FineReading,
  finePercent,
  fineWindows,
  fiscalYearOf,
  renewalAmountBreakdown,
  yearsOwed,
} from './estimate.js';
import { allTableProblems, findTable, slabFor, tableProblems } from './rates.js';
import { RATE_TABLES } from './rates-data.js';

const bs = (s: string): YMD => {
  const [year, month, day] = s.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const jdn = (s: string) => bsToJdn(bs(s));

describe('rate tables', () => {
  it('every shipped table covers its range without gaps or overlaps and names a source', () => {
    expect(allTableProblems()).toEqual([]);
  });

  it('finds a gap, an overlap, a closed last slab and a duplicate table', () => {
    expect(
      tableProblems({
        slabs: [
          { from: 1, to: 125, rupees: 1 },
          { from: 127, to: 150, rupees: 2 },
          { from: 150, to: 200, rupees: 3 },
        ],
      }),
    ).toEqual(['gap between 125 and 127', 'overlap at 150', 'last slab must be open-ended (to: null)']);
    const t = RATE_TABLES[0]!;
    expect(allTableProblems([t, t])).toEqual(['bagmati/2077/motorcycle: listed twice']);
  });

  // data-sources §7: Bagmati private two-wheelers, FY 2078/79 onward.
  it.each([
    [1, 3_000],
    [125, 3_000],
    [125.4, 5_000],
    [126, 5_000],
    [150, 5_000],
    [151, 6_500],
    [225, 6_500],
    [226, 12_000],
    [400, 12_000],
    [401, 25_000],
    [650, 25_000],
    [651, 35_000],
    [1800, 35_000],
  ])('Bagmati 2082/83 motorcycle %s cc: Rs %s', (cc, rupees) => {
    expect(slabFor(findTable('bagmati', 2082, 'motorcycle')!, cc)?.rupees).toBe(rupees);
  });

  it.each([
    [1000, 22_000],
    [1001, 25_000],
    [1500, 25_000],
    [1501, 27_000],
    [2000, 27_000],
    [2001, 37_000],
    [2500, 37_000],
    [2501, 50_000],
    [3000, 50_000],
    [3001, 65_000],
  ])('Bagmati 2082/83 car %s cc: Rs %s', (cc, rupees) => {
    expect(slabFor(findTable('bagmati', 2082, 'car')!, cc)?.rupees).toBe(rupees);
  });

  it.each([
    [125, 2_800],
    [126, 4_500],
    [160, 4_500],
    [161, 5_500],
    [250, 5_500],
    [251, 9_000],
    [400, 9_000],
    [401, 20_000],
    [650, 20_000],
    [651, 30_000],
  ])('Bagmati 2077/78 motorcycle %s cc: Rs %s (the older slabs)', (cc, rupees) => {
    expect(slabFor(findTable('bagmati', 2077, 'motorcycle')!, cc)?.rupees).toBe(rupees);
  });

  it.each([
    [349, undefined],
    [350, 1_500],
    [1000, 1_500],
    [1001, 2_000],
    [1500, 2_000],
    [1501, 3_000],
  ])('Bagmati electric two-wheeler %s W: %s', (w, rupees) => {
    expect(slabFor(findTable('bagmati', 2082, 'electric-two-wheeler')!, w)?.rupees).toBe(rupees);
  });

  it.each([
    [49, undefined],
    [50, 15_000],
    [125, 15_000],
    [126, 20_000],
    [225, 20_000],
    [226, 30_000],
  ])('Bagmati electric four-wheeler %s kW: %s', (kw, rupees) => {
    expect(slabFor(findTable('bagmati', 2082, 'electric-four-wheeler')!, kw)?.rupees).toBe(rupees);
  });

  it.each([
    [225, 6_500],
    [226, 11_000],
    [401, 20_000],
    [651, 30_000],
  ])('Gandaki 2079/80 motorcycle %s cc: Rs %s (not Bagmati’s top slabs)', (cc, rupees) => {
    expect(slabFor(findTable('gandaki', 2079, 'motorcycle')!, cc)?.rupees).toBe(rupees);
  });
});

describe('due date', () => {
  it('a year after the renewal when that comes before the end of Chaitra', () => {
    expect(dueDate(bs('2081-06-16'))).toEqual({
      expiry: bs('2082-06-16'),
      due: bs('2082-06-16'),
      rule: 'expiry',
      fiscalYear: 2082,
    });
  });

  it('Shrawan 1 starts a fiscal year: a renewal on Shrawan 1 is due on the next Shrawan 1, in the new year', () => {
    expect(fiscalYearOf(bs('2082-04-01'))).toBe(2082);
    expect(fiscalYearOf(bs('2082-03-32'))).toBe(2081);
    const d = dueDate(bs('2081-04-01'));
    expect(d.due).toEqual(bs('2082-04-01'));
    expect(d.fiscalYear).toBe(2082);
  });

  it('expiry at the end of Ashadh belongs to the old fiscal year, whose Chaitra end came first', () => {
    const d = dueDate(bs('2081-03-31'));
    expect(d.expiry).toEqual(bs('2082-03-31'));
    expect(d).toMatchObject({ due: bs('2081-12-31'), rule: 'chaitra-end', fiscalYear: 2081 });
  });

  it('Chaitra 31 in a 31-day year becomes Chaitra 30 when the next Chaitra has 30 days', () => {
    // BS 2081 Chaitra has 31 days, 2082 Chaitra 30 (the published calendar).
    expect(addBsYear(bs('2081-12-31'))).toEqual(bs('2082-12-30'));
    expect(dueDate(bs('2081-12-31'))).toMatchObject({ due: bs('2082-12-30'), fiscalYear: 2082 });
    // Chaitra 30 2080 → Chaitra 30 2081, one day before that year's Chaitra end (the 31st): the expiry rules.
    expect(dueDate(bs('2080-12-30'))).toMatchObject({ due: bs('2081-12-30'), rule: 'expiry' });
  });
});

describe('fine windows', () => {
  const due = bs('2082-06-16');
  const at = (days: number) => jdn('2082-06-16') + days;
  it.each<[FineReading, number, number]>([
    ['directive', 0, 0],
    ['directive', 1, 0],
    ['directive', 90, 0],
    ['directive', 91, 5],
    ['directive', 120, 5],
    ['directive', 121, 10],
    ['directive', 165, 10],
    ['directive', 166, 20],
    ['summary', 0, 0],
    ['summary', 1, 5],
    ['summary', 90, 5],
    ['summary', 91, 10],
    ['summary', 120, 10],
    ['summary', 121, 20],
  ])('%s reading, %s days late: %s%%', (reading, days, percent) => {
    expect(finePercent(due, at(days), reading)).toBe(percent);
  });

  it('past the fiscal year: 20% and 32% for each further fiscal year begun, at most five', () => {
    for (const reading of ['directive', 'summary'] as const) {
      expect(finePercent(due, jdn('2083-03-32'), reading)).toBe(20);
      expect(finePercent(due, jdn('2083-04-01'), reading)).toBe(52);
      expect(finePercent(due, jdn('2084-04-01'), reading)).toBe(84);
      expect(finePercent(due, jdn('2095-04-01'), reading)).toBe(180);
    }
  });

  it('lists the windows as BS dates, clipped at the end of the fiscal year', () => {
    expect(fineWindows(bs('2082-12-30'), 'directive')).toEqual([
      { from: '2083-01-01', to: '2083-03-28', percent: 0 },
      { from: '2083-03-29', to: '2083-03-32', percent: 5 },
      { from: '2083-04-01', to: null, percent: 52, arrears: true },
    ]);
    expect(fineWindows(due, 'summary').map((w) => w.percent)).toEqual([5, 10, 20, 52]);
  });
});

describe('estimateRenewal', () => {
  it('a Bagmati 150 cc motorcycle due on Vijaya Dashami 2082: tax, charge, no fine, and the holiday', () => {
    const e = estimateRenewal({
      province: 'bagmati',
      category: 'motorcycle',
      size: 150,
      lastRenewal: bs('2081-06-16'),
      todayJdn: jdn('2082-06-06'),
      reading: 'directive',
    });
    expect(e).toMatchObject({
      status: 'ok',
      estimate: true,
      tax: 500_000,
      renewalCharge: 30_000,
      fine: 0,
      total: 530_000,
      daysLeft: 10,
      fiscalYearLabel: '2082/83',
      due: { bs: '2082-06-16', ad: '2025-10-02', rule: 'expiry' },
      act: { en: 'Bagmati Province Finance Act 2082/83' },
    });
    expect(e.dueHoliday).toEqual({
      weekly: false,
      names: [{ en: 'Vijaya Dashami (Dashain Tika)', np: expect.any(String) }],
    });
  });

  it('late by 100 days: 5% on the directive reading, 10% on the summary', () => {
    const base = {
      province: 'bagmati' as const,
      category: 'motorcycle' as const,
      size: 125,
      lastRenewal: bs('2081-06-16'),
      todayJdn: jdn('2082-06-16') + 100,
    };
    expect(estimateRenewal({ ...base, reading: 'directive' })).toMatchObject({
      fine: 15_000,
      daysLeft: -100,
    });
    expect(estimateRenewal({ ...base, reading: 'summary' })).toMatchObject({ fine: 30_000, total: 360_000 });
  });

  it('a province or year without a table says so, with the newest earlier rate as that year’s', () => {
    const e = estimateRenewal({
      province: 'bagmati',
      category: 'motorcycle',
      size: 150,
      lastRenewal: bs('2082-06-16'),
      todayJdn: jdn('2083-05-01'),
      reading: 'directive',
    });
    expect(e).toMatchObject({
      status: 'no_table',
      fiscalYear: 2083,
      previous: { fiscalYearLabel: '2082/83', tax: 500_000 },
    });
    expect(
      estimateRenewal({
        province: 'koshi',
        category: 'car',
        size: 1200,
        lastRenewal: bs('2081-06-16'),
        todayJdn: jdn('2082-06-01'),
        reading: 'directive',
      }),
    ).toMatchObject({ status: 'no_table', tableYears: [], previous: null });
  });

  it('an electric scooter under 350 W is outside the table', () => {
    expect(
      estimateRenewal({
        province: 'bagmati',
        category: 'electric-two-wheeler',
        size: 0.25,
        lastRenewal: bs('2081-06-16'),
        todayJdn: jdn('2082-06-01'),
        reading: 'directive',
      }),
    ).toMatchObject({ status: 'outside_table', firstFrom: 350, unit: 'W' });
  });

  it('the checkout breakdown adds the service fee to the estimate’s lines', () => {
    const e = estimateRenewal({
      province: 'bagmati',
      category: 'car',
      size: 1500,
      lastRenewal: bs('2081-06-16'),
      todayJdn: jdn('2082-06-01'),
      reading: 'directive',
    });
    expect(renewalAmountBreakdown(e, 15_000)).toEqual({
      lines: [
        { code: 'tax', paisa: 2_500_000, fiscalYear: 2082 },
        { code: 'renewal_charge', paisa: 20_000, fiscalYear: 2082 },
        { code: 'fine', paisa: 0, fiscalYear: 2082 },
        { code: 'service_fee', paisa: 15_000, fiscalYear: null },
      ],
      totalPaisa: 2_535_000,
      fiscalYear: 2082,
    });
  });
});

// Arrears over several fiscal years (ADR 243): each year owed with its own table and its own fine.
describe('multi-year arrears', () => {
  const moto = (size: number, last: string, today: string, reading: FineReading = 'directive') =>
    estimateRenewal({
      province: 'bagmati',
      category: 'motorcycle',
      size,
      lastRenewal: bs(last),
      todayJdn: jdn(today),
      reading,
    });

  it('a year counts once its own due date has come, not before', () => {
    // Renewed 2079-06-16: year 1 due 2080-06-16 (FY 2080), year 2 due 2081-06-16 (FY 2081), …
    expect(yearsOwed(bs('2079-06-16'), jdn('2081-06-15')).map((y) => y.fiscalYear)).toEqual([2080]);
    expect(yearsOwed(bs('2079-06-16'), jdn('2081-06-16')).map((y) => y.fiscalYear)).toEqual([2080, 2081]);
    expect(yearsOwed(bs('2079-06-16'), jdn('2082-06-16')).map((y) => y.fiscalYear)).toEqual([
      2080, 2081, 2082,
    ]);
    // An expiry after Chaitra: each year is due at its own Chaitra end.
    expect(
      yearsOwed(bs('2080-02-10'), jdn('2082-12-30')).map((y) => [y.fiscalYear, y.due.month, y.due.day]),
    ).toEqual([
      [2080, 12, 30],
      [2081, 12, bsMonthLength(2081, 12)],
      [2082, 12, bsMonthLength(2082, 12)],
    ]);
  });

  it('each year’s own table: 150 cc was Rs 4,500 in FY 2077/78 and Rs 5,000 from 2078/79', () => {
    // Renewed 2076-06-16: due 2077-06-16 (FY 2077) and 2078-06-16 (FY 2078); today 2078-07-01.
    const e = moto(150, '2076-06-16', '2078-07-01');
    expect(e.status).toBe('ok');
    if (e.status !== 'ok') return;
    expect(e.years.map((y) => [y.fiscalYear, y.tax, y.renewalCharge])).toEqual([
      [2077, 450_000, 10_000],
      [2078, 500_000, 10_000],
    ]);
    // FY 2077's due date is a fiscal year behind: 20% + 32%. FY 2078's is 15 days late: no fine (directive).
    expect(e.years.map((y) => [y.finePercent, y.fine])).toEqual([
      [52, 234_000],
      [0, 0],
    ]);
    expect(e).toMatchObject({
      tax: 950_000,
      renewalCharge: 20_000,
      fine: 234_000,
      total: 1_204_000,
      finePercent: 52,
      fiscalYear: 2077,
    });
    expect(e.years[1]!.act.en).toBe('Bagmati Province Finance Act 2078/79');
  });

  it('the summary reading fines the second year from its own first day late', () => {
    const e = moto(150, '2076-06-16', '2078-07-01', 'summary');
    if (e.status !== 'ok') throw new Error(e.status);
    expect(e.years.map((y) => y.finePercent)).toEqual([52, 5]);
    expect(e.fine).toBe(234_000 + 25_000);
  });

  it('three years behind: 84%, 52% and the windows of the current year', () => {
    // Renewed 2078-05-01: due 2079-05-01, 2080-05-01, 2081-05-01; today 2081-09-01 (123 days after the last).
    const e = moto(125, '2078-05-01', '2081-09-01');
    if (e.status !== 'ok') throw new Error(e.status);
    expect(e.years.map((y) => [y.fiscalYear, y.finePercent, y.fine])).toEqual([
      [2079, 84, 252_000],
      [2080, 52, 156_000],
      [2081, 10, 30_000],
    ]);
    expect(e.total).toBe(3 * 300_000 + 3 * 10_000 + 252_000 + 156_000 + 30_000);
  });

  it('a year owed without a table is named and nothing is guessed', () => {
    // Renewed 2075-06-16: FY 2076 has no Bagmati table (FY 2077 does).
    const e = moto(150, '2075-06-16', '2077-07-01');
    expect(e).toMatchObject({ status: 'no_table', fiscalYear: 2076, missingYears: [2076] });
    // Year 1 in FY 2082 has a table, year 2 in FY 2083 has none yet.
    const f = moto(150, '2081-06-16', '2083-06-20');
    expect(f).toMatchObject({ status: 'no_table', fiscalYear: 2082, missingYears: [2083], previous: null });
    expect(renewalAmountBreakdown(f, 10_000)).toBeNull();
  });

  it('the checkout counts every year’s lines, then the fee', () => {
    const e = moto(150, '2076-06-16', '2078-07-01');
    const b = renewalAmountBreakdown(e, 20_000)!;
    expect(b.lines.map((l) => `${l.code}:${l.fiscalYear}:${l.paisa}`)).toEqual([
      'tax:2077:450000',
      'renewal_charge:2077:10000',
      'fine:2077:234000',
      'tax:2078:500000',
      'renewal_charge:2078:10000',
      'fine:2078:0',
      'service_fee:null:20000',
    ]);
    expect(b.totalPaisa).toBe(1_224_000);
  });
});
