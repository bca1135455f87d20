import type { Lang } from '../../i18n';
import { marketsTranslator } from '../../i18n/markets';
import { chartGeometry } from '../../lib/markets/chart';
import { bsAndAd, price, shortBsDate } from '../../lib/markets/format';
import { ScrollTable } from './ScrollTable';

export interface TrendSeries {
  label: string;
  /** CSS modifier: `buy`, `sell`, `gold`, `silver`. */
  tone: string;
  values: (number | null)[];
}

/**
 * A line chart drawn on the server as SVG (no script), described for screen readers by `summary`,
 * with the same numbers in a table beside it.
 */
export function TrendChart({
  id,
  summary,
  series,
  days,
  lang,
  format = (n) => price(n, lang),
  tableOpen = false,
}: {
  id: string;
  summary: string;
  series: TrendSeries[];
  /** The day of each point (AD, `YYYY-MM-DD`): BS day and month on the axis, BS and AD in the table. */
  days: string[];
  lang: Lang;
  format?: (n: number) => string;
  /** Show the data table open (pages where the table is the history people read). */
  tableOpen?: boolean;
}) {
  const g = chartGeometry(series);
  const t = marketsTranslator(lang);
  const labels = days.map((day) => shortBsDate(day, lang));
  const dates = days.map((day) => bsAndAd(day, lang));
  return (
    <div className="trend">
      <figure className="trend-figure">
        <svg
          className="trend-chart"
          viewBox={`0 0 ${g.width} ${g.height}`}
          role="img"
          aria-labelledby={`${id}-title`}
        >
          <title id={`${id}-title`}>{summary}</title>
          {g.yTicks.map((tick) => (
            <g key={tick.value} className="trend-grid">
              <line x1={g.plot.left} x2={g.plot.right} y1={tick.y} y2={tick.y} />
              <text x={g.plot.left - 6} y={tick.y} dy="0.32em" textAnchor="end">
                {format(tick.value)}
              </text>
            </g>
          ))}
          {g.xTicks.map((tick) => (
            <text
              key={tick.index}
              className="trend-x"
              x={tick.x}
              y={g.height - 8}
              textAnchor={tick.index === 0 ? 'start' : tick.index === labels.length - 1 ? 'end' : 'middle'}
            >
              {labels[tick.index]}
            </text>
          ))}
          {series.map((s, i) => (
            <g key={s.label} className={`trend-series trend-series--${s.tone}`}>
              <path d={g.paths[i]} fill="none" />
              {(g.points[i] ?? []).length <= 40 &&
                (g.points[i] ?? []).map((p) => <circle key={p.index} cx={p.x} cy={p.y} r="3" />)}
            </g>
          ))}
        </svg>
        <figcaption className="trend-legend">
          {series.map((s) => (
            <span key={s.label} className={`trend-key trend-key--${s.tone}`}>
              {s.label}
            </span>
          ))}
        </figcaption>
      </figure>
      <details className="trend-table" open={tableOpen}>
        <summary>{t('mk.chartData')}</summary>
        <ScrollTable label={summary}>
          <table className="data-table">
            <caption className="visually-hidden">{summary}</caption>
            <thead>
              <tr>
                <th scope="col">{t('mk.date')}</th>
                {series.map((s) => (
                  <th key={s.label} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dates.map((date, row) => (
                <tr key={date}>
                  <th scope="row">{date}</th>
                  {series.map((s) => {
                    const v = s.values[row];
                    return <td key={s.label}>{v === null || v === undefined ? '—' : format(v)}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </details>
    </div>
  );
}
