import type { Lang } from '../i18n';
import { AD_FREE_CLASS, AD_FREE_KEY } from './ads/adfree';

export type Theme = 'light' | 'dark';

/** Cookie lifetime (spec §9: 30 days); renewed on every visit by the inline head script. */
export const COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function parseTheme(value: string | null): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function parseLang(value: string | null): Lang | null {
  return value === 'np' || value === 'en' ? value : null;
}

function writeCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie the server reads.
  document.cookie = `${name}=${value}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

function store(name: string, value: string): void {
  try {
    localStorage.setItem(name, value);
  } catch {
    // Private mode or storage disabled: the cookie alone still works.
  }
}

/** Remember the theme (localStorage `theme` + cookie, so the server renders it) and apply it now. */
export function saveTheme(theme: Theme): void {
  store('theme', theme);
  writeCookie('theme', theme);
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
}

/** The theme the page shows now (set by the server from the cookie or by the inline head script). */
export function currentTheme(): Theme {
  const root = document.documentElement;
  if (root.classList.contains('dark')) return 'dark';
  if (root.classList.contains('light')) return 'light';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Remember the language (cookie `lang` + localStorage `lang`) and reload into it (spec §4). */
export function switchLanguage(lang: Lang): void {
  store('lang', lang);
  writeCookie('lang', lang);
  window.location.reload();
}

/**
 * The inline script in <head>: runs before first paint, so the page never flashes the wrong theme.
 * localStorage wins over the cookie (and renews it); with neither, `prefers-color-scheme` decides.
 * It also restores the `lang` cookie from localStorage if the cookie expired, then reloads once,
 * and marks an ad-free reader (`html.ad-free` while localStorage `patro.adfree` is a future
 * instant, lib/ads/adfree.ts) so ad slots are hidden before first paint and never fetched (ADR 224).
 */
export const PREFS_SCRIPT = `(function(){try{var d=document.documentElement,A=';path=/;max-age=${COOKIE_MAX_AGE};samesite=lax',g=function(n){var m=document.cookie.match(new RegExp('(?:^|; )'+n+'=([^;]*)'));return m?m[1]:null},ok=function(v){return v==='light'||v==='dark'},t=null;try{t=localStorage.getItem('theme')}catch(e){}if(!ok(t))t=g('theme');if(ok(t)){document.cookie='theme='+t+A}else{t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}d.classList.remove('light','dark');d.classList.add(t);var l=null;try{l=localStorage.getItem('lang')}catch(e){}if((l==='np'||l==='en')&&!g('lang')){document.cookie='lang='+l+A;if(g('lang')===l&&l!==d.getAttribute('data-lang'))location.reload()}var a=null;try{a=localStorage.getItem('${AD_FREE_KEY}')}catch(e){}if(+a>Date.now())d.classList.add('${AD_FREE_CLASS}')}catch(e){}})();`;
