/**
 * A vehicle's dates in its owner's calendar feed (ADR 242): when the reader asks for it per
 * vehicle, the tax due date and the insurance expiry become all-day events of the feed of their
 * own first calendar (never of a feed someone else holds), the text giving each date in BS and AD
 * and both languages.
 */
import { bsToAd, formatBsDate, gregorianToJdn, jdnToGregorian, type YMD } from '@patro/calendar';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bluebookVehicles } from '../../db/schema.js';
import { escapeText, icsDate, icsUtc } from '../ical/feed.js';
import { dueDate } from './estimate.js';
import { renewalsByVehicle } from './repository.js';
import { isoBs, lastRenewalOf, parseIso } from './service.js';

const nextDay = (ad: YMD) => jdnToGregorian(gregorianToJdn(ad) + 1);

function allDay(uid: string, stamp: string, bs: YMD, summary: string, description: string): string[] {
  const ad = bsToAd(bs);
  return [
    'BEGIN:VEVENT',
    `UID:${uid}@patro`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(ad)}`,
    `DTEND;VALUE=DATE:${icsDate(nextDay(ad))}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'CATEGORIES:bluebook',
    'END:VEVENT',
  ];
}

/** The VEVENT lines of the owner's vehicles that asked to be in the calendar. */
export async function bluebookFeedLines(db: Db, userId: string): Promise<string[]> {
  const vehicles = await db
    .select()
    .from(bluebookVehicles)
    .where(and(eq(bluebookVehicles.userId, userId), eq(bluebookVehicles.inCalendar, true)));
  if (vehicles.length === 0) return [];
  const renewals = await renewalsByVehicle(
    db,
    vehicles.map((v) => v.id),
  );
  const lines: string[] = [];
  for (const v of vehicles) {
    const stamp = icsUtc(v.updatedAt.getTime());
    const plate = v.registrationNumber;
    const { due } = dueDate(parseIso(lastRenewalOf(v, renewals.get(v.id) ?? [])));
    const dueBs = isoBs(due);
    const dueAd = isoBs(bsToAd(due));
    lines.push(
      ...allDay(
        `bluebook-${v.id}-due-${dueBs}`,
        stamp,
        due,
        `ब्लुबुक नवीकरण / Bluebook renewal: ${plate}`,
        `${plate} को सवारी कर बुझाउने अन्तिम मिति: ${formatBsDate(due, 'np', 'long')} (ई.सं. ${dueAd})।\n` +
          `Vehicle tax for ${plate} is due on BS ${dueBs} (AD ${dueAd}). Patro's amount is an estimate.`,
      ),
    );
    if (v.insuranceExpiryBs) {
      const expiry = parseIso(v.insuranceExpiryBs);
      const ad = isoBs(bsToAd(expiry));
      lines.push(
        ...allDay(
          `bluebook-${v.id}-insurance-${v.insuranceExpiryBs}`,
          stamp,
          expiry,
          `सवारी बीमा / Vehicle insurance: ${plate}`,
          `${plate} को तेस्रो पक्ष बीमा ${formatBsDate(expiry, 'np', 'long')} (ई.सं. ${ad}) मा सकिन्छ।\n` +
            `Third-party insurance for ${plate} expires on BS ${v.insuranceExpiryBs} (AD ${ad}).`,
        ),
      );
    }
  }
  return lines;
}
