/**
 * /form (spec §2; ADR 190): the feedback form inside the apps' webviews — the same page as
 * /feedback, without the site's top bar, header, footer and mobile menu.
 */
import { publicPage } from '../islands/island';

export { action, default, links, loader, meta } from './support-form';

export const handle = { ...publicPage, cacheControl: 'private, no-store', hideChrome: true };
