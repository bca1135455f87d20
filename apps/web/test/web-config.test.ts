import { describe, expect, it } from 'vitest';
import { loadWebConfig, WebConfigError } from '../server/config';

describe('the web server configuration', () => {
  it('defaults like the API: localhost, port 3000, the API on 4000, PUBLIC_URL from the port', () => {
    const config = loadWebConfig({});
    expect(config.host).toBe('localhost');
    expect(config.port).toBe(3000);
    expect(config.apiUrl).toBe('http://localhost:4000');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.pageCacheEntries).toBeGreaterThan(0);
  });

  it('reads the environment and drops trailing slashes; empty values count as unset', () => {
    const config = loadWebConfig({
      PORT: '3220',
      API_PORT: '4220',
      PUBLIC_URL: 'https://patro.app/',
      HOST: '',
      PAGE_CACHE_ENTRIES: '0',
      API_BUDGET_MS: '1500',
    });
    expect(config).toMatchObject({
      host: 'localhost',
      port: 3220,
      apiUrl: 'http://localhost:4220',
      publicUrl: 'https://patro.app',
      pageCacheEntries: 0,
      apiBudgetMs: 1500,
    });
  });

  it('lets localhost pages count ads only when asked, and never in production (ADR 224)', () => {
    expect(loadWebConfig({}).adsCountLocalhost).toBe(false);
    expect(loadWebConfig({ ADS_COUNT_LOCALHOST: '1' }).adsCountLocalhost).toBe(true);
    expect(() => loadWebConfig({ ADS_COUNT_LOCALHOST: 'yes' })).toThrow(
      /ADS_COUNT_LOCALHOST: must be 1 or 0/,
    );
    expect(() => loadWebConfig({ ADS_COUNT_LOCALHOST: '1', NODE_ENV: 'production' })).toThrow(
      /ADS_COUNT_LOCALHOST: only for tests/,
    );
  });

  it('names every bad variable', () => {
    const bad = () => loadWebConfig({ PORT: 'abc', PUBLIC_URL: 'patro.app', API_BUDGET_MS: '5' });
    expect(bad).toThrow(WebConfigError);
    expect(bad).toThrow(/PORT: must be a whole number between 0 and 65535, got "abc"/);
    expect(bad).toThrow(/PUBLIC_URL: must be a URL starting with http:\/\/ or https:\/\//);
    expect(bad).toThrow(/API_BUDGET_MS: must be a whole number between 100 and 60000/);
  });

  it('takes CLOCK_AT (tests only) as an instant with an offset, and refuses it in production', () => {
    expect(loadWebConfig({}).clockAt).toBeUndefined();
    expect(loadWebConfig({ CLOCK_AT: '2026-11-24T09:00:00+05:45' }).clockAt).toBe(
      Date.UTC(2026, 10, 24, 3, 15),
    );
    expect(() => loadWebConfig({ CLOCK_AT: 'tomorrow' })).toThrow(
      /CLOCK_AT: must be an ISO instant with an offset.*got "tomorrow"/,
    );
    expect(() => loadWebConfig({ NODE_ENV: 'production', CLOCK_AT: '2026-11-24T09:00:00+05:45' })).toThrow(
      /CLOCK_AT: is for tests and development only and must not be set in production/,
    );
  });
});
