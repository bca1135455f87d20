/**
 * The latency benchmarks' shared harness: the real app on PGlite in memory, over HTTP, one request
 * at a time; each call from its own forwarded address (the rate limits would refuse one address).
 */
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed.js';
import { type ApiRequest, signUpAndVerify } from '../test/users.js';

export async function startBenchApi() {
  const database = await openDatabase({ memory: true });
  await seedDatabase(database.db);
  const app = await buildApp({
    database,
    webOrigin: 'http://localhost:3000',
    logger: false,
    trustProxy: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  let client = 0;
  /** One call as {@link ApiRequest}: the status and the JSON (or text) answer. */
  const request = async (method: string, path: string, body?: unknown, token?: string) => {
    client += 1;
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-forwarded-for': `10.9.${client >> 8}.${client & 255}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      text,
      body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
    };
  };

  // biome-ignore lint/suspicious/noExplicitAny: benchmark JSON is read loosely.
  async function call(method: string, path: string, body?: unknown, token?: string): Promise<any> {
    const answer = await request(method, path, body, token);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
    return answer.body;
  }

  /** A verified account and its session, signed up the way a person does (the tests' helper). */
  const signUp = (account: { fullName: string; email: string; password: string }) =>
    signUpAndVerify(request satisfies ApiRequest, account);

  const samples = new Map<string, number[]>();
  async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
    const start = performance.now();
    const result = await run();
    const list = samples.get(name) ?? [];
    list.push(performance.now() - start);
    samples.set(name, list);
    return result;
  }

  /** Prints median and p95 of every timed call, then stops the API. */
  async function report(title: string) {
    const quantile = (sorted: number[], q: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    console.log(`${title}\n`);
    for (const [name, list] of samples) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        `${name.padEnd(40)} median ${quantile(sorted, 0.5).toFixed(1).padStart(7)} ms   p95 ${quantile(sorted, 0.95).toFixed(1).padStart(7)} ms`,
      );
    }
    await app.close();
    await database.close();
  }

  return { call, signUp, timed, report };
}
