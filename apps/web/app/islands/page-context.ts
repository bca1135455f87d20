import { createContext } from 'react';
import type { RootData } from '../lib/root-data';

/**
 * What every island of a page shares: the root loader's data and the page's URL, written once
 * into the HTML (`<script type="application/json" id="patro-page">`) by root.tsx.
 */
export interface IslandPage {
  root: RootData;
  location: { pathname: string; search: string; hash: string };
}

export const PAGE_DATA_ID = 'patro-page';

export const IslandPageContext = createContext<IslandPage | null>(null);

/** JSON safe inside a <script> element (no `</script>` or `<!--` can end it early). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
