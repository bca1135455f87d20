import { AppStatus } from '../components/AppStatus';
import { defineIsland } from './island';

/** Island: the offline banner and the update notice under the header (and the service worker's registration) (ADR 142, 143). */
export default defineIsland('app-status', AppStatus);
