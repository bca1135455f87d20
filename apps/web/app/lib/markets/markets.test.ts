import { describe, expect, it } from 'vitest';
import { chartGeometry } from './chart';
import { convertCurrency, parseAmountInput } from './convert';
import { bothDates, change, direction, inWords, price, whole } from './format';

describe('market numbers (spec §5)', () => {
  it('Indian grouping, two decimals, Devanagari digits in Nepali', () => {
    expect(price(131.42, 'en')).toBe('131.42');
    expect(price(305200, 'en')).toBe('3,05,200.00');
    expect(price(305200, 'np')).toBe('३,०५,२००.००');
    expect(whole(261660, 'np')).toBe('२,६१,६६०');
    expect(whole(12345678, 'en')).toBe('1,23,45,678');
  });

  it('changes carry a sign (a real minus), and none for no change', () => {
    expect(change(1.06, 'en')).toBe('+1.06');
    expect(change(-0.4, 'np')).toBe('−०.४०');
    expect(change(0, 'en')).toBe('0.00');
    expect(change(3600, 'en', 0)).toBe('+3,600');
    expect([direction(2), direction(-1), direction(0), direction(null)]).toEqual([
      'up',
      'down',
      'same',
      'none',
    ]);
  });

  it('large values in words: लाख/करोड in Nepali, K/M/B in English', () => {
    expect(inWords(305200, 'np')).toBe('३.०५ लाख');
    expect(inWords(305200, 'en')).toBe('305.2K');
    expect(inWords(25_000_000, 'np')).toBe('२.५ करोड');
    expect(inWords(3_400_000_000, 'en')).toBe('3.4B');
  });

  it('dates in BS and AD: 23 October 2022 is Kartik 6, 2079', () => {
    expect(bothDates('2022-10-23', 'en')).toEqual({ bs: '6 Kartik 2079', ad: '23 October 2022' });
    expect(bothDates('2022-10-23', 'np').bs).toBe('२०७९ कार्तिक ६');
  });
});

describe('chart geometry', () => {
  it('scales a series into the plot box with round ticks around the values', () => {
    const g = chartGeometry([{ label: 'buy', values: [131.42, 131.41, null, 132.54] }], 480, 240);
    expect(g.paths[0]).toMatch(/^M70,[\d.]+L[\d.]+,[\d.]+M470,[\d.]+$/);
    expect(g.points[0]).toHaveLength(3);
    const values = g.yTicks.map((t) => t.value);
    expect(Math.min(...values)).toBeLessThanOrEqual(131.41);
    expect(Math.max(...values)).toBeGreaterThanOrEqual(132.54);
    // The highest value is drawn highest (smallest y).
    const top = g.points[0]!.reduce((a, b) => (a.y < b.y ? a : b));
    expect(top.value).toBe(132.54);
  });

  it('a flat series sits mid-plot and an empty one draws nothing', () => {
    const flat = chartGeometry([{ label: 'INR', values: [160, 160] }]);
    const y = flat.points[0]![0]!.y;
    expect(y).toBeGreaterThan(flat.plot.top);
    expect(y).toBeLessThan(flat.plot.bottom);
    expect(chartGeometry([{ label: 'none', values: [] }]).paths).toEqual(['']);
  });
});

describe('currency converter at NRB rates (per unit)', () => {
  const rates = [
    {
      iso3: 'USD',
      name: 'U.S. Dollar',
      unit: 1,
      buy: 131.99,
      sell: 132.59,
      buy_change: null,
      sell_change: null,
      previous_date: null,
    },
    {
      iso3: 'INR',
      name: 'Indian Rupee',
      unit: 100,
      buy: 160,
      sell: 160.15,
      buy_change: null,
      sell_change: null,
      previous_date: null,
    },
    {
      iso3: 'JPY',
      name: 'Japanese Yen',
      unit: 10,
      buy: 8.74,
      sell: 8.78,
      buy_change: null,
      sell_change: null,
      previous_date: null,
    },
  ];
  it('foreign to rupees at the buy rate, rupees to foreign at the sell rate, per unit', () => {
    expect(convertCurrency(100, 'USD', 'NPR', rates)).toBeCloseTo(13199, 6);
    expect(convertCurrency(1000, 'INR', 'NPR', rates)).toBeCloseTo(1600, 6);
    expect(convertCurrency(1000, 'JPY', 'NPR', rates)).toBeCloseTo(874, 6);
    expect(convertCurrency(13259, 'NPR', 'USD', rates)).toBeCloseTo(100, 6);
    expect(convertCurrency(1601.5, 'NPR', 'INR', rates)).toBeCloseTo(1000, 6);
    expect(convertCurrency(1, 'USD', 'INR', rates)).toBeCloseTo((131.99 * 100) / 160.15, 6);
    expect(convertCurrency(1, 'XYZ', 'NPR', rates)).toBeNull();
  });
  it('reads typed amounts in either script and refuses nonsense', () => {
    expect(parseAmountInput('1,000')).toBe(1000);
    expect(parseAmountInput('१०००.५')).toBe(1000.5);
    expect(parseAmountInput('-5')).toBeNull();
    expect(parseAmountInput('0')).toBeNull();
    expect(parseAmountInput('abc')).toBeNull();
  });
});
