/**
 * The ad slots a public page reserves (ADR 224): read from `GET /api/v1/public/rows?screen=web`
 * (spec §7), which changes rarely, so one answer serves every render for a minute. Which ad fills
 * a slot is never decided here: the browser asks `/banner/{slot}` per view (the page stays
 * shared and cached). A failing read leaves the page without slots, never without its content.
 */
import type { AdPage, WireAdRows, WireAdSlot } from '@patro/contracts';
import type { AppLoadContext } from 'react-router';
import { apiGet } from '../api-client';
import { webContext } from '../context';

const ROWS_TTL_MS = 60_000;
let rows: { apiUrl: string; at: number; slots: Promise<WireAdSlot[]> } | null = null;

function readRows(apiUrl: string, now: number): Promise<WireAdSlot[]> {
  if (rows && rows.apiUrl === apiUrl && now - rows.at < ROWS_TTL_MS) return rows.slots;
  const slots = apiGet<{ data: WireAdRows }>(apiUrl, '/api/v1/public/rows', { screen: 'web' })
    .then((r) => (r.ok && Array.isArray(r.body.data?.slots) ? r.body.data.slots : []))
    .catch((error: unknown) => {
      console.warn(`[web] ad slots not read: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    });
  const entry = { apiUrl, at: now, slots };
  rows = entry;
  // A failure is not kept for the whole minute: the next render after ten seconds asks again.
  void slots.then((list) => {
    if (list.length === 0 && rows === entry) entry.at = now - ROWS_TTL_MS + 10_000;
  });
  return slots;
}

/** What a page's loader hands its `<AdSlots>`. */
export interface PageAds {
  page: AdPage;
  slots: WireAdSlot[];
  /** ADS_COUNT_LOCALHOST: pixels are sent from localhost too (end-to-end tests only). */
  countLocal: boolean;
}

/** The slots of `page`, in their order (ad slots and premium slots alike: CSS shows the reader's). */
export async function pageAds(context: AppLoadContext, page: AdPage): Promise<PageAds> {
  const ctx = webContext(context);
  const all = await readRows(ctx.apiUrl, Date.now());
  const slots = all.filter((s) => s.pages.includes(page)).sort((a, b) => a.order - b.order);
  return { page, slots, countLocal: ctx.adsCountLocalhost };
}

/** Tests: forget the remembered rows. */
export function forgetAdRows(): void {
  rows = null;
}
