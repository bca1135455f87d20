/**
 * The bluebook module's rules between HTTP and SQL (ADR 212): a vehicle's estimate from its
 * latest renewal, the wire shapes, and the checks on dates that need "today".
 */

import { bsToAd, bsToJdn, isValidBsDate, kathmanduJdn, type YMD } from '@patro/calendar';
import type {
  BluebookCategory,
  BluebookProvince,
  WireBluebookEstimate,
  WireBluebookPaidRenewal,
  WireBluebookPayQuote,
  WireBluebookRateTable,
  WireBluebookRenewal,
  WireBluebookVehicle,
} from '@patro/contracts';
import type { bluebookRenewals, bluebookVehicles } from '../../db/schema.js';
import { badField } from '../../http/errors.js';
import { type Estimate, estimateRenewal, type FineReading, fiscalYearLabel } from './estimate.js';
import { CATEGORY_UNIT, PROVINCES, RATE_TABLES, type RateTable } from './rates-data.js';

export type VehicleRow = typeof bluebookVehicles.$inferSelect;
export type RenewalRow = typeof bluebookRenewals.$inferSelect;

export const isoBs = (d: YMD) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

export function parseIso(text: string): YMD {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/**
 * A BS date from a request: a real day of the calendar (400 naming `field` otherwise), and not
 * after today when `notFuture`.
 */
export function requestBsDate(
  text: string,
  field: string,
  todayJdn: number,
  { notFuture = false, where = 'body' }: { notFuture?: boolean; where?: string } = {},
): YMD {
  const date = parseIso(text);
  if (!isValidBsDate(date)) throw badField(where, field, 'must be a date of the BS calendar (BS 1900–2200)');
  if (notFuture && bsToJdn(date) > todayJdn) throw badField(where, field, 'must not be in the future');
  return date;
}

export const todayJdnOf = (nowMs: number) => kathmanduJdn(nowMs);

/** The size the estimate takes: engine cc, or motor kW for electric vehicles. */
export function vehicleSize(row: Pick<VehicleRow, 'engineCc' | 'motorWatts'>): number {
  return row.engineCc ?? (row.motorWatts ?? 0) / 1000;
}

/** The latest of the bluebook's renewal date and the renewals recorded since. */
export function lastRenewalOf(row: VehicleRow, renewals: readonly Pick<RenewalRow, 'renewedBs'>[]): string {
  return renewals.reduce((latest, r) => (r.renewedBs > latest ? r.renewedBs : latest), row.renewalBs);
}

export function wireEstimate(e: Estimate): WireBluebookEstimate {
  const dates = {
    expiry: e.expiry,
    due: e.due,
    days_left: e.daysLeft,
    due_holiday: e.dueHoliday,
    fiscal_year: e.fiscalYear,
    fiscal_year_label: e.fiscalYearLabel,
    fine_reading: e.reading,
    fine_windows: e.fineWindows,
  };
  if (e.status === 'no_table') {
    return {
      ...dates,
      status: 'no_table',
      table_years: e.tableYears,
      missing_years: e.missingYears,
      previous: e.previous && {
        fiscal_year: e.previous.fiscalYear,
        fiscal_year_label: e.previous.fiscalYearLabel,
        tax: e.previous.tax,
        act: e.previous.act,
        sources: e.previous.sources,
      },
    };
  }
  if (e.status === 'outside_table') {
    return {
      ...dates,
      status: 'outside_table',
      act: e.act,
      sources: e.sources,
      first_from: e.firstFrom,
      unit: e.unit,
    };
  }
  return {
    ...dates,
    status: 'ok',
    estimate: true,
    tax: e.tax,
    renewal_charge: e.renewalCharge,
    fine: e.fine,
    fine_percent: e.finePercent,
    total: e.total,
    slab: e.slab,
    act: e.act,
    sources: e.sources,
    confidence: e.confidence,
    renewal_charge_confidence: e.renewalChargeConfidence,
    renewal_charge_source: e.renewalChargeSource,
    note: e.note,
    years: e.years.map((y) => ({
      fiscal_year: y.fiscalYear,
      fiscal_year_label: y.fiscalYearLabel,
      due: y.due,
      tax: y.tax,
      renewal_charge: y.renewalCharge,
      fine_percent: y.finePercent,
      fine: y.fine,
      act: y.act,
      sources: y.sources,
    })),
  };
}

export function vehicleEstimate(
  row: VehicleRow,
  lastRenewal: string,
  todayJdn: number,
  reading: FineReading,
): Estimate {
  return estimateRenewal({
    province: row.province as BluebookProvince,
    category: row.category as BluebookCategory,
    size: vehicleSize(row),
    lastRenewal: parseIso(lastRenewal),
    todayJdn,
    reading,
  });
}

/** What the vehicle page needs about paying through Patro: the quote, and the renewals paid so far. */
export interface PayView {
  quote: (estimate: Estimate) => WireBluebookPayQuote;
  paid: WireBluebookPaidRenewal[];
}

export function wireVehicle(
  row: VehicleRow,
  renewals: readonly Pick<RenewalRow, 'renewedBs'>[],
  todayJdn: number,
  reading: FineReading,
  pay: PayView = { quote: () => ({ status: 'no_fee' }), paid: [] },
): WireBluebookVehicle {
  const last = lastRenewalOf(row, renewals);
  const estimate = vehicleEstimate(row, last, todayJdn, reading);
  const insurance = row.insuranceExpiryBs ? parseIso(row.insuranceExpiryBs) : null;
  return {
    id: row.id,
    province: row.province as BluebookProvince,
    category: row.category as BluebookCategory,
    engine_cc: row.engineCc,
    motor_kw: row.motorWatts === null ? null : row.motorWatts / 1000,
    registration_number: row.registrationNumber,
    renewal_date: row.renewalBs,
    last_renewal: last,
    insurance_expiry: insurance && { bs: row.insuranceExpiryBs!, ad: isoBs(bsToAd(insurance)) },
    insurance_days_left: insurance && bsToJdn(insurance) - todayJdn,
    remind_push: row.remindPush,
    remind_mail: row.remindMail,
    in_calendar: row.inCalendar,
    estimate: wireEstimate(estimate),
    pay: pay.quote(estimate),
    paid_renewals: pay.paid,
  };
}

export function wireRenewal(row: RenewalRow, registrationNumber: string): WireBluebookRenewal {
  return {
    id: row.id,
    vehicle_id: row.vehicleId,
    registration_number: registrationNumber,
    renewed_on: { bs: row.renewedBs, ad: row.renewedAd },
    channel: row.channel as WireBluebookRenewal['channel'],
    amount: row.amountPaisa,
    reference: row.reference,
    recorded_at: row.createdAt.toISOString(),
  };
}

export function wireRateTable(t: RateTable): WireBluebookRateTable {
  return {
    province: t.province,
    fiscal_year: t.fiscalYear,
    fiscal_year_label: fiscalYearLabel(t.fiscalYear),
    category: t.category,
    unit: CATEGORY_UNIT[t.category],
    act: t.act,
    slabs: t.slabs,
    renewal_charge: t.renewalCharge,
    confidence: t.confidence,
    sources: t.sources,
    note: t.note ?? null,
  };
}

export function provincesWithoutTables(tables: readonly RateTable[] = RATE_TABLES): BluebookProvince[] {
  return PROVINCES.filter((p) => !tables.some((t) => t.province === p));
}

/** The AD date of a BS date, ISO. */
export const adOf = (bs: YMD) => isoBs(bsToAd(bs));
