/**
 * Web widgets (spec §1, §2 `/web-widgets`; ADR 140): which widget, in which size, theme and
 * language, all read from the URL (`/widgets/today?size=medium&theme=dark&lang=en`) so the
 * same address always gives the same page — the page cache shares it, no cookie decides it.
 */
import type { Lang } from '../../i18n/types';

export const WIDGET_KINDS = ['today', 'month', 'converter', 'forex', 'gold', 'cricket'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];
export const WIDGET_SIZES = ['small', 'medium', 'full'] as const;
export type WidgetSize = (typeof WIDGET_SIZES)[number];
export type WidgetTheme = 'light' | 'dark';

export interface WidgetOptions {
  kind: WidgetKind;
  size: WidgetSize;
  theme: WidgetTheme;
  lang: Lang;
  /** The month widget's calendar: Bikram Sambat or Gregorian. */
  base: 'bs' | 'ad';
}

export const DEFAULT_WIDGET: Omit<WidgetOptions, 'kind'> = {
  size: 'medium',
  theme: 'light',
  lang: 'np',
  base: 'bs',
};

/** The width an embedding page gives each size (the height follows the content). */
export const WIDGET_WIDTHS: Record<WidgetSize, string> = { small: '240', medium: '360', full: '100%' };

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

export function isWidgetKind(value: string | undefined): value is WidgetKind {
  return WIDGET_KINDS.includes(value as WidgetKind);
}

/** Options from a widget URL's query; anything unknown falls back to the default. */
export function widgetOptions(kind: WidgetKind, query: URLSearchParams): WidgetOptions {
  return {
    kind,
    size: pick(WIDGET_SIZES, query.get('size'), DEFAULT_WIDGET.size),
    theme: pick(['light', 'dark'], query.get('theme'), DEFAULT_WIDGET.theme),
    lang: pick(['np', 'en'], query.get('lang'), DEFAULT_WIDGET.lang),
    base: pick(['bs', 'ad'], query.get('base'), DEFAULT_WIDGET.base),
  };
}

/** The widget's path and query, in a fixed order (one address, one cache entry). */
export function widgetPath(o: WidgetOptions): string {
  const query = new URLSearchParams({ size: o.size, theme: o.theme, lang: o.lang });
  if (o.kind === 'month') query.set('base', o.base);
  return `/widgets/${o.kind}?${query}`;
}

/** The two snippets `/web-widgets` offers: a plain iframe, and our one-line script that sizes it. */
export function widgetSnippets(o: WidgetOptions, siteUrl: string): { iframe: string; script: string } {
  const src = `${siteUrl}${widgetPath(o)}`.replace(/&/g, '&amp;');
  const width = WIDGET_WIDTHS[o.size];
  const title = o.lang === 'np' ? 'पात्रो' : 'Patro';
  return {
    iframe: `<iframe src="${src}" width="${width}" height="320" title="${title}" loading="lazy" frameborder="0"></iframe>`,
    script: `<script async src="${siteUrl}/widgets/embed.js" data-widget="${src}" data-width="${width}"></script>`,
  };
}
