import { SubmitOnChange } from '../components/SubmitOnChange';
import { defineIsland } from './island';

/** Island: a filter form that applies itself when a field changes. */
export default defineIsland('submit-on-change', SubmitOnChange);
