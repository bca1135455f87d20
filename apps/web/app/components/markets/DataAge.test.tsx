import type { WireMarketStatus } from '@patro/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataAge } from './DataAge';

/** NRB's newest shipped day (30 September 2026 = 2083 Ashwin 14), as the API describes it. */
const status = (over: Partial<WireMarketStatus>): WireMarketStatus => ({
  source: { id: 'nrb', name: 'Nepal Rastra Bank', url: 'https://www.nrb.org.np/forex/' },
  data_date: '2026-09-30',
  data_date_bs: '2083-06-14',
  data_source: null,
  data_recorded_at: null,
  age_days: 55,
  overdue: true,
  last_success_at: null,
  last_attempt_at: null,
  last_attempt_failed: false,
  stale: true,
  ...over,
});

describe('the date and age beside a market number', () => {
  it('says the day, its age and that it could not be refreshed, with Nepali digits on Nepali pages', () => {
    expect(renderToStaticMarkup(<DataAge status={status({})} lang="np" />)).toContain(
      '<time dateTime="2026-09-30">२०८३ असोज १४ को (५५ दिन अघि) — नयाँ ल्याउन सकिएन</time>',
    );
    expect(renderToStaticMarkup(<DataAge status={status({})} lang="en" />)).toContain(
      'As of 14 Ashwin 2083 (55 days ago) — could not be refreshed',
    );
  });

  it('fresh numbers carry their day only; a failed refresh of today’s numbers says "today"', () => {
    const fresh = renderToStaticMarkup(
      <DataAge status={status({ age_days: 0, overdue: false, stale: false })} lang="en" />,
    );
    expect(fresh).toContain('>As of 14 Ashwin 2083</time>');
    expect(fresh).not.toContain('refreshed');
    const failedToday = renderToStaticMarkup(
      <DataAge status={status({ age_days: 0, overdue: false, last_attempt_failed: true })} lang="np" />,
    );
    expect(failedToday).toContain('२०८३ असोज १४ को (आज) — नयाँ ल्याउन सकिएन');
    expect(renderToStaticMarkup(<DataAge status={status({ data_date: null })} lang="en" />)).toBe('');
  });
});
