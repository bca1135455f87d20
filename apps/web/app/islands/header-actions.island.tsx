import { HeaderActions } from '../components/HeaderActions';
import { defineIsland } from './island';

/** Island: notification bell, theme and language toggles, the account corner (starts the session). */
export default defineIsland('header-actions', HeaderActions);
