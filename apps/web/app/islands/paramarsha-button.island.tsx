import { ParamarshaButton } from '../components/paramarsha/ParamarshaButton';
import { defineIsland } from './island';

/** Island: the floating paramarsha button (spec §9, issue 26). */
export default defineIsland('paramarsha-button', ParamarshaButton, { hydrate: 'idle' });
