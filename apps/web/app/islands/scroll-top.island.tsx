import { ScrollTop } from '../components/Chrome';
import { defineIsland } from './island';

/** Island: the back-to-top button. */
export default defineIsland('scroll-top', ScrollTop, { hydrate: 'idle' });
