/** Reads the shipped election files (data/election/, README there) for the pure model in results.ts. */

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildElection,
  type Election,
  type PartyTable,
  type PlacesTable,
  parsePartyTable,
  parseResultFeed,
} from './results.js';

const shippedElectionDir = fileURLToPath(new URL('../../../data/election/', import.meta.url));

export const ELECTION_YEARS = [2082, 2079] as const;
export type ElectionYear = (typeof ELECTION_YEARS)[number];

const read = (dir: string, file: string) => readFileSync(`${dir}/${file}`, 'utf8');

export function loadPartyTable(dir = shippedElectionDir): PartyTable {
  return parsePartyTable(JSON.parse(read(dir, 'party-names.json')));
}

export function loadPlaces(dir = shippedElectionDir): PlacesTable {
  return JSON.parse(read(dir, 'places.json')) as PlacesTable;
}

export function loadElection(
  year: ElectionYear,
  dir = shippedElectionDir,
  tables: { places: PlacesTable; parties: PartyTable } = {
    places: loadPlaces(dir),
    parties: loadPartyTable(dir),
  },
): Election {
  return buildElection(
    year,
    parseResultFeed(read(dir, `hor-${year}/fptp-results-${year}.json`)),
    tables.places,
    tables.parties,
  );
}
