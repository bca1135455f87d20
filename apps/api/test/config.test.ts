import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      webPort: 3000,
      apiPort: 4000,
      apiUrl: 'http://localhost:4000',
      webOrigin: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: path.resolve('data'),
    });
  });

  it('derives the API address and web origin from the ports', () => {
    const config = loadConfig({ PORT: '3100', API_PORT: '4100' });
    expect(config.apiUrl).toBe('http://localhost:4100');
    expect(config.webOrigin).toBe('http://localhost:3100');
  });

  it('keeps an explicit API address without its trailing slash', () => {
    expect(loadConfig({ API_URL: 'https://api.patro.example/' }).apiUrl).toBe('https://api.patro.example');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).webPort).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ API_PORT: '0' }, 'API_PORT'],
    [{ API_URL: 'localhost:4000' }, 'API_URL'],
    [{ DATABASE_URL: 'mysql://root@localhost/test' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ REMINDER_INTERVAL_SECONDS: '0' }, 'REMINDER_INTERVAL_SECONDS'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}=`));
  });

  it('reads TRUST_PROXY as a switch or a hop count', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY="yes"/);
  });

  it('reads ADMIN_EMAILS as lower-cased addresses and refuses anything else', () => {
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: 'Boss@Example.com, ops@example.com' }).adminEmails).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
    expect(() => loadConfig({ ADMIN_EMAILS: 'boss' })).toThrow(/ADMIN_EMAILS/);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', API_PORT: 'y' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('PORT="x"');
      expect((error as Error).message).toContain('API_PORT="y"');
    }
  });
});
