/**
 * The check the authorization matrix and the fuzz tier make against route-list.txt: a route the
 * list lacks, or one it lists that is gone, fails with what to do; the committed list is read as
 * it is written.
 */
import { describe, expect, it } from 'vitest';
import { type ListedRoute, readRouteList, routeListProblems } from './routes.js';

const listed: ListedRoute[] = [
  { key: 'GET /health', developmentOnly: false, undocumented: false },
  { key: 'POST /calendars', developmentOnly: false, undocumented: true },
  { key: 'GET /dev/outbox', developmentOnly: true, undocumented: false },
];
const route = (key: string, documented = true) => {
  const [method, url] = key.split(' ') as ['GET', string];
  return { method, url, documented };
};

describe('routeListProblems', () => {
  it('is empty when the app serves exactly the list (development routes only outside production)', () => {
    const served = [route('GET /health'), route('POST /calendars', false)];
    expect(routeListProblems([...served, route('GET /dev/outbox')], false, listed)).toEqual([]);
    expect(routeListProblems(served, true, listed)).toEqual([]);
  });

  it('a new route fails the run, naming the line to add and the matrix rows to write first', () => {
    const served = [route('GET /health'), route('POST /calendars', false), route('DELETE /things/:id')];
    const [problem, ...rest] = routeListProblems(served, true, listed);
    expect(rest).toEqual([]);
    expect(problem).toContain('  DELETE /things/:id\n');
    expect(problem).toContain('exampleBody');
    expect(problem).toContain('apps/api/test/route-list.txt');
  });

  it('a route gone from the app, or a development route served in production, fails too', () => {
    expect(routeListProblems([route('POST /calendars', false)], true, listed)).toEqual([
      'apps/api/test/route-list.txt lists 1 route(s) the app no longer serves:\n  GET /health\n' +
        "Remove these lines (and the routes' matrix rows), or restore the routes.",
    ]);
    const production = [route('GET /health'), route('POST /calendars', false), route('GET /dev/outbox')];
    expect(routeListProblems(production, true, listed)[0]).toContain('  GET /dev/outbox\n');
  });

  it('a route missing from the OpenAPI document must be tagged [undocumented]', () => {
    const served = [route('GET /health', false), route('POST /calendars', false), route('GET /dev/outbox')];
    expect(routeListProblems(served, false, listed)).toEqual([
      'GET /health is missing from the OpenAPI document: give it a schema, or tag it [undocumented].',
    ]);
  });
});

it('the committed list has one line per route, sorted by path, none twice', () => {
  const routes = readRouteList();
  const keys = routes.map((r) => r.key);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys.every((key) => /^(GET|POST|PUT|PATCH|DELETE) \/\S*$/.test(key))).toBe(true);
  const paths = keys.map((key) => key.split(' ')[1]!);
  expect(paths).toEqual([...paths].sort());
  expect(routes.filter((r) => r.developmentOnly).map((r) => r.key)).toEqual(['GET /dev/outbox']);
});
