import type { WireRadioStation } from '@patro/contracts';
import { newsTranslator } from '../../i18n/news';
import type { Lang } from '../../i18n/types';

/** Badge colours (classes in news.css; the CSP allows no inline styles): one per station, stable. */
const HUES = 6;

function hue(name: string): number {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + (char.codePointAt(0) ?? 0)) % 9973;
  return sum % HUES;
}

/** Words too many station names share to tell them apart. */
const COMMON_WORDS = new Set(['radio', 'fm', 'community', 'रेडियो', 'एफएम', 'सामुदायिक']);

/**
 * The letter a badge shows: the first letter or digit of the name's first distinctive word
 * ("Radio Kantipur" → "K", "रेडियो कान्तिपुर" → "क", "Hits FM" → "H"; "Radio FM" → "R").
 */
export function stationInitial(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const word = words.find((w) => !COMMON_WORDS.has(w.toLowerCase())) ?? words[0] ?? '';
  const match = word.match(/[\p{L}\p{N}]/u);
  return (match?.[0] ?? '?').toLocaleUpperCase();
}

/**
 * A station's logo where the data has one, over a badge with its initial letter. The box has a
 * fixed size, so nothing moves when the logo arrives; a logo that fails to load is hidden
 * (`data-fallback`, lib/broken-images) and the badge shows. Only https logos reach the page: the
 * API refuses others, and the CSP's img-src allows https.
 */
export function StationLogo({
  station,
  lang,
  size = 'small',
}: {
  station: Pick<WireRadioStation, 'name' | 'logo'>;
  lang: Lang;
  size?: 'small' | 'large';
}) {
  const px = size === 'large' ? 64 : 40;
  return (
    <span className={`radio-logo radio-logo--${size} radio-logo--c${hue(station.name)}`}>
      <span aria-hidden="true">{stationInitial(station.name)}</span>
      {station.logo && (
        <img
          src={station.logo}
          alt={newsTranslator(lang)('radio.logo', { name: station.name })}
          width={px}
          height={px}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          data-fallback=""
        />
      )}
    </span>
  );
}
