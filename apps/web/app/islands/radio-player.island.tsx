import { RadioPlayer } from '../components/radio/RadioPlayer';
import { defineIsland } from './island';

/** Island: the radio player, which keeps playing while the reader moves between radio pages. */
export default defineIsland('radio-player', RadioPlayer);
