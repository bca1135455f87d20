import { ConverterForm } from '../components/ConverterForm';
import { defineIsland } from './island';

/** Island: the date converter's form (its selects follow the chosen calendar). */
export default defineIsland('converter-form', ConverterForm);
