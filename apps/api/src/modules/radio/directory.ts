/**
 * The radio directory (ADR 130–133): the recorded station list (data/radio/README.md) loaded into an
 * empty table, and how a station is shown on the wire.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WireRadioAdmin, WireRadioStation } from '@patro/contracts';
import type { Db } from '../../db/client.js';
import { radioStations } from '../../db/schema.js';

export const STATION_LIST_SOURCE =
  'bibekoli/nepali-radio src/data/radios.ts (commit 29726e8), recorded 2026-11-23; streams checked every 30 minutes';

/** The URL name of a station: "Radio Kantipur" → "radio-kantipur". */
export function stationSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function isHls(url: string): boolean {
  return /\.m3u8(\?|$)/i.test(url);
}

type StationRow = typeof radioStations.$inferSelect;

export function wireStation(row: StationRow): WireRadioStation {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    frequency: row.frequency,
    address: row.address,
    province: row.province,
    stream_url: row.streamUrl,
    stream_type: isHls(row.streamUrl) ? 'hls' : 'audio',
    // A secure page may not load plain-http media (mixed content): such streams are listed, not played (ADR 131).
    playable: row.streamUrl.startsWith('https://'),
    logo: row.logo,
    plays: row.plays,
  };
}

export function wireAdminStation(row: StationRow): WireRadioAdmin {
  return {
    ...wireStation(row),
    hidden: row.hidden,
    alive: row.alive,
    checked_at: row.checkedAt?.toISOString() ?? null,
    check_error: row.checkError,
  };
}

const listFile = fileURLToPath(new URL('../../../data/radio/stations.tsv', import.meta.url));

/** Parses the recorded list (a header line, then name, stream URL, MHz, address, province). */
export function readStationList(text = readFileSync(listFile, 'utf8')) {
  const [, ...lines] = text.trim().split('\n');
  return lines.map((line) => {
    const [name = '', streamUrl = '', frequency = '', address = '', province = ''] = line.split('\t');
    return {
      slug: stationSlug(name),
      name: name.trim(),
      streamUrl: streamUrl.trim(),
      frequency: frequency ? Number(frequency) : null,
      address: address.trim() || null,
      province: province ? Number(province) : null,
    };
  });
}

/** Loads the recorded list into an empty directory; an admin's edits are never overwritten. */
export async function seedRadioStations(db: Db): Promise<void> {
  const [any] = await db.select({ id: radioStations.id }).from(radioStations).limit(1);
  if (any) return;
  await db.insert(radioStations).values(readStationList()).onConflictDoNothing();
}
