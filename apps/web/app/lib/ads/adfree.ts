/**
 * The ad-free flag (ADR 224): localStorage `patro.adfree` holds the epoch ms until which this
 * browser's signed-in reader is a subscriber with the ad-free product. The session code writes
 * it from `services_jwt` when it learns who is signed in and removes it at sign-out; the inline
 * head script (lib/prefs.ts) reads it before first paint and sets `html.ad-free`, which hides
 * the ad slots (no layout shift) and tells the ad script to make no request at all.
 * The flag only ever turns ads OFF, so a forged value costs nobody but the forger.
 */
export const AD_FREE_KEY = 'patro.adfree';
/** The class the head script puts on <html> for an ad-free reader. */
export const AD_FREE_CLASS = 'ad-free';
/** The product whose entitlement removes ads (apps/api payments `AD_FREE`). */
export const AD_FREE_PRODUCT = 'ad-free';

/** True when the stored flag is a future instant (the head script has the same rule inline). */
export function adFreeNow(stored: string | null, now: number): boolean {
  const until = Number(stored);
  return stored !== null && Number.isFinite(until) && until > now;
}

function payload(token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Until when `services_jwt` (spec §3: one token per active entitlement, its claims the
 * `subscribed_to` entry, `exp` its expiry) makes the reader ad-free, in epoch ms; null if it
 * does not. Only read to decide what to show: the API never trusts these tokens (ADR 184).
 */
export function adFreeUntil(servicesJwt: readonly unknown[] | undefined, now: number): number | null {
  let until: number | null = null;
  for (const token of servicesJwt ?? []) {
    const claims = payload(token);
    if (claims?.product_name !== AD_FREE_PRODUCT) continue;
    const exp = typeof claims.exp === 'number' ? claims.exp * 1000 : Date.parse(String(claims.expiry_date));
    if (Number.isFinite(exp) && exp > now && (until === null || exp > until)) until = exp;
  }
  return until;
}

/** Writes (or removes) the flag from the signed-in reader's tokens. */
export function rememberAdFree(servicesJwt: readonly unknown[] | undefined, now = Date.now()): void {
  try {
    const until = adFreeUntil(servicesJwt, now);
    if (until === null) localStorage.removeItem(AD_FREE_KEY);
    else localStorage.setItem(AD_FREE_KEY, String(until));
  } catch {
    // Storage disabled: ads stay on for this browser, which is the safe side for nobody's money.
  }
}
