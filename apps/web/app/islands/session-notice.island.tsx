import { SessionNotice } from '../components/UserMenu';
import { defineIsland } from './island';

/** Island: the session's one-line notices under the header. */
export default defineIsland('session-notice', SessionNotice, { hydrate: 'idle' });
