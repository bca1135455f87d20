import { MoreMenu } from '../components/Header';
import { defineIsland } from './island';

/** Island: the header's More menu (disclosure: Escape, click outside, arrow keys). */
export default defineIsland('more-menu', MoreMenu);
