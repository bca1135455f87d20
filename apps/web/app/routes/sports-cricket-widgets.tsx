import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { SportsNav } from '../components/sports/SportsNav';
import { sportsTranslator } from '../i18n/sports';
import { widgetsPageTranslator } from '../i18n/widgets-page';
import { Island, publicPage } from '../islands/island';
import submitOnChange from '../islands/submit-on-change.island';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import {
  WIDGET_SIZES,
  WIDGET_WIDTHS,
  widgetOptions,
  widgetPath,
  widgetSnippets,
} from '../lib/widgets/options';
import sportsCss from '../styles/sports.css?url';

export const handle = publicPage;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: sportsCss }];

/** /sports/cricket-widgets (spec §2): Nepal's latest result as a web widget (ADR 140, 174), all from the URL. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const query = new URL(request.url).searchParams;
  if (!query.has('lang')) query.set('lang', lang);
  const options = widgetOptions('cricket', query);
  const site = webContext(context, request).publicUrl.replace(/\/+$/, '');
  return {
    lang,
    options,
    preview: widgetPath(options),
    width: WIDGET_WIDTHS[options.size],
    snippets: widgetSnippets(options, site),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const t = sportsTranslator(rootDataFrom(matches)?.lang ?? data?.lang ?? 'np');
  return pageMeta({ matches, location, title: t('cw.meta.title'), description: t('cw.meta.description') });
};

export default function CricketWidgets() {
  const { lang, options: o, preview, width, snippets } = useLoaderData<typeof loader>();
  const t = sportsTranslator(lang);
  const tw = widgetsPageTranslator(lang);
  const choice = <T extends string>(
    name: string,
    label: string,
    value: T,
    values: readonly T[],
    text: (v: T) => string,
  ) => (
    <label className="field">
      <span>{label}</span>
      <select name={name} defaultValue={value}>
        {values.map((v) => (
          <option key={v} value={v}>
            {text(v)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="page sports-page web-widgets">
      <SportsNav lang={lang} current="/sports/cricket-widgets" />
      <h1 className="sports-heading">{t('cw.heading')}</h1>
      <p className="lead">{t('cw.intro')}</p>
      <form id="cricket-widget-form" method="get" className="card widgets-form">
        {choice('size', tw('widgets.size'), o.size, WIDGET_SIZES, (s) => tw(`widgets.size.${s}`))}
        {choice('theme', tw('widgets.theme'), o.theme, ['light', 'dark'] as const, (v) =>
          tw(`widgets.theme.${v}`),
        )}
        {choice('lang', tw('widgets.lang'), o.lang, ['np', 'en'] as const, (v) => tw(`widgets.lang.${v}`))}
        <button type="submit" className="button button--small">
          {tw('widgets.show')}
        </button>
      </form>
      <Island of={submitOnChange} props={{ formId: 'cricket-widget-form' }} />
      <section className="card widget-preview" aria-labelledby="cw-preview">
        <h2 id="cw-preview">{t('cw.preview')}</h2>
        <iframe
          src={preview}
          title={t('cw.heading')}
          width={width}
          height="320"
          data-patro-widget=""
          className="widget-frame"
        />
      </section>
      <section className="card widget-snippets" aria-labelledby="cw-code">
        <h2 id="cw-code">{t('cw.code')}</h2>
        <p className="muted">{tw('widgets.scriptNote')}</p>
        <pre className="snippet" data-snippet="script">
          <code>{snippets.script}</code>
        </pre>
        <h3>{tw('widgets.iframe')}</h3>
        <pre className="snippet" data-snippet="iframe">
          <code>{snippets.iframe}</code>
        </pre>
        <p>{tw('widgets.privacy')}</p>
        <p className="muted small">{t('sports.fromCricsheet')}</p>
      </section>
      <script src="/widgets/embed.js" defer />
    </div>
  );
}
