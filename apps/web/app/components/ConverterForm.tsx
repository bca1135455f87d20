import { useState } from 'react';
import { Form, Link } from 'react-router';
import type { Lang } from '../i18n';
import {
  type ConvBase,
  type ConversionOutcome,
  type ConversionResult,
  CONVERSION_RANGES as RANGES,
} from '../lib/calendar/conversion';
import { digits } from '../lib/calendar/format';
import { yearWindow } from '../lib/calendar/nav';
import { useT } from '../lib/root-data';

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

function dayLabel(base: ConvBase, day: number, lang: Lang): string {
  if (base !== 'NS') return digits(day, lang);
  const half = day <= 15 ? (lang === 'np' ? 'थ्व' : 'Thwa') : lang === 'np' ? 'गा' : 'Ga';
  return `${half} ${digits(day <= 15 ? day : day - 15, lang)}`;
}

export interface ConverterFormProps {
  lang: Lang;
  base: ConvBase;
  value: { year: number; month: number; day: number };
  /** Where each calendar's year list is centred before a date of that calendar was asked for. */
  todayYears: Record<ConvBase, number>;
  monthNames: Record<ConvBase, string[]>;
  /** The server's answer for the asked date (none before a date is asked). */
  result: ConversionResult | null;
  message: string | null;
}

/** The asked date in all three calendars. */
function ConverterResult({ result }: { result: ConversionResult }) {
  const t = useT();
  return (
    <section className="card converter-result" aria-labelledby="conv-result-heading">
      <h2 id="conv-result-heading">{t('conv.result')}</h2>
      <dl className="detail-list">
        <div>
          <dt>{t('conv.base.BS')}</dt>
          <dd data-testid="conv-bs">{result.bs}</dd>
        </div>
        <div>
          <dt>{t('conv.base.AD')}</dt>
          <dd data-testid="conv-ad">{result.ad}</dd>
        </div>
        <div>
          <dt>{t('conv.base.NS')}</dt>
          <dd data-testid="conv-ns">{result.ns}</dd>
        </div>
        <div>
          <dt>{t('conv.weekday')}</dt>
          <dd>{result.weekday}</dd>
        </div>
        <div>
          <dt>{t('cal.tithi')}</dt>
          <dd>{result.tithi}</dd>
        </div>
      </dl>
      <p>
        <Link to={result.href}>{t('conv.openDay')}</Link>
      </p>
    </section>
  );
}

/**
 * The converter's GET form and its result (works without JavaScript); with it, choosing another
 * calendar re-ranges the year, month and day lists (an island, ADR 081), and offline the engine
 * converts in the browser instead of asking the server (ADR 142).
 */
export function ConverterForm(data: ConverterFormProps) {
  const t = useT();
  const lang = data.lang;
  const [base, setBase] = useState<ConvBase>(data.base);
  const [outcome, setOutcome] = useState<Pick<ConversionOutcome, 'result' | 'message'>>({
    result: data.result,
    message: data.message,
  });
  const r = RANGES[base];
  const clampValue = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
  return (
    <>
      <Form
        method="get"
        className="card converter-form"
        preventScrollReset
        onSubmit={(event) => {
          if (navigator.onLine) return;
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const asked = {
            year: Number(form.get('year')),
            month: Number(form.get('month')),
            day: Number(form.get('day')),
          };
          const chosen = form.get('base') as ConvBase;
          void import('../lib/calendar/convert-local').then(({ convertLocally }) => {
            setOutcome(convertLocally(chosen, asked, lang));
            const query = new URLSearchParams({
              base: chosen,
              year: String(asked.year),
              month: String(asked.month),
              day: String(asked.day),
            });
            window.history.replaceState(null, '', `?${query}`);
          });
        }}
      >
        <div className="field">
          <label htmlFor="conv-base">{t('conv.from')}</label>
          <select
            id="conv-base"
            name="base"
            value={base}
            onChange={(e) => setBase(e.currentTarget.value as ConvBase)}
          >
            {(['BS', 'AD', 'NS'] as const).map((b) => (
              <option key={b} value={b}>
                {t(`conv.base.${b}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="conv-year">{t('conv.year')}</label>
            <select
              id="conv-year"
              name="year"
              key={`y-${base}`}
              defaultValue={base === data.base ? clampValue(data.value.year, r.min, r.max) : undefined}
            >
              {yearWindow(base === data.base ? data.value.year : data.todayYears[base], r).map((y) => (
                <option key={y} value={y}>
                  {digits(y, lang)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="conv-month">{t('conv.month')}</label>
            <select
              id="conv-month"
              name="month"
              key={`m-${base}`}
              defaultValue={base === data.base ? clampValue(data.value.month, 1, r.months) : undefined}
            >
              {data.monthNames[base].map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="conv-day">{base === 'NS' ? t('conv.nsDay') : t('conv.day')}</label>
            <select
              id="conv-day"
              name="day"
              key={`d-${base}`}
              defaultValue={base === data.base ? clampValue(data.value.day, 1, r.days) : undefined}
            >
              {range(1, r.days).map((d) => (
                <option key={d} value={d}>
                  {dayLabel(base, d, lang)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="button">
          {t('conv.submit')}
        </button>
      </Form>
      <div aria-live="polite">
        {outcome.message && (
          <p className="form-error converter-message" role="alert">
            {outcome.message}
          </p>
        )}
        {outcome.result && <ConverterResult result={outcome.result} />}
      </div>
    </>
  );
}
