import { describe, expect, it } from 'vitest';
import { PREFS_SCRIPT } from '../prefs';
import { AD_FREE_KEY, adFreeNow, adFreeUntil } from './adfree';
import { countsHere } from './count-rule';
import { ACTION_MS, VIEWABLE_MS, ViewTimer } from './view-timer';

/** A services_jwt token with these claims (unsigned: the web only reads them). */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
}

describe('ViewTimer (injected clock, no waiting)', () => {
  it('fires viewable after one continuous second and action after four, each once', () => {
    const timer = new ViewTimer();
    expect(timer.update(true, 0)).toEqual([]);
    expect(timer.nextDue(0)).toBe(VIEWABLE_MS);
    expect(timer.update(true, 999)).toEqual([]);
    expect(timer.update(true, 1000)).toEqual(['viewable']);
    expect(timer.nextDue(1000)).toBe(ACTION_MS - 1000);
    expect(timer.update(true, 3999)).toEqual([]);
    expect(timer.update(true, 4000)).toEqual(['action']);
    expect(timer.update(true, 9000)).toEqual([]);
    expect(timer.done).toBe(true);
    expect(timer.nextDue(9000)).toBeNull();
  });

  it('starts again when the ad leaves view (scrolled away, tab hidden, focus lost)', () => {
    const timer = new ViewTimer();
    timer.update(true, 0);
    expect(timer.update(false, 900)).toEqual([]);
    expect(timer.nextDue(900)).toBeNull();
    timer.update(true, 1000);
    expect(timer.update(true, 1900)).toEqual([]);
    expect(timer.update(true, 2000)).toEqual(['viewable']);
    // Three seconds more, then away: the four seconds for the action count from zero again.
    expect(timer.update(true, 4500)).toEqual([]);
    timer.update(false, 4600);
    timer.update(true, 5000);
    expect(timer.update(true, 8999)).toEqual([]);
    expect(timer.update(true, 9000)).toEqual(['action']);
  });

  it('gives both at once when a late check finds four seconds passed', () => {
    const timer = new ViewTimer();
    timer.update(true, 100);
    expect(timer.update(true, 5000)).toEqual(['viewable', 'action']);
  });

  it('never fires while out of view', () => {
    const timer = new ViewTimer();
    for (let t = 0; t < 10_000; t += 500) expect(timer.update(false, t)).toEqual([]);
  });
});

describe('the localhost rule (spec §7)', () => {
  it('counts nothing on localhost unless the page says so', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'web.localhost']) {
      expect(countsHere(host, false)).toBe(false);
      expect(countsHere(host, true)).toBe(true);
    }
    expect(countsHere('patro.app', false)).toBe(true);
  });
});

describe('the ad-free flag', () => {
  const now = Date.parse('2026-12-01T00:00:00Z');
  const exp = Math.floor(now / 1000) + 86_400;

  it('comes from an ad-free services_jwt entry that has not expired', () => {
    expect(adFreeUntil([token({ product_name: 'ad-free', exp })], now)).toBe(exp * 1000);
    expect(adFreeUntil([token({ product_name: 'paramarsha', exp })], now)).toBeNull();
    expect(adFreeUntil([token({ product_name: 'ad-free', exp: exp - 2 * 86_400 })], now)).toBeNull();
    expect(adFreeUntil(['junk', 42, null], now)).toBeNull();
    expect(adFreeUntil(undefined, now)).toBeNull();
    const later = exp + 1000;
    expect(
      adFreeUntil(
        [token({ product_name: 'ad-free', exp }), token({ product_name: 'ad-free', exp: later })],
        now,
      ),
    ).toBe(later * 1000);
  });

  it('holds only while its instant is in the future', () => {
    expect(adFreeNow(String(now + 1), now)).toBe(true);
    expect(adFreeNow(String(now), now)).toBe(false);
    expect(adFreeNow(null, now)).toBe(false);
    expect(adFreeNow('yes', now)).toBe(false);
  });

  /** Runs the real inline head script against a stand-in document and storage. */
  function headScript(stored: Record<string, string>): Set<string> {
    const classes = new Set<string>();
    const document = {
      cookie: '',
      documentElement: {
        classList: {
          add: (...c: string[]) => {
            for (const x of c) classes.add(x);
          },
          remove: (...c: string[]) => {
            for (const x of c) classes.delete(x);
          },
        },
        getAttribute: () => 'np',
      },
    };
    const localStorage = { getItem: (k: string) => stored[k] ?? null };
    const matchMedia = () => ({ matches: false });
    new Function('document', 'localStorage', 'matchMedia', 'location', PREFS_SCRIPT)(
      document,
      localStorage,
      matchMedia,
      { reload() {} },
    );
    return classes;
  }

  it('is read by the head script before first paint: html.ad-free while it holds', () => {
    expect(headScript({ [AD_FREE_KEY]: String(Date.now() + 60_000) }).has('ad-free')).toBe(true);
    expect(headScript({ [AD_FREE_KEY]: String(Date.now() - 1) }).has('ad-free')).toBe(false);
    expect(headScript({ [AD_FREE_KEY]: 'x' }).has('ad-free')).toBe(false);
    expect(headScript({}).has('ad-free')).toBe(false);
    // The theme part still works beside it.
    expect(headScript({ theme: 'dark' }).has('dark')).toBe(true);
  });
});
