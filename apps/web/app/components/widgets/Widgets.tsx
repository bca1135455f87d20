/**
 * The web widgets' bodies (ADR 140). Rendered once on the server to static HTML (no hydration,
 * no React in the browser); every link opens Patro in a new tab (`<base target="_blank">`).
 */
import type { WireBullions, WireCricketMatchRow, WireForexDay, WireMarketStatus } from '@patro/contracts';
import type { Lang } from '../../i18n';
import { translator } from '../../i18n';
import { marketsTranslator } from '../../i18n/markets';
import { sportsTranslator } from '../../i18n/sports';
import type { ConversionOutcome } from '../../lib/calendar/convert.server';
import { holidayFlag } from '../../lib/calendar/holiday';
import type { MonthView, TodayPanelView } from '../../lib/calendar/types';
import { adWords } from '../../lib/dates';
import { bothDates, change, direction, price, rupees, whole } from '../../lib/markets/format';
import { teamName } from '../../lib/sports/format';
import type { WidgetOptions } from '../../lib/widgets/options';
import { dataAgeText } from '../markets/DataAge';
import { inningsTotal, resultLine } from '../sports/Cricket';

interface Common {
  o: WidgetOptions;
  /** Absolute base of Patro's own pages, for links out of the widget. */
  site: string;
}

function Footer({ o, site, href }: Common & { href: string }) {
  return (
    <p className="foot">
      <a href={`${site}${href}`}>{translator(o.lang)('widget.open')}</a>
      <span>{o.lang === 'np' ? 'पात्रो' : 'Patro'}</span>
    </p>
  );
}

export function TodayWidget({ o, site, today }: Common & { today: TodayPanelView }) {
  const t = translator(o.lang);
  return (
    <section className="w">
      <h1>{t('home.today')}</h1>
      <div className="big" data-bs={today.bsIso}>
        <span className="day">{today.bsDay}</span>
        <span>
          <span className="mh">{today.bsMonthYear}</span>
          <br />
          {today.weekday}
        </span>
      </div>
      {o.size !== 'small' && (
        <dl>
          <dt>{t('home.ad')}</dt>
          <dd>
            <time dateTime={today.adIso}>{today.ad}</time>
          </dd>
          {today.tithi && (
            <>
              <dt>{t('cal.tithi')}</dt>
              <dd>{today.tithi}</dd>
            </>
          )}
          {o.size === 'full' && today.ns && (
            <>
              <dt>{t('cal.nsLong')}</dt>
              <dd>{today.ns}</dd>
            </>
          )}
          {o.size === 'full' && today.sunrise && (
            <>
              <dt>{t('cal.p.sunrise')}</dt>
              <dd>{today.sunrise}</dd>
              <dt>{t('cal.p.sunset')}</dt>
              <dd>{today.sunset}</dd>
            </>
          )}
        </dl>
      )}
      {today.holiday && <p className="hol">{holidayFlag(t, today.holidayKind, today.holidayScope)}</p>}
      {o.size !== 'small' && today.events.length > 0 && (
        <ul className="events">
          {today.events.slice(0, o.size === 'full' ? 8 : 3).map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <Footer o={o} site={site} href={today.href} />
    </section>
  );
}

export function MonthWidget({ o, site, month }: Common & { month: MonthView }) {
  return (
    <section className="w">
      <h1>
        <a href={`${site}${month.links.today}`}>{month.title}</a>
      </h1>
      {o.size !== 'small' && <p className="muted">{month.subtitle}</p>}
      <table className="grid">
        <thead>
          <tr>
            {month.weekdays.map((w) => (
              <th key={w.long} scope="col" abbr={w.long} className={w.saturday ? 'sat' : undefined}>
                {o.size === 'small' ? w.initial : w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.weeks.map((week, i) => (
            <tr key={week.find(Boolean)?.iso ?? i}>
              {week.map((cell, j) =>
                cell ? (
                  <td
                    key={cell.iso}
                    className={
                      [cell.today && 'today', cell.holiday && 'hol', cell.saturday && 'sat']
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                    aria-label={cell.label}
                    data-iso={cell.iso}
                  >
                    {cell.main}
                    {o.size !== 'small' && <span className="sub">{cell.sub}</span>}
                    {o.size === 'full' && cell.tithiShort && <span className="tithi">{cell.tithiShort}</span>}
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have only their place
                  <td key={`empty-${j}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {o.size === 'full' && month.events.length > 0 && (
        <ul className="events">
          {month.events.map((e) => (
            <li key={e.href + e.title} className={e.holiday ? 'hol' : undefined}>
              {e.day} · {e.title}
            </li>
          ))}
        </ul>
      )}
      <Footer o={o} site={site} href={month.links.today} />
    </section>
  );
}

export function ConverterWidget({
  o,
  site,
  form,
  outcome,
}: Common & {
  form: { base: 'BS' | 'AD'; year: number; month: number; day: number; action: string };
  outcome: ConversionOutcome | null;
}) {
  const t = translator(o.lang);
  return (
    <section className="w">
      <h1>{t('conv.heading')}</h1>
      <form method="get" action={form.action} target="_self">
        <input type="hidden" name="size" value={o.size} />
        <input type="hidden" name="theme" value={o.theme} />
        <input type="hidden" name="lang" value={o.lang} />
        <label className="wide">
          {t('conv.from')}
          <select name="from" defaultValue={form.base}>
            <option value="BS">{t('conv.base.BS')}</option>
            <option value="AD">{t('conv.base.AD')}</option>
          </select>
        </label>
        <label>
          {t('conv.year')}
          <input name="year" inputMode="numeric" required pattern="[0-9]{4}" defaultValue={form.year} />
        </label>
        <label>
          {t('conv.month')}
          <input name="month" inputMode="numeric" required pattern="[0-9]{1,2}" defaultValue={form.month} />
        </label>
        <label>
          {t('conv.day')}
          <input name="day" inputMode="numeric" required pattern="[0-9]{1,2}" defaultValue={form.day} />
        </label>
        <button type="submit" className="wide">
          {t('conv.submit')}
        </button>
      </form>
      {outcome?.message && (
        <p className="error" role="alert">
          {outcome.message}
        </p>
      )}
      {outcome?.result && (
        <dl className="result" aria-live="polite">
          <dt>{t('conv.short.BS')}</dt>
          <dd data-result="bs">{outcome.result.bs}</dd>
          <dt>{t('conv.short.AD')}</dt>
          <dd data-result="ad">{outcome.result.ad}</dd>
          {o.size !== 'small' && (
            <>
              <dt>{t('conv.weekday')}</dt>
              <dd>{outcome.result.weekday}</dd>
              <dt>{t('cal.tithi')}</dt>
              <dd>{outcome.result.tithi}</dd>
            </>
          )}
          {o.size === 'full' && (
            <>
              <dt>{t('conv.short.NS')}</dt>
              <dd>{outcome.result.ns}</dd>
            </>
          )}
        </dl>
      )}
      <Footer o={o} site={site} href={outcome?.result?.href ?? '/nepali-to-english-date-converter'} />
    </section>
  );
}

/** The day the numbers are of and, when they could not be refreshed, how old they are. */
function MarketDate({ status, lang }: { status: WireMarketStatus; lang: Lang }) {
  const t = marketsTranslator(lang);
  if (!status.data_date) return null;
  const date = bothDates(status.data_date, lang);
  const text = `${date.bs} (${date.ad})`;
  return (
    <>
      <p className="muted">
        {t('mk.asOf', { date: text })} · {t('mk.source')}: {status.source.name}
      </p>

      {status.stale && (
        <p className="error" role="status">
          {/* As of the day (N days ago) — could not be refreshed: counted on the app's clock. */}
          <time dateTime={status.data_date}>{dataAgeText(status, lang)}</time>
        </p>
      )}
    </>
  );
}

/** Currencies a small widget shows: the ones Nepalis abroad and at home ask about most. */
const SMALL_FOREX = ['USD', 'EUR', 'GBP', 'INR'];
const MEDIUM_FOREX = [...SMALL_FOREX, 'AUD', 'CAD', 'JPY', 'QAR', 'SAR', 'AED', 'MYR', 'KRW'];

export function ForexWidget({ o, site, forex }: Common & { forex: WireForexDay | null }) {
  const t = marketsTranslator(o.lang);
  const shown =
    o.size === 'full'
      ? (forex?.rates ?? [])
      : (forex?.rates ?? []).filter((r) =>
          (o.size === 'small' ? SMALL_FOREX : MEDIUM_FOREX).includes(r.iso3),
        );
  return (
    <section className="w">
      <h1>{t('fx.heading')}</h1>
      {shown.length === 0 ? (
        <p>{t('fx.empty')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('fx.currency')}</th>
              <th scope="col">{t('fx.buy')}</th>
              <th scope="col">{t('fx.sell')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.iso3} data-iso3={r.iso3}>
                <td>
                  {o.size === 'small' ? r.iso3 : r.name}
                  {r.unit !== 1 && <span className="muted"> ({whole(r.unit, o.lang)})</span>}
                </td>
                <td>{price(r.buy, o.lang)}</td>
                <td>{price(r.sell, o.lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {forex && <MarketDate status={forex.status} lang={o.lang} />}
      <Footer o={o} site={site} href="/forex" />
    </section>
  );
}

const METALS = [
  ['hallmark_gold', 'hallmark_gold_tola', 'hallmark_gold_10g'],
  ['tejabi_gold', 'tejabi_gold_tola', 'tejabi_gold_10g'],
  ['silver', 'silver_tola', 'silver_10g'],
] as const;

export function GoldWidget({ o, site, bullions }: Common & { bullions: WireBullions | null }) {
  const t = marketsTranslator(o.lang);
  const latest = bullions?.latest ?? null;
  const changes = bullions?.changes ?? null;
  const rows = METALS.filter(([, tola]) => latest?.[tola] != null);
  return (
    <section className="w">
      <h1>{t('au.heading')}</h1>
      {!latest || rows.length === 0 ? (
        <p>{t('au.empty')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">
                <span className="muted">{t('au.heading')}</span>
              </th>
              <th scope="col">{t('au.perTola')}</th>
              {o.size === 'full' && <th scope="col">{t('au.per10g')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map(([metal, tola, tenGrams]) => {
              const now = latest[tola] as number;
              const diff = changes?.[tola]?.amount ?? null;
              const way = direction(diff);
              return (
                <tr key={metal} data-metal={metal}>
                  <td>{t(`au.${metal}`)}</td>
                  <td>
                    {rupees(now, o.lang)}
                    {o.size !== 'small' && diff !== null && way !== 'same' && (
                      <span className={`muted ${way}`}> {change(diff, o.lang, 0)}</span>
                    )}
                  </td>
                  {o.size === 'full' && (
                    <td>{latest[tenGrams] != null ? rupees(latest[tenGrams], o.lang) : '—'}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {bullions && <MarketDate status={bullions.status} lang={o.lang} />}
      <Footer o={o} site={site} href="/gold-price-nepal" />
    </section>
  );
}

/** Nepal's latest cricket result (ADR 174); recorded data holds no fixtures, and says so. */
export function CricketWidget({ o, site, latest }: Common & { latest: WireCricketMatchRow | null }) {
  const t = sportsTranslator(o.lang);
  return (
    <section className="w">
      <h1>{t('cw.latest')}</h1>
      {!latest ? (
        <p>{t('sports.unavailable')}</p>
      ) : (
        <>
          <p className="muted">
            {adWords(latest.date, o.lang)} · {latest.matchType}
            {o.size !== 'small' && latest.event && ` · ${latest.event.name}`}
          </p>
          <table>
            <tbody>
              {latest.innings.map((i) => {
                const team = latest.teams.find((x) => x.en === i.team);
                return (
                  <tr key={`${i.team}-${i.runs}-${i.overs}`}>
                    <td>{team ? teamName(team, o.lang) : i.team}</td>
                    <td>{inningsTotal(i, o.lang)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="hol">{resultLine(latest, o.lang)}</p>
        </>
      )}
      {o.size !== 'small' && (
        <p className="muted">
          {t('cw.next')}: {t('sports.noFixture')}
        </p>
      )}
      <p className="muted">{t('sports.fromCricsheet')}</p>
      <Footer o={o} site={site} href={latest ? `/sports/cricket/matches/${latest.id}` : '/sports/cricket'} />
    </section>
  );
}
