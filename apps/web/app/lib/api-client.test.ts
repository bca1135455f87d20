import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiUnavailableError, apiGet, apiPost, isNoData, NO_DATA_STATUS, orNoData } from './api-client';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('API client (spec §8: network failure or 5xx → no data; 4xx does not)', () => {
  it('returns the body of a 2xx and builds the query', async () => {
    const fetch = answer(200, { data: 1 });
    vi.stubGlobal('fetch', fetch);
    expect(await apiGet('http://api.test/', '/calendars', { year: 2081, month: undefined })).toEqual({
      ok: true,
      body: { data: 1 },
    });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('http://api.test/calendars?year=2081');
  });

  it('gives a 4xx back to the caller with its message', async () => {
    vi.stubGlobal('fetch', answer(400, { message: 'Invalid querystring: year' }));
    expect(await apiPost('http://api.test', '/fetch/panchanga', {})).toEqual({
      ok: false,
      status: 400,
      message: 'Invalid querystring: year',
    });
  });

  it('treats a 5xx and a network failure as the API being unavailable', async () => {
    vi.stubGlobal('fetch', answer(503, {}));
    await expect(apiGet('http://api.test', '/calendars')).rejects.toBeInstanceOf(ApiUnavailableError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(apiGet('http://api.test', '/calendars')).rejects.toBeInstanceOf(ApiUnavailableError);
  });

  it('turns an unavailable API into the no-data response, and lets other errors through', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const thrown = await orNoData(async () => {
      throw new ApiUnavailableError('down', null);
    }).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: NO_DATA_STATUS } });
    expect(isNoData((thrown as { data: unknown }).data)).toBe(true);
    await expect(
      orNoData(async () => {
        throw new RangeError('bug');
      }),
    ).rejects.toBeInstanceOf(RangeError);
  });
});
