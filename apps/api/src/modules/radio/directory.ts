/**
 * The radio directory (ADR 130–133): the recorded station list (data/radio/README.md) loaded into an
 * empty table, and how a station is shown on the wire.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WireRadioAdmin, WireRadioSource, WireRadioStation } from '@patro/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { radioStations } from '../../db/schema.js';
import { needsRelay } from './relay.js';

/**
 * Where the list came from, in the words of the page's about line (ADR 159). The repository and
 * commit it was recorded from are in data/radio/README.md, not on the page.
 */
export const STATION_LIST_SOURCE: Omit<WireRadioSource, 'checked_at'> = {
  name: { en: 'the Nepali Radio app by Bibek Oli', np: 'विवेक ओलीको नेपाली रेडियो एप' },
  url: 'https://github.com/bibekoli/nepali-radio',
  // The repository states no licence; what we keep are facts (names, frequencies, addresses).
  licence: null,
  recorded: '2026-11-23',
};

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

/**
 * Whether a station can be listed: every listed station plays on our https pages (ADR 158). A
 * plain-http stream plays through the relay while it is on; a plain-http HLS playlist would need
 * its segment addresses rewritten, which the relay does not do, so such a station is not listed.
 */
export function playsHere(streamUrl: string, relayOn: boolean): boolean {
  if (streamUrl.startsWith('https://')) return true;
  return relayOn && needsRelay(streamUrl);
}

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
    // Listed stations all play (ADR 158); a plain-http one through the relay.
    playable: true,
    relayed: needsRelay(row.streamUrl),
    logo: row.logo,
    plays: row.plays,
    name_ne: row.nameNe,
    address_ne: row.addressNe,
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

/**
 * Parses the recorded list (a header line, then name, stream URL, MHz, address, province, and the
 * reviewed Devanagari name and address).
 */
export function readStationList(text = readFileSync(listFile, 'utf8')) {
  const [, ...lines] = text.trim().split('\n');
  return lines.map((line) => {
    const [
      name = '',
      streamUrl = '',
      frequency = '',
      address = '',
      province = '',
      nameNe = '',
      addressNe = '',
    ] = line.split('\t');
    return {
      slug: stationSlug(name),
      name: name.trim(),
      streamUrl: streamUrl.trim(),
      frequency: frequency ? Number(frequency) : null,
      address: address.trim() || null,
      province: province ? Number(province) : null,
      nameNe: nameNe.trim() || null,
      addressNe: addressNe.trim() || null,
    };
  });
}

/**
 * Loads the recorded list into an empty directory; an admin's edits are never overwritten. A
 * directory made before the Devanagari names were recorded gets them where it has none, matched
 * by the station's URL name.
 */
export async function seedRadioStations(db: Db): Promise<void> {
  const list = readStationList();
  const [any] = await db.select({ id: radioStations.id }).from(radioStations).limit(1);
  if (!any) {
    await db.insert(radioStations).values(list).onConflictDoNothing();
    return;
  }
  const unnamed = await db
    .select({ slug: radioStations.slug })
    .from(radioStations)
    .where(isNull(radioStations.nameNe));
  const slugs = new Set(unnamed.map((row) => row.slug));
  for (const station of list) {
    if (!station.nameNe || !slugs.has(station.slug)) continue;
    await db
      .update(radioStations)
      .set({ nameNe: station.nameNe, addressNe: station.addressNe })
      .where(and(eq(radioStations.slug, station.slug), isNull(radioStations.nameNe)));
  }
}
