/**
 * The stream check (ADR 132): GET each stream, read its first bytes, and call it alive only when
 * it answers 2xx with an audio or HLS content type and sends data. Dead stations are hidden from
 * the directory until a later check hears them again.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { radioStations } from '../../db/schema.js';
import { type Fetcher, guardedFetch, OutboundError } from '../../security/outbound.js';

/** What a check reads of a stream before it hangs up. */
const FIRST_BYTES = 16 * 1024;
const AUDIO_TYPES = /^(audio\/|application\/(vnd\.apple\.mpegurl|x-mpegurl|ogg)|video\/mp2t)/i;

export interface CheckResult {
  alive: boolean;
  error: string | null;
}

/** Checks one stream within `timeoutMs`: status, content type, and at least one chunk of data. */
export async function checkStream(fetcher: Fetcher, url: string, timeoutMs: number): Promise<CheckResult> {
  try {
    // The first bytes are enough; the guarded fetch closes a live stream once they are in.
    const response = await fetcher(url, {
      timeoutMs,
      maxBytes: FIRST_BYTES,
      overLimit: 'truncate',
      read: 'first-chunk',
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; PatroRadioCheck/1.0)', 'icy-metadata': '0' },
    });
    if (!response.ok) return { alive: false, error: `HTTP ${response.status}` };
    const header = response.headers['content-type'];
    const type = (Array.isArray(header) ? header[0] : header)?.split(';')[0]?.trim() ?? '';
    // Not which type it was: that would tell an admin what answers at the address.
    if (!AUDIO_TYPES.test(type)) return { alive: false, error: 'not an audio stream' };
    if (response.body.length === 0) return { alive: false, error: 'no data' };
    return { alive: true, error: null };
  } catch (error) {
    if (error instanceof OutboundError) {
      return {
        alive: false,
        error: error.failure === 'timeout' ? `no answer within ${timeoutMs / 1000} s` : error.message,
      };
    }
    return { alive: false, error: 'the stream could not be checked' };
  }
}

/**
 * Checks every station, a few at a time (each check holds a connection), then stores the
 * verdicts. When not one stream answers, the fault is far more likely our own network than every
 * broadcaster at once: the errors are recorded but no station is hidden by that round.
 */
export async function checkAllStations(
  db: Db,
  { fetcher = guardedFetch, timeoutMs = 8000, parallel = 6, now = Date.now() } = {},
): Promise<{ checked: number; alive: number }> {
  const stations = await db
    .select({ id: radioStations.id, url: radioStations.streamUrl })
    .from(radioStations);
  const results: { id: number; result: CheckResult }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < stations.length) {
      const station = stations[next++];
      if (!station) break;
      results.push({ id: station.id, result: await checkStream(fetcher, station.url, timeoutMs) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, stations.length) }, worker));
  const alive = results.filter((r) => r.result.alive).length;
  for (const { id, result } of results) {
    await db
      .update(radioStations)
      .set({
        ...(alive > 0 ? { alive: result.alive } : {}),
        checkError: result.error,
        checkedAt: new Date(now),
      })
      .where(eq(radioStations.id, id));
  }
  return { checked: stations.length, alive };
}
