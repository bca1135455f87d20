/**
 * The token of one served ad (ADR 221): which creative was served in which slot, on which page,
 * in which language and when (its Nepal day and its expiry follow), a random nonce, signed with a key of
 * its own derived from the app's token key (as payments derives the services key). It names no
 * person, browser or address: two tokens of one reader cannot be linked. The pixels and the click
 * redirect carry it; nothing is counted from a token that does not verify.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AD_PAGES, type AdLang, type AdPage } from '@patro/contracts/ads';
import { nepalDay } from './day.js';

/** A served ad's token lives one day: long enough for a page left open, short enough to purge. */
export const AD_TOKEN_SECONDS = 86_400;

export interface AdToken {
  creativeId: number;
  slot: string;
  page: AdPage;
  lang: AdLang;
  /** The Nepal day it was served, AD `YYYY-MM-DD`: its counts go to that day. */
  day: string;
  nonce: string;
  /** Epoch seconds. */
  expires: number;
}

/** The ads' own signing key, derived from the app's token key. */
export function adTokenKey(accessTokenKey: Uint8Array): Buffer {
  return createHmac('sha256', accessTokenKey).update('patro-ads-token').digest();
}

/**
 * Slot keys are at most 32 characters so that the longest token stays within the router's
 * 100-character path parameter: creative id (≤ 10), slot (≤ 32), page (≤ 8), language (2),
 * nonce (12), served second (10), signature (16) and six dots.
 */
export const SLOT_KEY = /^[a-z0-9][a-z0-9-]{0,31}$/;
const NONCE = /^[A-Za-z0-9_-]{12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{16}$/;

/** 96 bits of HMAC-SHA-256. */
function signature(key: Uint8Array, payload: string): string {
  return createHmac('sha256', key).update(payload).digest().subarray(0, 12).toString('base64url');
}

/** A fresh token for one ad served at `servedMs` (a new nonce each time). */
export function signAdToken(
  key: Uint8Array,
  claims: Pick<AdToken, 'creativeId' | 'slot' | 'page' | 'lang'>,
  servedMs: number,
): string {
  const nonce = randomBytes(9).toString('base64url');
  const served = Math.floor(servedMs / 1000);
  const payload = [claims.creativeId, claims.slot, claims.page, claims.lang, nonce, served].join('.');
  return `${payload}.${signature(key, payload)}`;
}

/** The token's claims when it is well formed, signed by `key` and not expired at `nowMs`; else null. */
export function readAdToken(key: Uint8Array, token: string, nowMs: number): AdToken | null {
  if (token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 7) return null;
  const [creative, slot, page, lang, nonce, served, sig] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (!SIGNATURE.test(sig)) return null;
  const expected = Buffer.from(signature(key, parts.slice(0, 6).join('.')));
  if (!timingSafeEqual(expected, Buffer.from(sig))) return null;
  if (!/^[1-9]\d{0,9}$/.test(creative) || !/^\d{1,10}$/.test(served)) return null;
  if (!SLOT_KEY.test(slot) || !NONCE.test(nonce)) return null;
  if (!(AD_PAGES as readonly string[]).includes(page) || (lang !== 'np' && lang !== 'en')) return null;
  const expires = Number(served) + AD_TOKEN_SECONDS;
  if (expires * 1000 <= nowMs) return null;
  return {
    creativeId: Number(creative),
    slot,
    page: page as AdPage,
    lang,
    day: nepalDay(Number(served) * 1000),
    nonce,
    expires,
  };
}
