/**
 * Reads the shipped sports files (data/sports/, README there) and hands them to the pure parsers.
 * The only module here that touches the file system.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseFootballTxt } from './football-txt.js';
import { buildWorldCup, parseTeamNames, type TeamNames, type WorldCup } from './worldcup.js';

const shippedSportsDir = fileURLToPath(new URL('../../../data/sports/', import.meta.url));

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));

export const WORLD_CUP_YEARS = [2026, 2022] as const;
export type WorldCupYear = (typeof WORLD_CUP_YEARS)[number];

export function loadTeamNames(dir = shippedSportsDir): TeamNames {
  return parseTeamNames(readJson(`${dir}/worldcup/team-names.json`));
}

export function loadWorldCup(
  year: WorldCupYear,
  dir = shippedSportsDir,
  teamNames = loadTeamNames(dir),
): WorldCup {
  const base = `${dir}/worldcup/${year}`;
  const files = readdirSync(base);
  return buildWorldCup({
    year,
    matches: readJson(`${base}/worldcup.json`),
    groups: readJson(`${base}/worldcup.groups.json`),
    stadiums: readJson(`${base}/worldcup.stadiums.json`),
    ...(files.includes('worldcup.squads.json') ? { squads: readJson(`${base}/worldcup.squads.json`) } : {}),
    ...(files.includes('worldcup.teams.json') ? { teams: readJson(`${base}/worldcup.teams.json`) } : {}),
    footballTxt: parseFootballTxt(readFileSync(`${base}/${year}_full.txt`, 'utf8')),
    teamNames,
  });
}

/** Every shipped Cricsheet match file (data/sports/cricsheet-nepal/*.json), as text by file name. */
export function readCricsheetFiles(dir = shippedSportsDir): { file: string; text: string }[] {
  const base = `${dir}/cricsheet-nepal`;
  return readdirSync(base)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, text: readFileSync(`${base}/${file}`, 'utf8') }));
}
