/**
 * The recorded market history shipped with the product (data/markets/README.md, ADR 155): real
 * published values collected from public copies, one row each with where it was read. Loaded at
 * start so a fresh clone with no internet shows this year's numbers; never a refresh.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { bullionPrices, forexRates, fuelPrices, vegetablePrices } from '../../db/schema.js';
import type { FuelProduct } from './parsers.js';

const shippedFolder = fileURLToPath(new URL('../../../data/markets/', import.meta.url));

/** The day the shipped files were collected (their READMEs); the time of day was not recorded. */
export const SHIPPED_RECORDED_AT = new Date('2026-11-27T00:00:00Z');

const read = <T>(file: string): T[] => JSON.parse(readFileSync(`${shippedFolder}${file}`, 'utf8')) as T[];

interface NrbRow {
  date: string;
  currency: string;
  name: string;
  unit: number;
  buy: number;
  sell: number;
  source: string;
  source_commit: string | null;
}
interface FenegosidaRow {
  date: string;
  fine_gold_tola: number | null;
  fine_gold_10g: number | null;
  tejabi_gold_tola: number | null;
  tejabi_gold_10g: number | null;
  silver_tola: number | null;
  silver_10g: number | null;
  source: string;
}
interface NocRow {
  effective_date: string;
  product: string;
  zone: string;
  price: number;
  sources: string[];
}
interface KalimatiRow {
  date: string;
  commodity_np: string;
  commodity_en: string | null;
  unit_np: string;
  unit: string;
  min: number;
  max: number;
  avg: number;
  source_file: string;
  source_commit: string;
}

/** The upstream copies the FENEGOSIDA rows were read from, by the file's `source` value. */
const FENEGOSIDA_COPIES: Record<string, string> = {
  'goldmandu/Values.json': 'ChandanShakya/goldmandu @ 2d9316de380c8ddeadf707724acdb9b192a9cf15, Values.json',
  'goldmandu/data/prices.json':
    'ChandanShakya/goldmandu @ 0181d6aa578256a0ad648e235fd0807375a7d14e, data/prices.json',
  'goldmandu/public/api/history.json':
    'ChandanShakya/goldmandu @ 001c6e8213d5c39bf5e0fd726abb658103ee9553, public/api/history.json',
  'goldmandu/public/api/history.json+latest.json':
    'ChandanShakya/goldmandu @ 001c6e8213d5c39bf5e0fd726abb658103ee9553, public/api/history.json + latest.json',
  'binayabaral/nepal-market-data':
    'binayabaral/nepal-market-data @ 8275f802c669d7e3f756d39843903dc00d7ec31a, data/precious-metals/gold-24k.csv, silver.csv',
};

/** NOC's reference products as the fuel table names them. */
const NOC_PRODUCTS: Record<string, FuelProduct> = {
  petrol: 'petrol',
  diesel: 'diesel',
  kerosene: 'kerosene',
  lpg: 'lpg',
  atf_domestic: 'atf_domestic',
  atf_duty_free: 'atf_international',
};

const KALIMATI_COPY = 'GaneshPokharel-tech/kalimati-saathi';

/**
 * Inserts rows the table does not hold yet, all in one statement: Postgres reads them from one
 * JSON parameter (`json_populate_recordset`), far cheaper than thousands of bound values; the
 * seed runs at every start and in every test database.
 */
async function insertMissing(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  // JSON keys are the table's column names; a field the file does not have is null.
  const json = rows.map((row) =>
    Object.fromEntries(Object.entries(columns).map(([key, column]) => [column.name, row[key] ?? null])),
  );
  await db.execute(
    sql`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(json)}::json) ON CONFLICT DO NOTHING`,
  );
}

export function shippedForexRows() {
  return read<NrbRow>('nrb-forex-daily.json').map((row) => ({
    date: row.date,
    iso3: row.currency,
    name: row.name,
    unit: row.unit,
    buy: row.buy,
    sell: row.sell,
    publishedOn: null,
    modifiedOn: null,
    source: `Nepal Rastra Bank, recorded from ${row.source}${row.source_commit ? ` @ ${row.source_commit}` : ''}`,
    recordedAt: SHIPPED_RECORDED_AT,
  }));
}

export function shippedBullionRows() {
  const fields = [
    ['fine_gold_tola', 'hallmark_gold', 'tola'],
    ['fine_gold_10g', 'hallmark_gold', '10g'],
    ['tejabi_gold_tola', 'tejabi_gold', 'tola'],
    ['tejabi_gold_10g', 'tejabi_gold', '10g'],
    ['silver_tola', 'silver', 'tola'],
    ['silver_10g', 'silver', '10g'],
  ] as const;
  return read<FenegosidaRow>('fenegosida-daily.json').flatMap((row) =>
    fields.flatMap(([field, metal, unit]) => {
      const price = row[field];
      // A price FENEGOSIDA did not publish that day has no row (never a 0 or a carried value).
      if (price === null) return [];
      return [
        {
          date: row.date,
          metal,
          unit,
          price,
          source: `FENEGOSIDA, recorded from ${FENEGOSIDA_COPIES[row.source] ?? row.source}`,
          recordedAt: SHIPPED_RECORDED_AT,
        },
      ];
    }),
  );
}

export function shippedFuelRows() {
  return (
    read<NocRow>('noc-retail-revisions.json')
      // NOC's table is one list, the third-category depots' (ADR 105); the file also has the
      // first- and second-category prices of one revision, which no page shows.
      .filter((row) => !/^(1st|2nd) category/.test(row.zone))
      .flatMap((row) => {
        const product = NOC_PRODUCTS[row.product];
        if (!product) return [];
        return [
          {
            effectiveDate: row.effective_date,
            product,
            price: row.price,
            source: `Nepal Oil Corporation, recorded from ${row.sources.join('; ')}`,
            recordedAt: SHIPPED_RECORDED_AT,
          },
        ];
      })
  );
}

export function shippedVegetableRows() {
  return read<KalimatiRow>('kalimati-daily.json').map((row) => ({
    date: row.date,
    // Kalimati's English label where one is known; else its Nepali name (never a guessed translation).
    nameEn: row.commodity_en ?? row.commodity_np,
    nameNp: row.commodity_np,
    unitEn: row.unit,
    unitNp: row.unit_np,
    min: row.min,
    max: row.max,
    avg: row.avg,
    source: `Kalimati market, recorded from ${KALIMATI_COPY} @ ${row.source_commit}, ${row.source_file}`,
    recordedAt: SHIPPED_RECORDED_AT,
  }));
}

/** Loads the shipped history. Rows a fetch already stored are never overwritten; no fetch is recorded. */
export async function seedMarketHistory(db: Db): Promise<void> {
  await insertMissing(db, forexRates, shippedForexRows());
  await insertMissing(db, bullionPrices, shippedBullionRows());
  await insertMissing(db, fuelPrices, shippedFuelRows());
  await insertMissing(db, vegetablePrices, shippedVegetableRows());
}
