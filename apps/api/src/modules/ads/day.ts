import { todayInKathmandu } from '@patro/calendar';

/** The Nepal calendar day at `nowMs`, AD `YYYY-MM-DD`: campaigns' dates and the counts' days. */
export function nepalDay(nowMs: number): string {
  const { year, month, day } = todayInKathmandu(nowMs).ad;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
