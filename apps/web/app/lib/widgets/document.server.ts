/**
 * A widget's whole page (ADR 140): tiny HTML with its stylesheet and one size-reporting script
 * inline, both allowed by hash in the widget's own Content-Security-Policy — one request, no
 * cookies, no third-party anything. The script tells the embedding page (our embed.js) the
 * content's height, so the iframe fits without scroll bars.
 */
import { createHash } from 'node:crypto';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import widgetCss from '../../styles/widget.css?raw';
import { PUBLIC_CACHE_CONTROL } from '../cache-control';
import type { WidgetOptions } from './options';

/** The message embed.js listens for; the iframe's window is checked as its source. */
export const SIZE_MESSAGE = 'patro-widget-height';

const SIZE_SCRIPT = `(function(){var h=0;function s(){var n=Math.ceil(document.documentElement.getBoundingClientRect().height);if(n!==h&&parent!==window){h=n;parent.postMessage({type:'${SIZE_MESSAGE}',height:n},'*')}}addEventListener('load',s);if(window.ResizeObserver)new ResizeObserver(s).observe(document.documentElement);s()})();`;

/** The sheet without comments and spare spaces (it travels in every widget page). */
const CSS = widgetCss
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\s*([{};,>])\s*/g, '$1')
  .trim();

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Everything the page needs and nothing else. `frame-ancestors *`: any site may frame a widget
 * (the rest of Patro says 'self'); forms post only to ourselves.
 */
export const WIDGET_CSP = [
  "default-src 'none'",
  `style-src ${hash(CSS)}`,
  `script-src ${hash(SIZE_SCRIPT)}`,
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'self'",
  'frame-ancestors *',
].join('; ');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

export function widgetResponse(o: WidgetOptions, title: string, body: ReactElement, status = 200): Response {
  const html = `<!doctype html><html lang="${o.lang === 'np' ? 'ne' : 'en'}" class="${o.theme} ${o.size}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><base target="_blank"><style>${CSS}</style></head><body>${renderToStaticMarkup(body)}<script>${SIZE_SCRIPT}</script></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': WIDGET_CSP,
      'Cache-Control': status === 200 ? PUBLIC_CACHE_CONTROL : 'no-store',
    },
  });
}
