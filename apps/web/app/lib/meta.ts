import type { MetaDescriptor } from 'react-router';
import { type Lang, translator } from '../i18n';
import type { RootData } from './root-data';

export const SHARE_IMAGE = '/og-image.png';
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

interface MetaInput {
  /** Meta args' matches; the root match carries publicUrl and lang. */
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  location: { pathname: string };
  title: string;
  description: string;
  keywords?: string;
  /** Absolute or site-relative share image; defaults to the Patro share image. */
  image?: string;
  /** Pages that must not be indexed (not-found, errors). */
  noindex?: boolean;
  /** Favicon (SVG); calendar pages show today's BS day (spec §9), others the default icon. */
  icon?: string;
}

export const DEFAULT_ICON = '/favicon.svg';

export function rootDataFrom(matches: MetaInput['matches']): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
}

/**
 * Per-path metadata: title, description, keywords, canonical URL, Open Graph and Twitter cards.
 * Route `meta` functions call this so crawlers get everything in the server HTML.
 */
export function pageMeta(input: MetaInput): MetaDescriptor[] {
  const root = rootDataFrom(input.matches);
  const lang: Lang = root?.lang ?? 'np';
  const t = translator(lang);
  const base = root?.publicUrl ?? '';
  const canonical = `${base}${input.location.pathname === '/' ? '/' : input.location.pathname.replace(/\/+$/, '')}`;
  const image = input.image ?? SHARE_IMAGE;
  const imageUrl = /^https?:/.test(image) ? image : `${base}${image}`;
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { name: 'keywords', content: input.keywords ?? t('meta.keywords') },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: t('site.name') },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(SHARE_IMAGE_WIDTH) },
    { property: 'og:image:height', content: String(SHARE_IMAGE_HEIGHT) },
    { property: 'og:image:alt', content: t('site.tagline') },
    { property: 'og:locale', content: lang === 'np' ? 'ne_NP' : 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: imageUrl },
  ];
  tags.push({ tagName: 'link', rel: 'icon', type: 'image/svg+xml', href: input.icon ?? DEFAULT_ICON });
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  else tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  return tags;
}
