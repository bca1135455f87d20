import { MonthIsland } from '../components/calendar/MonthIsland';
import { defineIsland } from './island';

/** Island: a month grid with its open day dialog and the reader's personal layer. */
export default defineIsland('month', MonthIsland);
