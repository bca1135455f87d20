import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { widgetsPageTranslator } from '../i18n/widgets-page';
import { Island, publicPage } from '../islands/island';
import submitOnChange from '../islands/submit-on-change.island';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useLang, useT } from '../lib/root-data';
import {
  isWidgetKind,
  WIDGET_KINDS,
  WIDGET_SIZES,
  WIDGET_WIDTHS,
  widgetOptions,
  widgetPath,
  widgetSnippets,
} from '../lib/widgets/options';

export const handle = publicPage;

/** `/web-widgets` (spec §2): choose a widget, see it live, copy its snippet. All from the URL. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const query = new URL(request.url).searchParams;
  const kind = query.get('kind') ?? '';
  // The widget speaks the page's language until the reader picks another.
  if (!query.has('lang')) query.set('lang', lang);
  const options = widgetOptions(isWidgetKind(kind) ? kind : 'today', query);
  const site = webContext(context, request).publicUrl.replace(/\/+$/, '');
  return {
    options,
    preview: widgetPath(options),
    width: WIDGET_WIDTHS[options.size],
    snippets: widgetSnippets(options, site),
  };
}

export const meta: MetaFunction = ({ matches, location }) => {
  const t = widgetsPageTranslator(rootDataFrom(matches)?.lang ?? 'np');
  return pageMeta({
    matches,
    location,
    title: t('widgets.meta.title'),
    description: t('widgets.meta.description'),
  });
};

function Choice<T extends string>({
  name,
  label,
  value,
  values,
  text,
}: {
  name: string;
  label: string;
  value: T;
  values: readonly T[];
  text: (v: T) => string;
}) {
  return (
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
}

export default function WebWidgets() {
  const { options: o, preview, width, snippets } = useLoaderData<typeof loader>();
  const t = useT();
  const tw = widgetsPageTranslator(useLang());
  return (
    <div className="page web-widgets">
      <h1>{tw('widgets.heading')}</h1>
      <p className="lead">{tw('widgets.intro')}</p>
      <form id="widget-form" method="get" className="card widgets-form">
        <Choice
          name="kind"
          label={tw('widgets.kind')}
          value={o.kind}
          values={WIDGET_KINDS}
          text={(k) => t(`widget.name.${k}`)}
        />
        <Choice
          name="size"
          label={tw('widgets.size')}
          value={o.size}
          values={WIDGET_SIZES}
          text={(s) => tw(`widgets.size.${s}`)}
        />
        <Choice
          name="theme"
          label={tw('widgets.theme')}
          value={o.theme}
          values={['light', 'dark'] as const}
          text={(v) => tw(`widgets.theme.${v}`)}
        />
        <Choice
          name="lang"
          label={tw('widgets.lang')}
          value={o.lang}
          values={['np', 'en'] as const}
          text={(v) => tw(`widgets.lang.${v}`)}
        />
        {o.kind === 'month' && (
          <Choice
            name="base"
            label={tw('widgets.base')}
            value={o.base}
            values={['bs', 'ad'] as const}
            text={(v) => tw(`widgets.base.${v}`)}
          />
        )}
        <button type="submit" className="button button--small">
          {tw('widgets.show')}
        </button>
      </form>
      <Island of={submitOnChange} props={{ formId: 'widget-form' }} />
      <section className="card widget-preview" aria-labelledby="widget-preview-heading">
        <h2 id="widget-preview-heading">{tw('widgets.preview')}</h2>
        <iframe
          src={preview}
          title={t(`widget.name.${o.kind}`)}
          width={width}
          height="320"
          data-patro-widget=""
          className="widget-frame"
        />
      </section>
      <section className="card widget-snippets">
        <h2>{tw('widgets.script')}</h2>
        <p className="muted">{tw('widgets.scriptNote')}</p>
        <pre className="snippet" data-snippet="script">
          <code>{snippets.script}</code>
        </pre>
        <h2>{tw('widgets.iframe')}</h2>
        <p className="muted">{tw('widgets.iframeNote')}</p>
        <pre className="snippet" data-snippet="iframe">
          <code>{snippets.iframe}</code>
        </pre>
        <p>{tw('widgets.privacy')}</p>
      </section>
      <script src="/widgets/embed.js" defer />
    </div>
  );
}
