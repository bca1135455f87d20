import { OfflinePages } from '../components/Pwa';
import { defineIsland } from './island';

/** Island: the offline page's list of pages kept on this device (ADR 142, 143). */
export default defineIsland('offline-pages', OfflinePages);
