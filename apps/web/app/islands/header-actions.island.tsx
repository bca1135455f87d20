import { HeaderActions } from '../components/Header';
import { defineIsland } from './island';

/** Island: notification bell, theme and language toggles, the account corner (starts the session). */
export default defineIsland('header-actions', HeaderActions);
