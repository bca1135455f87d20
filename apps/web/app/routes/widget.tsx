/**
 * `/widgets/:kind` (ADR 140): the web widgets other sites embed — a resource route that answers
 * a whole small HTML page of its own (no app shell, no React in the browser). Options come from
 * the URL only; the server (server/index.ts) caches the answer like a public page and sends it
 * with the widget's own frame-ancestors.
 */
import { todayInKathmandu } from '@patro/calendar';
import type { WireBullions, WireCricket, WireForexDay } from '@patro/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import {
  ConverterWidget,
  CricketWidget,
  ForexWidget,
  GoldWidget,
  MonthWidget,
  TodayWidget,
} from '../components/widgets/Widgets';
import { translator } from '../i18n';
import { apiGet, apiPost, type WirePanchanga } from '../lib/api-client';
import { fetchMonth } from '../lib/calendar/calendar-page.server';
import { convertDate } from '../lib/calendar/convert.server';
import { buildMonthView, buildTodayPanel, wireDay } from '../lib/calendar/views.server';
import { nowMs } from '../lib/clock';
import { webContext } from '../lib/context';
import { widgetResponse } from '../lib/widgets/document.server';
import { isWidgetKind, widgetOptions } from '../lib/widgets/options';

/** A call that may fail: null instead, and the answer is then not kept (the last good one is). */
async function maybe<T>(work: () => Promise<T | null>, failed: { yes: boolean }): Promise<T | null> {
  try {
    return await work();
  } catch {
    failed.yes = true;
    return null;
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!isWidgetKind(params.kind)) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const url = new URL(request.url);
  const o = widgetOptions(params.kind, url.searchParams);
  const { apiUrl, publicUrl } = webContext(context, request);
  const site = publicUrl.replace(/\/+$/, '');
  const t = translator(o.lang);
  const title = `${t(`widget.name.${o.kind}`)} — ${o.lang === 'np' ? 'पात्रो' : 'Patro'}`;
  const failed = { yes: false };
  const now = todayInKathmandu(nowMs());
  const answer = (body: React.ReactElement) => {
    const response = widgetResponse(o, title, body);
    // The API did not answer: show what the engine knows, but do not keep it (ADR 082).
    if (failed.yes) response.headers.set('Cache-Control', 'no-store');
    return response;
  };

  switch (o.kind) {
    case 'today': {
      const { bs } = now;
      const [payload, panchanga] = await Promise.all([
        maybe(() => fetchMonth(apiUrl, 'bs', bs.year, bs.month, o.lang, request), failed),
        o.size === 'full'
          ? maybe(
              () =>
                apiPost<{ data: WirePanchanga }>(apiUrl, '/fetch/panchanga', bs).then((r) =>
                  r.ok ? r.body.data : null,
                ),
              failed,
            )
          : null,
      ]);
      const today = buildTodayPanel(now.jdn, o.lang, wireDay(payload, bs), panchanga);
      return answer(<TodayWidget o={o} site={site} today={today} />);
    }
    case 'month': {
      const ym = o.base === 'bs' ? now.bs : now.ad;
      const payload = await maybe(
        () => fetchMonth(apiUrl, o.base, ym.year, ym.month, o.lang, request),
        failed,
      );
      const month = buildMonthView({
        base: o.base,
        year: ym.year,
        month: ym.month,
        lang: o.lang,
        todayJdn: now.jdn,
        currentYear: ym.year,
        payload,
      });
      return answer(<MonthWidget o={o} site={site} month={month} />);
    }
    case 'converter': {
      const q = url.searchParams;
      const base = q.get('from') === 'AD' ? 'AD' : 'BS';
      const num = (name: string) => {
        const text = q.get(name)?.trim() ?? '';
        return /^\d{1,4}$/.test(text) ? Number(text) : null;
      };
      const [year, month, day] = [num('year'), num('month'), num('day')];
      const asked = year !== null && month !== null && day !== null;
      const start = base === 'AD' ? now.ad : now.bs;
      const value = asked ? { year, month, day } : { year: start.year, month: start.month, day: start.day };
      const outcome = asked ? await convertDate(apiUrl, base, value, o.lang) : null;
      if (outcome && 'unavailable' in outcome) failed.yes = true;
      return answer(
        <ConverterWidget
          o={o}
          site={site}
          form={{ base, ...value, action: url.pathname }}
          outcome={outcome}
        />,
      );
    }
    case 'forex': {
      const forex = await maybe(
        () =>
          apiGet<{ data: WireForexDay }>(apiUrl, '/forex', { lang: o.lang }).then((r) =>
            r.ok ? r.body.data : null,
          ),
        failed,
      );
      return answer(<ForexWidget o={o} site={site} forex={forex} />);
    }
    case 'gold': {
      const bullions = await maybe(
        () =>
          apiGet<{ data: WireBullions }>(apiUrl, '/v3/bullions', { timeframe: 'week', lang: o.lang }).then(
            (r) => (r.ok ? r.body.data : null),
          ),
        failed,
      );
      return answer(<GoldWidget o={o} site={site} bullions={bullions} />);
    }
    case 'cricket': {
      const cricket = await maybe(
        () =>
          apiGet<{ data: WireCricket }>(apiUrl, '/sports/cricket').then((r) => (r.ok ? r.body.data : null)),
        failed,
      );
      return answer(<CricketWidget o={o} site={site} latest={cricket?.matches[0] ?? null} />);
    }
  }
}
