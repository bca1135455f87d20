import { localizeDigits } from '@patro/calendar';
import { useLang } from '../../lib/root-data';
import { ColourDot } from './ColourDot';
import { colourName } from './colour-names';
import { useEventsT } from './use-events-t';

/**
 * One of the palette's colours as a radio group of swatches (native radios: arrow keys move,
 * the checked one is announced by its name, e.g. "Teal, 9 of 24").
 */
export function ColourPicker({
  name,
  palette,
  value,
  onChange,
}: {
  name: string;
  palette: readonly string[];
  value: string;
  onChange: (colour: string) => void;
}) {
  const te = useEventsT();
  const lang = useLang();
  return (
    <fieldset className="colour-picker">
      <legend>{te('mycal.colour')}</legend>
      <div className="swatches">
        {palette.map((colour, i) => (
          <label key={colour} className="swatch" title={colourName(colour, lang) ?? colour}>
            <input
              type="radio"
              name={name}
              value={colour}
              checked={value.toLowerCase() === colour.toLowerCase()}
              onChange={() => onChange(colour)}
            />
            <ColourDot colour={colour} size={28} className="swatch-dot" />
            <span className="visually-hidden">
              {colourName(colour, lang) ?? te('mycal.colourN', { n: localizeDigits(i + 1, lang) })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
