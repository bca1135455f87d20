/**
 * Patro's own promotions (issue 25; ADR 222): the house ads that fill an ad slot when no campaign
 * runs, and the premium creatives of the subscribers' slots. Each is one image per box size with
 * its text in Nepali and English, written by `houseAdSvg` into `apps/web/public/house-ads/`
 * (`npm run house-ads -w @patro/api`); the seed and the files read this one list. No advertiser,
 * price or figure is invented: they point at Patro's own pages.
 */

export interface HousePromotion {
  key: 'ad-free' | 'paramarsha' | 'bluebook' | 'quiz';
  /** The web page a click opens. */
  target: string;
  title: { np: string; en: string };
  action: { np: string; en: string };
  colours: { background: string; text: string; accent: string; accentText: string };
}

export const HOUSE_PROMOTIONS: readonly HousePromotion[] = [
  {
    key: 'ad-free',
    target: '/subscription',
    title: { np: 'विज्ञापनबिनाको पात्रो', en: 'Patro without ads' },
    action: { np: 'सदस्यता लिनुहोस्', en: 'Subscribe' },
    colours: { background: '#b3261e', text: '#ffffff', accent: '#ffd166', accentText: '#2b0b08' },
  },
  {
    key: 'paramarsha',
    target: '/paramarsha',
    title: { np: 'ज्योतिषीसँग परामर्श', en: 'Ask an astrologer' },
    action: { np: 'प्रश्न सोध्नुहोस्', en: 'Ask now' },
    colours: { background: '#faf7f2', text: '#1d1917', accent: '#b3261e', accentText: '#ffffff' },
  },
  {
    key: 'bluebook',
    target: '/services/bluebook',
    title: { np: 'ब्लुबुक नवीकरणको हिसाब', en: 'Bluebook renewal estimate' },
    action: { np: 'हिसाब गर्नुहोस्', en: 'Estimate' },
    colours: { background: '#f3ede4', text: '#1d1917', accent: '#8f1d17', accentText: '#ffffff' },
  },
  {
    key: 'quiz',
    target: '/quiz',
    title: { np: 'आजको प्रश्नोत्तरी', en: 'Today’s quiz' },
    action: { np: 'खेल्नुहोस्', en: 'Play' },
    colours: { background: '#8a1c16', text: '#fbe9e7', accent: '#ffd166', accentText: '#2b0b08' },
  },
];

/** The box sizes of the seeded slots (IAB standard units, ADR 222). */
export const HOUSE_SIZES = [
  { width: 728, height: 90 },
  { width: 320, height: 100 },
  { width: 300, height: 250 },
  { width: 320, height: 50 },
] as const;

export const houseAdPath = (key: string, width: number, height: number) =>
  `/house-ads/${key}-${width}x${height}.svg`;

const FONT =
  "'Noto Sans Devanagari', 'Mukta', 'Nirmala UI', 'Kohinoor Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One house ad as an SVG of exactly `width` × `height`: the Nepali title, the English line, a button. */
export function houseAdSvg(promotion: HousePromotion, width: number, height: number): string {
  const { colours: c, title, action } = promotion;
  const label = `${title.np} — ${title.en}`;
  let body: string;
  if (height >= 200) {
    // 300 × 250: stacked and centred.
    const cx = width / 2;
    body =
      `<text x="${cx}" y="92" text-anchor="middle" font-size="25" font-weight="700" fill="${c.text}">${xml(title.np)}</text>` +
      `<text x="${cx}" y="124" text-anchor="middle" font-size="16" fill="${c.text}" opacity="0.85">${xml(title.en)}</text>` +
      `<rect x="${cx - 125}" y="160" width="250" height="44" rx="22" fill="${c.accent}"/>` +
      `<text x="${cx}" y="188" text-anchor="middle" font-size="15" font-weight="700" fill="${c.accentText}">${xml(action.np)} · ${xml(action.en)}</text>`;
  } else {
    const big = height >= 90;
    const titleSize = width >= 700 ? 26 : big ? 17 : 15;
    const lineSize = width >= 700 ? 16 : big ? 13 : 11;
    const buttonWidth = width >= 700 ? 280 : big ? 96 : 86;
    const buttonHeight = width >= 700 ? 42 : big ? 32 : 28;
    const pad = width >= 700 ? 28 : 14;
    const titleY = big ? height / 2 - 4 : 22;
    const lineY = big ? height / 2 + lineSize + 6 : 40;
    const bx = width - pad - buttonWidth;
    const by = (height - buttonHeight) / 2;
    const buttonText = width >= 700 ? `${action.np} · ${action.en}` : action.en;
    body =
      `<text x="${pad}" y="${titleY}" font-size="${titleSize}" font-weight="700" fill="${c.text}">${xml(title.np)}</text>` +
      `<text x="${pad}" y="${lineY}" font-size="${lineSize}" fill="${c.text}" opacity="0.85">${xml(title.en)}</text>` +
      `<rect x="${bx}" y="${by}" width="${buttonWidth}" height="${buttonHeight}" rx="${buttonHeight / 2}" fill="${c.accent}"/>` +
      `<text x="${bx + buttonWidth / 2}" y="${by + buttonHeight / 2 + lineSize / 2 - 1}" text-anchor="middle" font-size="${lineSize + 1}" font-weight="700" fill="${c.accentText}">${xml(buttonText)}</text>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${xml(label)}">` +
    `<title>${xml(label)}</title>` +
    `<rect width="${width}" height="${height}" fill="${c.background}"/>` +
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" fill="none" stroke="${c.accent}" stroke-opacity="0.5"/>` +
    `<g font-family="${FONT}">${body}</g>` +
    `</svg>\n`
  );
}
