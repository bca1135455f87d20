import { and, asc, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bluebookRenewals, bluebookVehicles } from '../../db/schema.js';
import type { RenewalRow, VehicleRow } from './service.js';

export async function findVehicles(db: Db, userId: string): Promise<VehicleRow[]> {
  return db
    .select()
    .from(bluebookVehicles)
    .where(eq(bluebookVehicles.userId, userId))
    .orderBy(asc(bluebookVehicles.id));
}

export async function findVehicle(db: Db, id: number): Promise<VehicleRow | undefined> {
  const [row] = await db.select().from(bluebookVehicles).where(eq(bluebookVehicles.id, id));
  return row;
}

export async function countVehicles(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bluebookVehicles)
    .where(eq(bluebookVehicles.userId, userId));
  return Number(row?.n ?? 0);
}

/** Every recorded renewal of these vehicles, newest first. */
export async function findRenewals(
  db: Db,
  vehicleIds: number[],
  range?: { fromAd: string; toAd: string },
): Promise<RenewalRow[]> {
  if (vehicleIds.length === 0) return [];
  const where = range
    ? and(
        inArray(bluebookRenewals.vehicleId, vehicleIds),
        gte(bluebookRenewals.renewedAd, range.fromAd),
        lte(bluebookRenewals.renewedAd, range.toAd),
      )
    : inArray(bluebookRenewals.vehicleId, vehicleIds);
  return db
    .select()
    .from(bluebookRenewals)
    .where(where)
    .orderBy(desc(bluebookRenewals.renewedAd), desc(bluebookRenewals.id));
}

export async function renewalsByVehicle(db: Db, vehicleIds: number[]): Promise<Map<number, RenewalRow[]>> {
  const map = new Map<number, RenewalRow[]>();
  for (const r of await findRenewals(db, vehicleIds)) {
    const list = map.get(r.vehicleId) ?? [];
    list.push(r);
    map.set(r.vehicleId, list);
  }
  return map;
}
