/**
 * The computed janma kundali (ADR 202): a North Indian chart as SVG — the lagna's house at the top
 * centre, houses counted anticlockwise, each with its sign number and its grahas — beside a table
 * of longitudes, nakshatras and padas. Labelled as computer generated.
 */
import { localizeDigits } from '@patro/calendar';
import type { Lang } from '../../i18n/types';

export interface WireKundaliPoint {
  longitude: number;
  sign: number;
  degree: number;
  nakshatra: number;
  pada: number;
}
export interface WireKundali {
  time_known: boolean;
  ut: string;
  ayanamsa: number;
  lagna: WireKundaliPoint | null;
  grahas: ({ graha: string } & WireKundaliPoint)[];
}

const SIGNS = {
  np: ['मेष', 'वृष', 'मिथुन', 'कर्कट', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुम्भ', 'मीन'],
  en: [
    'Aries',
    'Taurus',
    'Gemini',
    'Cancer',
    'Leo',
    'Virgo',
    'Libra',
    'Scorpio',
    'Sagittarius',
    'Capricorn',
    'Aquarius',
    'Pisces',
  ],
};
const NAKSHATRAS = {
  np: [
    'अश्विनी',
    'भरणी',
    'कृत्तिका',
    'रोहिणी',
    'मृगशिरा',
    'आर्द्रा',
    'पुनर्वसु',
    'पुष्य',
    'आश्लेषा',
    'मघा',
    'पूर्वाफाल्गुनी',
    'उत्तराफाल्गुनी',
    'हस्त',
    'चित्रा',
    'स्वाती',
    'विशाखा',
    'अनुराधा',
    'ज्येष्ठा',
    'मूल',
    'पूर्वाषाढा',
    'उत्तराषाढा',
    'श्रवण',
    'धनिष्ठा',
    'शतभिषा',
    'पूर्वाभाद्रपदा',
    'उत्तराभाद्रपदा',
    'रेवती',
  ],
  en: [
    'Ashvini',
    'Bharani',
    'Krittika',
    'Rohini',
    'Mrigashira',
    'Ardra',
    'Punarvasu',
    'Pushya',
    'Ashlesha',
    'Magha',
    'Purva Phalguni',
    'Uttara Phalguni',
    'Hasta',
    'Chitra',
    'Swati',
    'Vishakha',
    'Anuradha',
    'Jyeshtha',
    'Mula',
    'Purva Ashadha',
    'Uttara Ashadha',
    'Shravana',
    'Dhanishtha',
    'Shatabhisha',
    'Purva Bhadrapada',
    'Uttara Bhadrapada',
    'Revati',
  ],
};
const GRAHAS: Record<string, { np: string; en: string; short: { np: string; en: string } }> = {
  sun: { np: 'सूर्य', en: 'Sun', short: { np: 'सू', en: 'Su' } },
  moon: { np: 'चन्द्र', en: 'Moon', short: { np: 'च', en: 'Mo' } },
  mars: { np: 'मङ्गल', en: 'Mars', short: { np: 'मं', en: 'Ma' } },
  mercury: { np: 'बुध', en: 'Mercury', short: { np: 'बु', en: 'Me' } },
  jupiter: { np: 'बृहस्पति', en: 'Jupiter', short: { np: 'बृ', en: 'Ju' } },
  venus: { np: 'शुक्र', en: 'Venus', short: { np: 'शु', en: 'Ve' } },
  saturn: { np: 'शनि', en: 'Saturn', short: { np: 'श', en: 'Sa' } },
  rahu: { np: 'राहु', en: 'Rahu', short: { np: 'रा', en: 'Ra' } },
  ketu: { np: 'केतु', en: 'Ketu', short: { np: 'के', en: 'Ke' } },
};
const TEXT = {
  np: {
    title: 'जन्म कुण्डली (कम्प्युटरले गणना गरेको)',
    note: 'कम्प्युटरले गणना गरेको कुण्डली; ज्योतिषीले फरक ढंगले पढ्न सक्नुहुन्छ। लाहिरी अयनांश।',
    noTime: 'जन्म समय थाहा नभएकाले लग्न गणना गरिएको छैन; ग्रह स्थानीय मध्याह्नका हुन्।',
    lagna: 'लग्न',
    graha: 'ग्रह',
    sign: 'राशि',
    degree: 'अंश',
    nakshatra: 'नक्षत्र',
    pada: 'पाद',
    chart: 'उत्तर भारतीय शैलीको लग्न कुण्डली',
  },
  en: {
    title: 'Birth chart (computer generated)',
    note: 'This is a computer generated kundali; an astrologer may read it differently. Lahiri ayanamsa.',
    noTime: 'Without a time of birth there is no lagna; the grahas are those of local noon.',
    lagna: 'Lagna',
    graha: 'Graha',
    sign: 'Sign',
    degree: 'Degree',
    nakshatra: 'Nakshatra',
    pada: 'Pada',
    chart: 'Lagna chart in the North Indian style',
  },
};

/** Where each house's label sits in a 300×300 North Indian chart (house 1 at the top centre). */
const HOUSE_AT: [number, number][] = [
  [150, 80],
  [75, 35],
  [35, 80],
  [80, 150],
  [35, 220],
  [75, 268],
  [150, 222],
  [225, 268],
  [265, 220],
  [220, 150],
  [265, 80],
  [225, 35],
];

function degrees(value: number, lang: Lang): string {
  const d = Math.floor(value);
  const m = Math.floor((value - d) * 60);
  return localizeDigits(`${d}°${String(m).padStart(2, '0')}′`, lang);
}

export function KundaliChart({ kundali, lang }: { kundali: WireKundali; lang: Lang }) {
  const t = TEXT[lang];
  const first = kundali.lagna?.sign ?? (kundali.grahas.find((g) => g.graha === 'sun')?.sign as number);
  const inHouse = (house: number) => {
    const sign = ((first - 1 + house) % 12) + 1;
    return { sign, grahas: kundali.grahas.filter((g) => g.sign === sign) };
  };
  const rows = [...(kundali.lagna ? [{ graha: 'lagna', ...kundali.lagna }] : []), ...kundali.grahas];
  return (
    <section className="kundali" aria-label={t.title}>
      <h3>{t.title}</h3>
      <p className="muted small">{t.note}</p>
      {!kundali.time_known ? <p className="muted small">{t.noTime}</p> : null}
      <div className="kundali-body">
        <svg viewBox="0 0 300 300" role="img" aria-label={t.chart} className="kundali-chart">
          <rect x="1" y="1" width="298" height="298" fill="none" stroke="currentColor" />
          <path
            d="M1 1 L299 299 M299 1 L1 299 M150 1 L299 150 L150 299 L1 150 Z"
            fill="none"
            stroke="currentColor"
          />
          {HOUSE_AT.map(([x, y], house) => {
            const { sign, grahas } = inHouse(house);
            return (
              <g key={sign}>
                <text x={x} y={y} textAnchor="middle" className="kundali-sign">
                  {localizeDigits(String(sign), lang)}
                </text>
                <text x={x} y={y + 16} textAnchor="middle" className="kundali-grahas">
                  {[
                    ...(house === 0 && kundali.lagna ? [lang === 'np' ? 'ल' : 'La'] : []),
                    ...grahas.map((g) => GRAHAS[g.graha]?.short[lang] ?? g.graha),
                  ].join(' ')}
                </text>
              </g>
            );
          })}
        </svg>
        <table className="kundali-table">
          <thead>
            <tr>
              <th>{t.graha}</th>
              <th>{t.sign}</th>
              <th>{t.degree}</th>
              <th>{t.nakshatra}</th>
              <th>{t.pada}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.graha}>
                <th scope="row">{r.graha === 'lagna' ? t.lagna : (GRAHAS[r.graha]?.[lang] ?? r.graha)}</th>
                <td>{SIGNS[lang][r.sign - 1]}</td>
                <td>{degrees(r.degree, lang)}</td>
                <td>{NAKSHATRAS[lang][r.nakshatra - 1]}</td>
                <td>{localizeDigits(String(r.pada), lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
