import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedBody, sendCachedJson } from '../../http/cache.js';
import { notFound } from '../../http/errors.js';
import { isWorldCupYear, SportsData } from './service.js';

/** Recorded, finished data: a day in caches, a week stale while one revalidates. */
const PUBLIC_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

const yearParam = z.object({ year: z.coerce.number().int().min(1930).max(2100) });
const slug = z
  .string()
  .min(1)
  .max(60, 'must be at most 60 characters')
  .regex(/^[a-z0-9-]+$/i, 'letters, digits and hyphens only');

/**
 * Sports (spec §1, §2 /sports; ADR 174): public, read-only answers from the shipped recorded
 * files — the FIFA World Cups 2026 and 2022 (openfootball, CC0) and Nepal's Cricsheet matches.
 */
export const sportsRoutes: FastifyPluginAsyncZod<{ data?: SportsData }> = async (app, options) => {
  const data = options.data ?? new SportsData();
  app.addHook('onListen', async () => {
    data.warm((error) => app.log.error({ err: error }, 'sports: the shipped data could not be parsed'));
  });
  const year = (value: number) => {
    if (!isWorldCupYear(value)) throw notFound('worldcup_year_not_found');
    return value;
  };

  app.get(
    '/sports/worldcup/:year',
    {
      schema: {
        tags: ['sports'],
        summary: 'One World Cup: matches, computed group tables, the knock-out bracket and the teams',
        description:
          '`{ data: { year, years, name, champion, matches, groups, thirdPlaced, bracket, teams, lacks, source } }`. ' +
          'Kick-off in the venue’s time and Nepal time. 2026 and 2022 only.',
        params: yearParam,
      },
    },
    async (request, reply) => {
      const wire = data.worldCup(year(request.params.year));
      return sendCachedJson(request, reply, cachedBody({ data: wire }), PUBLIC_CACHE);
    },
  );

  app.get(
    '/sports/worldcup/:year/matches/:id',
    {
      schema: {
        tags: ['sports'],
        summary: 'One World Cup match: overview, summary, line-ups and the statistics the data has',
        params: yearParam.extend({ id: slug }),
      },
    },
    async (request, reply) => {
      const match = data.worldCupMatch(year(request.params.year), request.params.id.toLowerCase());
      if (!match) throw notFound('sports_match_not_found');
      return sendCachedJson(request, reply, cachedBody({ data: match }), PUBLIC_CACHE);
    },
  );

  app.get(
    '/sports/worldcup/:year/teams/:code',
    {
      schema: {
        tags: ['sports'],
        summary: 'One World Cup team: its squad (2026) and its matches',
        params: yearParam.extend({ code: z.string().regex(/^[A-Za-z]{3}$/, 'a three-letter FIFA code') }),
      },
    },
    async (request, reply) => {
      const t = data.worldCupTeam(year(request.params.year), request.params.code);
      if (!t) throw notFound('sports_team_not_found');
      return sendCachedJson(request, reply, cachedBody({ data: t }), PUBLIC_CACHE);
    },
  );

  app.get(
    '/sports/cricket',
    {
      schema: {
        tags: ['sports'],
        summary: 'Nepal’s cricket matches from Cricsheet: results and standings per event (net run rate)',
        description:
          '`{ data: { matches, standings, nextFixture, source } }`, newest first. Data from Cricsheet. ' +
          '`nextFixture` is always null: the recorded files hold played matches only.',
      },
    },
    async (request, reply) =>
      sendCachedJson(request, reply, cachedBody({ data: data.cricket() }), PUBLIC_CACHE),
  );

  app.get(
    '/sports/cricket/matches/:id',
    {
      schema: {
        tags: ['sports'],
        summary: 'One cricket match: scorecard from the deliveries, playing XI, toss, result',
        params: z.object({ id: z.string().regex(/^\d{1,12}$/, 'a Cricsheet match id') }),
      },
    },
    async (request, reply) => {
      const match = data.cricketMatch(request.params.id);
      if (!match) throw notFound('sports_match_not_found');
      return sendCachedJson(request, reply, cachedBody({ data: match }), PUBLIC_CACHE);
    },
  );
};
