import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  classifyRateType,
  effectiveDateOf,
  looksLikeAntiBotPage,
  parseFenegosidaToday,
  parseKalimatiDailyPrices,
  parseNocRetailPrices,
  parseNrbRates,
  SourceFormatError,
} from '../src/modules/markets/parsers.js';

const shipped = (file: string) =>
  readFileSync(new URL(`./fixtures/markets/${file}`, import.meta.url), 'utf8');
const fixture = (file: string) =>
  readFileSync(new URL(`./fixtures/markets/${file}`, import.meta.url), 'utf8');

describe('Nepal Rastra Bank', () => {
  it('reads the recorded /rates envelope: 14 days, 21 currencies, per-unit prices as published', () => {
    const days = parseNrbRates(shipped('nrb-rates-2022-10-10--2022-10-23.json'));
    expect(days.map((d) => d.date)).toHaveLength(14);
    expect(days[0]?.date).toBe('2022-10-10');
    expect(days.at(-1)?.date).toBe('2022-10-23');
    const first = days[0]!;
    expect(first.rates).toHaveLength(21);
    expect(first.publishedOn).toBe('2022-10-10 00:00:43');
    expect(first.rates.find((r) => r.iso3 === 'USD')).toEqual({
      iso3: 'USD',
      name: 'U.S. Dollar',
      unit: 1,
      buy: 131.42,
      sell: 132.02,
    });
    // INR per 100, JPY per 10, KRW per 100 — never divided into per-one prices.
    expect(first.rates.find((r) => r.iso3 === 'INR')).toMatchObject({ unit: 100, buy: 160, sell: 160.15 });
    expect(first.rates.find((r) => r.iso3 === 'JPY')).toMatchObject({ unit: 10, buy: 9.04, sell: 9.08 });
    expect(first.rates.find((r) => r.iso3 === 'KRW')).toMatchObject({ unit: 100, buy: 9.27 });
  });

  it('reads Devanagari digits, the documented ISO3 key, and a currency it has never seen; skips an empty price', () => {
    const [day] = parseNrbRates(fixture('nrb-quirks.json'));
    expect(day?.rates.map((r) => r.iso3)).toEqual(['INR', 'USD', 'JPY', 'OMR']);
    expect(day?.rates.find((r) => r.iso3 === 'USD')?.buy).toBe(131.99);
    expect(day?.rates.find((r) => r.iso3 === 'OMR')).toEqual({
      iso3: 'OMR',
      name: 'Omani Rial',
      unit: 1,
      buy: 342.1,
      sell: 343.66,
    });
  });

  it('reads the flat /app-rate list', () => {
    const days = parseNrbRates(fixture('nrb-app-rate.json'));
    expect(days).toHaveLength(1);
    expect(days[0]?.date).toBe('2024-02-10');
    expect(days[0]?.rates.find((r) => r.iso3 === 'USD')?.sell).toBe(133.16);
  });

  it('an empty payload (before midnight publication) is no days; a validation error and a non-JSON page are errors', () => {
    const empty = JSON.stringify({
      status: { code: 200 },
      errors: { validation: null },
      data: { payload: [] },
    });
    expect(parseNrbRates(empty)).toEqual([]);
    expect(() => parseNrbRates(fixture('nrb-validation-error.json'))).toThrow(/per_page/);
    expect(() => parseNrbRates('<html>Service Unavailable</html>')).toThrow(SourceFormatError);
    expect(() => parseNrbRates(fixture('anti-bot.html'))).toThrow(/anti-bot/);
  });
});

describe('FENEGOSIDA', () => {
  it('reads the recorded today capture: per tola and per 10 g from the label, today and the previous publication day', () => {
    const days = parseFenegosidaToday(shipped('fenegosida-today-2026-08-16.json'));
    // The previous publication day is 14 August (15 August was a Saturday).
    expect(days.map((d) => d.date)).toEqual(['2026-08-14', '2026-08-16']);
    const today = days[1]!.prices;
    expect(today).toContainEqual({ metal: 'hallmark_gold', unit: 'tola', price: 305200 });
    expect(today).toContainEqual({ metal: 'hallmark_gold', unit: '10g', price: 261660 });
    expect(today).toContainEqual({ metal: 'silver', unit: 'tola', price: 4710 });
    expect(today).toContainEqual({ metal: 'silver', unit: '10g', price: 4038 });
    expect(today.some((p) => p.metal === 'tejabi_gold')).toBe(false);
    expect(days[0]!.prices).toContainEqual({ metal: 'hallmark_gold', unit: 'tola', price: 301600 });
  });

  it('tells tejabi from hallmark gold (both say सुन) and reads the unit from Devanagari digits', () => {
    expect(classifyRateType('तेजाबी सुन (१ तोला)')).toEqual({ metal: 'tejabi_gold', unit: 'tola' });
    expect(classifyRateType('छापावाल सुन (१० ग्राम)')).toEqual({ metal: 'hallmark_gold', unit: '10g' });
    expect(classifyRateType('असली चाँदी दर (१ तोला)')).toEqual({ metal: 'silver', unit: 'tola' });
    expect(classifyRateType('प्लाटिनम (१ तोला)')).toBeNull();
  });

  it('a UTC time just before Nepal midnight belongs to the next Nepal day', () => {
    const body = JSON.stringify([
      {
        todayDate: '2026-08-16T18:20:00+00:00',
        yestardayDate: null,
        rateType: 'छापावाल सुन (१ तोला)',
        todayBaseRatePerGram: 305200,
      },
    ]);
    expect(parseFenegosidaToday(body)[0]?.date).toBe('2026-08-17');
  });
});

describe('Nepal Oil Corporation', () => {
  it('reads the recorded revision by column label: the AD date out of BS(AD), prices per product', () => {
    const [revision, ...rest] = parseNocRetailPrices(
      shipped('noc-retailprice-2022-09-01.html'),
      '2026-11-23',
    );
    expect(rest).toEqual([]);
    expect(revision?.effectiveDate).toBe('2022-09-01');
    expect(revision?.prices).toEqual([
      { product: 'petrol', price: 181 },
      { product: 'diesel', price: 178 },
      { product: 'kerosene', price: 178 },
      { product: 'lpg', price: 1800 },
      { product: 'atf_domestic', price: 190 },
      { product: 'atf_international', price: 1645 },
    ]);
  });

  it('an extra and reordered column change nothing; a future-dated typo row is dropped; oldest first', () => {
    const revisions = parseNocRetailPrices(fixture('noc-extra-column.html'), '2026-11-23');
    expect(revisions.map((r) => r.effectiveDate)).toEqual(['2022-07-17', '2022-09-01']);
    const [july, september] = revisions;
    expect(september?.prices.find((p) => p.product === 'petrol')?.price).toBe(181);
    expect(september?.prices.find((p) => p.product === 'diesel')?.price).toBe(178);
    expect(july?.prices.find((p) => p.product === 'petrol')?.price).toBe(199);
    expect(september?.prices).toHaveLength(6);
  });

  it('finds the AD date whichever way round the cell is written', () => {
    expect(effectiveDateOf('2083.04.17(2026.08.02)')).toBe('2026-08-02');
    expect(effectiveDateOf('2026.08.02(2083.04.17)')).toBe('2026-08-02');
    expect(effectiveDateOf('2083-03-01 (2026.06.15)')).toBe('2026-06-15');
    expect(effectiveDateOf('2079/05/16')).toBe('2022-09-01');
    expect(effectiveDateOf('24:00 hrs')).toBeNull();
  });

  it('a page without the price table is an error, not an empty list', () => {
    expect(() => parseNocRetailPrices('<html><body>Maintenance</body></html>', '2026-11-23')).toThrow(
      /Effective Date/,
    );
    expect(() => parseNocRetailPrices(fixture('anti-bot.html'), '2026-11-23')).toThrow(/anti-bot/);
  });
});

describe('Kalimati', () => {
  it('pairs the English and Nepali lists, normalises units and reads the market date', () => {
    const day = parseKalimatiDailyPrices(
      fixture('kalimati-en.json'),
      fixture('kalimati-np.json'),
      '2026-08-09',
    );
    expect(day.date).toBe('2026-08-07');
    expect(day.items[0]).toEqual({
      nameEn: 'Tomato Big(Nepali)',
      nameNp: 'गोलभेडा ठूलो(नेपाली)',
      unitEn: 'kg',
      unitNp: 'के.जी.',
      min: 60,
      max: 70,
      avg: 63.75,
    });
    expect(day.items.map((i) => i.unitEn)).toEqual(['kg', 'dozen', 'piece']);
  });

  it('the Nepali list with Devanagari digits and a BS date parses on its own', () => {
    const day = parseKalimatiDailyPrices(fixture('kalimati-np.json'), null, '2026-08-09');
    // BS 2083-04-22 is AD 2026-08-07.
    expect(day.date).toBe('2026-08-07');
    expect(day.items[2]).toMatchObject({ unitEn: 'piece', min: 130, max: 150, avg: 140 });
  });

  it('the anti-bot interstitial is recognised and fails the fetch', () => {
    expect(looksLikeAntiBotPage(fixture('anti-bot.html'))).toBe(true);
    expect(() => parseKalimatiDailyPrices(fixture('anti-bot.html'), null, '2026-08-09')).toThrow(/anti-bot/);
  });
});
