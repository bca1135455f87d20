import { useRouteLoaderData } from 'react-router';
import { type Lang, type Translate, translator } from '../i18n';
import type { SiteLinks } from './site-links';

export interface MonthLink {
  href: string;
  label: string;
}

export interface TodayView {
  /** ISO BS date, e.g. 2083-08-06 (Latin digits, for links and data attributes). */
  bsIso: string;
  /** ISO AD date. */
  adIso: string;
  bsDay: string;
  bsMonth: string;
  bsYear: string;
  /** Full AD date in the page language, e.g. "22 November 2026" / "२२ नोभेम्बर २०२६". */
  ad: string;
  weekday: string;
  /** Long BS date: "२०८३ मंसिर ७" / "7 Mangsir 2083". */
  bsDate: string;
  /** Long BS date with weekday: "आइतबार, २०८३ मंसिर ७" / "Sunday, 7 Mangsir 2083". */
  bsLong: string;
}

/** What the root loader gives every page. */
export interface RootData {
  lang: Lang;
  publicUrl: string;
  env: { apiUrl: string; blogsUrl: string; siteLinks: SiteLinks };
  today: TodayView;
  footer: { bsYear: string; months: MonthLink[]; copyrightYear: string };
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

export function useLang(): Lang {
  return useRootData()?.lang ?? 'np';
}

export function useT(): Translate {
  return translator(useLang());
}
