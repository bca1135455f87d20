/**
 * Recorded sports and election data (`npm run bench:recorded-data -w @patro/api`): how long the
 * shipped files take to parse into the in-memory models, and how much heap those models hold —
 * the figures behind ADR 170 (parse once at start, serve from memory). Also a search query and a
 * generated daily quiz set. Figures only — no assertions.
 */
import { performance } from 'node:perf_hooks';
import { loadElection, loadPartyTable } from '../src/modules/election/loader.js';
import { partyTally } from '../src/modules/election/results.js';
import { electionSearch } from '../src/modules/election/search.js';
import { dailyGeneratedQuestions } from '../src/modules/quiz/generated.js';
import { matchScorecard, parseCricsheetMatch } from '../src/modules/sports/cricsheet.js';
import { loadWorldCup, readCricsheetFiles } from '../src/modules/sports/loader.js';
import { groupStandings, knockoutBracket } from '../src/modules/sports/worldcup.js';

const heapMb = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

function measure<T>(label: string, run: () => T): T {
  const before = heapMb();
  const start = performance.now();
  const value = run();
  const ms = performance.now() - start;
  const held = heapMb() - before;
  console.log(
    `${label.padEnd(44)} ${ms.toFixed(1).padStart(8)} ms  ${held.toFixed(1).padStart(6)} MB held${globalThis.gc ? '' : ' (run with --expose-gc for exact heap)'}`,
  );
  return value;
}

const keep: unknown[] = [];
keep.push(measure('World Cup 2026 (json + Football.TXT + squads)', () => loadWorldCup(2026)));
keep.push(measure('World Cup 2022', () => loadWorldCup(2022)));
const cup = keep[0] as ReturnType<typeof loadWorldCup>;
measure('2026 group tables + bracket', () => [groupStandings(cup), knockoutBracket(cup)]);
keep.push(
  measure('3 Cricsheet files → scorecards', () =>
    readCricsheetFiles().map((f) => matchScorecard(parseCricsheetMatch(f.text, f.file))),
  ),
);
const parties = loadPartyTable();
const e2082 = measure('Election 2082 (3,405 candidates)', () => loadElection(2082));
keep.push(
  e2082,
  measure('Election 2079 (2,411 candidates)', () => loadElection(2079)),
);
measure('2082 party tally', () => partyTally(e2082, parties));
const search = measure('2082 search index (transliterate every name)', () => electionSearch(e2082, parties));
measure('one search query ("Balendra Shah")', () => search('Balendra Shah'));
measure('daily quiz set, first of the year (cold engine)', () =>
  dailyGeneratedQuestions({ year: 2083, month: 8, day: 12 }),
);
measure('daily quiz set, next day', () => dailyGeneratedQuestions({ year: 2083, month: 8, day: 13 }));
console.log(`heap in use at the end: ${heapMb().toFixed(1)} MB (models kept: ${keep.length})`);
