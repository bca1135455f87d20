import { SubscribeButton } from '../components/sharing/SubscribeButton';
import { defineIsland } from './island';

/** Island: Subscribe on a published calendar's page (a log-in link until a reader is signed in). */
export default defineIsland('subscribe', SubscribeButton);
