import { describe, expect, it } from 'vitest';
import { loadCalendarPage } from './calendar-page.server';

/** The status the loader answers with, thrown as a redirect or a not-found. */
async function statusOf(path: string): Promise<{ status: number; location: string | null }> {
  const [, , base, y, m, d, view] = path.split('/').map((part) => decodeURIComponent(part));
  try {
    await loadCalendarPage(new Request(`http://localhost:3000${path}`), { base, y, m, d, view }, {} as never);
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, location: null };
    throw thrown;
  }
  return { status: 200, location: null };
}

// ADR 093: /calendar/bs/2083/08/%00 gave 500 (the control character reached a Location header).
describe('slash date URLs', () => {
  it('redirect to the dash form when they are dates', async () => {
    expect(await statusOf('/calendar/bs/2083/08/01')).toEqual({
      status: 301,
      location: '/calendar/bs/2083-08-01',
    });
  });

  it.each(['%00', '%01', '%1f', '%7f', '01%00', '%0d%0aSet-Cookie:x=1'])(
    'answer 404 for a day of %s',
    async (day) => {
      expect((await statusOf(`/calendar/bs/2083/08/${day}`)).status).toBe(404);
    },
  );

  it('answer 404 for a control character in the base or the view', async () => {
    expect((await statusOf('/calendar/%00/2083/08/01')).status).toBe(404);
    expect((await statusOf('/calendar/bs/2083/08/01/%7f')).status).toBe(404);
  });
});
