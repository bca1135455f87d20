import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { requestSummaryLine, summariseRequests } from '../src/http/logging.js';

describe("a developer's terminal", () => {
  afterEach(() => vi.useRealTimers());

  it('is quiet by default in development and full JSON when LOG_LEVEL is set or in production', () => {
    expect(loadConfig({}).logSummary).toBe(true);
    expect(loadConfig({ LOG_LEVEL: 'info' })).toMatchObject({ logSummary: false, logLevel: 'info' });
    expect(loadConfig({ NODE_ENV: 'test' }).logSummary).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PAYMENT_GATEWAYS: 'none' }).logSummary,
    ).toBe(false);
  });

  it('prints one line a minute with the requests by status class, and nothing in a quiet minute', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const lines: string[] = [];
    summariseRequests(app, (line) => lines.push(line));
    app.get('/ok', async () => ({ ok: true }));
    await app.ready();
    for (let i = 0; i < 3; i++) await app.inject('/ok');
    await app.inject('/missing');

    expect(lines).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(lines).toEqual(['requests in the last minute: 4 (1xx 0 · 2xx 3 · 3xx 0 · 4xx 1 · 5xx 0)']);
    vi.advanceTimersByTime(60_000);
    expect(lines).toHaveLength(1);
    await app.close();
  });

  it('groups thousands so a busy minute reads at a glance', () => {
    expect(requestSummaryLine([0, 12_034, 5, 2, 0])).toBe(
      'requests in the last minute: 12,041 (1xx 0 · 2xx 12,034 · 3xx 5 · 4xx 2 · 5xx 0)',
    );
  });
});
