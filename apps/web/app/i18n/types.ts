/** A static page (about, disclaimer, privacy policy, terms) in one language. */
export interface PageDocument {
  title: string;
  description: string;
  /**
   * Body in a tiny markup: blocks separated by a blank line; a block starting with `## ` is a
   * heading, a block whose lines start with `- ` is a list, anything else is a paragraph.
   */
  body: string;
}

export type PageId = 'about' | 'disclaimer' | 'policies' | 'terms' | 'deletion' | 'facebookDeletion';
export type Pages = Record<PageId, PageDocument>;
export type Lang = 'np' | 'en';
export const LANGS: readonly Lang[] = ['np', 'en'];
