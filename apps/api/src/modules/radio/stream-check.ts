/**
 * The stream check (ADR 132): GET each stream, read its first bytes, and call it alive only when
 * it answers 2xx with an audio or HLS content type and sends data. Dead stations are hidden from
 * the directory until a later check hears them again.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { radioStations } from '../../db/schema.js';
import type { Fetcher } from '../markets/sources.js';

const AUDIO_TYPES = /^(audio\/|application\/(vnd\.apple\.mpegurl|x-mpegurl|ogg)|video\/mp2t)/i;

export interface CheckResult {
  alive: boolean;
  error: string | null;
}

/** Checks one stream within `timeoutMs`: status, content type, and at least one chunk of data. */
export async function checkStream(fetcher: Fetcher, url: string, timeoutMs: number): Promise<CheckResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  try {
    const response = await fetcher(url, {
      signal: controller.signal,
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; PatroRadioCheck/1.0)', 'icy-metadata': '0' },
    });
    if (!response.ok) return { alive: false, error: `HTTP ${response.status}` };
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!AUDIO_TYPES.test(type)) return { alive: false, error: `not audio (${type || 'no content type'})` };
    const reader = response.body?.getReader();
    const first = await reader?.read();
    if (!first || first.done || first.value.byteLength === 0) return { alive: false, error: 'no data' };
    return { alive: true, error: null };
  } catch (error) {
    const name = (error as { name?: string }).name;
    return {
      alive: false,
      error:
        name === 'TimeoutError' || name === 'AbortError' || controller.signal.aborted
          ? `no answer within ${timeoutMs / 1000} s`
          : error instanceof Error
            ? (error.cause as Error | undefined)?.message || error.message
            : String(error),
    };
  } finally {
    clearTimeout(timer);
    // Never keep a live stream open once its first bytes are in.
    controller.abort();
  }
}

/**
 * Checks every station, a few at a time (each check holds a connection), then stores the
 * verdicts. When not one stream answers, the fault is far more likely our own network than every
 * broadcaster at once: the errors are recorded but no station is hidden by that round.
 */
export async function checkAllStations(
  db: Db,
  { fetcher = fetch as Fetcher, timeoutMs = 8000, parallel = 6, now = Date.now() } = {},
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
