import { formatNumber, toDevanagariDigits } from '@patro/calendar';
import type { WireBluebookEstimate } from '@patro/contracts';
import type { Lang } from '../../i18n';
import { type BluebookTranslate, bluebookTranslator } from '../../i18n/bluebook';
import { bothWords, bsWords } from '../../lib/dates';
import { rupeesFromPaisa } from '../../lib/money';

const UNIT: Record<'cc' | 'W' | 'kW', { np: string; en: string }> = {
  cc: { np: 'सीसी', en: 'cc' },
  W: { np: 'वाट', en: 'W' },
  kW: { np: 'किलोवाट', en: 'kW' },
};

function Days({ days, t, lang }: { days: number; t: BluebookTranslate; lang: Lang }) {
  if (days === 0) return <strong className="bb-days bb-days--today">{t('bb.daysToday')}</strong>;
  if (days < 0)
    return (
      <strong className="bb-days bb-days--late">
        {t('bb.daysLate', { days: formatNumber(-days, lang) })}
      </strong>
    );
  return <strong className="bb-days">{t('bb.daysLeft', { days: formatNumber(days, lang) })}</strong>;
}

/**
 * One renewal estimate: the amounts with the Act, fiscal year and sources they come from, the due
 * date in BS and AD, the days left and the fine windows. Every amount is labelled an estimate.
 */
export function EstimateView({
  estimate: e,
  lang,
  province,
  category,
}: {
  estimate: WireBluebookEstimate;
  lang: Lang;
  province: string;
  category: string;
}) {
  const t = bluebookTranslator(lang);
  const fy = lang === 'np' ? toDevanagariDigits(e.fiscal_year_label) : e.fiscal_year_label;
  return (
    <div className="bb-estimate">
      <p className="bb-due">
        <span>{t('bb.due')}: </span>
        <strong>{bothWords(e.due, lang)}</strong> · <Days days={e.days_left} t={t} lang={lang} />
        <br />
        <span className="muted small">({t(`bb.dueRule.${e.due.rule}`)})</span>
      </p>
      {e.due_holiday && (
        <p className="bb-holiday" role="note">
          {e.due_holiday.names.length > 0
            ? t('bb.holiday', { names: e.due_holiday.names.map((n) => n[lang]).join(', ') })
            : t('bb.saturday')}
        </p>
      )}
      {e.status === 'ok' && (
        <>
          <table className="bb-amounts">
            <caption>{t('bb.estimate')}</caption>
            <tbody>
              <tr>
                <th scope="row">
                  {t('bb.tax')}{' '}
                  <span className="muted small">
                    {t('bb.slab', {
                      range: `${formatNumber(e.slab.from, lang)}${e.slab.to === null ? '+' : `–${formatNumber(e.slab.to, lang)}`} ${UNIT[e.slab.unit][lang]}`,
                    })}
                  </span>
                </th>
                <td>{rupeesFromPaisa(e.tax, lang)}</td>
              </tr>
              <tr>
                <th scope="row">{t('bb.charge')}</th>
                <td>{rupeesFromPaisa(e.renewal_charge, lang)}</td>
              </tr>
              <tr>
                <th scope="row">{t('bb.fine', { percent: formatNumber(e.fine_percent, lang) })}</th>
                <td>{rupeesFromPaisa(e.fine, lang)}</td>
              </tr>
              <tr className="bb-total">
                <th scope="row">{t('bb.total')}</th>
                <td>{rupeesFromPaisa(e.total, lang)}</td>
              </tr>
            </tbody>
          </table>
          {e.years.length > 1 && (
            <table className="bb-amounts bb-years">
              <caption>{t('bb.years')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('bb.yearRow', { fy: '' }).trim()}</th>
                  <th scope="col">{t('bb.tax')}</th>
                  <th scope="col">{t('bb.charge')}</th>
                  <th scope="col">{t('bb.fineLine')}</th>
                </tr>
              </thead>
              <tbody>
                {e.years.map((y) => (
                  <tr key={y.fiscal_year}>
                    <th scope="row">
                      {lang === 'np' ? toDevanagariDigits(y.fiscal_year_label) : y.fiscal_year_label}
                      <br />
                      <span className="muted small">{bsWords(y.due.bs, lang)}</span>
                    </th>
                    <td>{rupeesFromPaisa(y.tax, lang)}</td>
                    <td>{rupeesFromPaisa(y.renewal_charge, lang)}</td>
                    <td>
                      {rupeesFromPaisa(y.fine, lang)}{' '}
                      <span className="muted small">({formatNumber(y.fine_percent, lang)}%)</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {e.years.length > 1 && <p className="muted small">{t('bb.yearsNote')}</p>}
          <p className="bb-source small">
            {t('bb.from', { act: e.act[lang], fy, confidence: t(`bb.confidence.${e.confidence}`) })}{' '}
            {e.renewal_charge_confidence === 'low' &&
              t('bb.chargeNote', { confidence: t(`bb.confidence.${e.renewal_charge_confidence}`) })}
          </p>
          {e.note && <p className="muted small">{e.note[lang]}</p>}
          <Sources sources={e.sources} t={t} />
        </>
      )}
      {e.status === 'no_table' && (
        <>
          {e.missing_years.includes(e.fiscal_year) && (
            <p className="bb-notable">
              {t('bb.noTable', {
                province: t(`bb.province.${province}` as never),
                category:
                  lang === 'en'
                    ? t(`bb.category.${category}` as never).toLowerCase()
                    : t(`bb.category.${category}` as never),
                fy,
              })}
            </p>
          )}
          {e.missing_years.some((y) => y !== e.fiscal_year) && (
            <p className="bb-notable">{t('bb.missingYears', { years: fyList(e.missing_years, lang) })}</p>
          )}
          {e.previous && (
            <p className="small">
              {t('bb.previous', {
                fy:
                  lang === 'np'
                    ? toDevanagariDigits(e.previous.fiscal_year_label)
                    : e.previous.fiscal_year_label,
                amount: rupeesFromPaisa(e.previous.tax, lang),
              })}{' '}
              {e.previous.act[lang]}
            </p>
          )}
          {e.previous && <Sources sources={e.previous.sources} t={t} />}
        </>
      )}
      {e.status === 'outside_table' && (
        <>
          <p className="bb-notable">
            {t('bb.outside', { from: formatNumber(e.first_from, lang), unit: UNIT[e.unit][lang] })}
          </p>
          <Sources sources={e.sources} t={t} />
        </>
      )}
      <details className="bb-windows">
        <summary>{t('bb.windows')}</summary>
        <ul>
          {e.fine_windows.map((w) => (
            <li key={w.from}>
              {w.arrears
                ? t('bb.windowArrears', { from: bsWords(w.from, lang) })
                : t('bb.window', {
                    from: bsWords(w.from, lang),
                    to: bsWords(w.to ?? w.from, lang),
                    percent: formatNumber(w.percent, lang),
                  })}
            </li>
          ))}
        </ul>
        <p className="muted small">{t(`bb.reading.${e.fine_reading}`)}</p>
      </details>
    </div>
  );
}

function Sources({ sources, t }: { sources: { url: string; title: string }[]; t: BluebookTranslate }) {
  return (
    <details className="bb-sources small">
      <summary>{t('bb.sources')}</summary>
      <ul>
        {sources.map((s) => (
          <li key={s.url}>
            <a href={s.url} rel="noopener noreferrer external">
              {s.title}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** "2080/81, 2081/82" in the reader's digits. */
export function fyList(years: readonly number[], lang: Lang): string {
  const text = years.map((y) => `${y}/${String((y + 1) % 100).padStart(2, '0')}`).join(', ');
  return lang === 'np' ? toDevanagariDigits(text) : text;
}
