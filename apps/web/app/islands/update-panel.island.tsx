import { UpdatePanel } from '../components/Pwa';
import { defineIsland } from './island';

/** Island: the /update page's reload button or up-to-date note (ADR 142, 143). */
export default defineIsland('update-panel', UpdatePanel);
