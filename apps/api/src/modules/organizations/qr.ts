/**
 * The QR code of a public calendar's link, for a notice board (ADR 114, 116): the `qrcode` library
 * makes the matrix; we draw it as one SVG path with the organisation's and calendar's names
 * beneath. The names are shaped by HarfBuzz (conjuncts, vowel signs and reph in their places) with
 * the Noto fonts shipped in `data/fonts` and drawn as outlines, so the SVG and the PNG that resvg
 * renders from it look the same everywhere, with no system font.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { Blob, Face, Font, Buffer as ShapingBuffer, shape } from 'harfbuzzjs';
import QRCode from 'qrcode';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Shortens a line to `max` characters with an ellipsis, so a long name never becomes unreadably small. */
function fit(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

interface LoadedFont {
  font: Font;
  upem: number;
}

const fontFolder = fileURLToPath(new URL('../../../data/fonts/', import.meta.url));
let fonts: { devanagari: LoadedFont; latin: LoadedFont } | undefined;

function loadFont(file: string): LoadedFont {
  const face = new Face(new Blob(readFileSync(`${fontFolder}${file}`)));
  return { font: new Font(face), upem: face.upem };
}

/** The two faces, read once: Noto Sans Devanagari has no Latin letters, Noto Sans no Devanagari. */
function loadedFonts() {
  fonts ??= {
    devanagari: loadFont('NotoSansDevanagari-Regular.ttf'),
    latin: loadFont('NotoSans-Regular.ttf'),
  };
  return fonts;
}

/** Devanagari letters and signs (and the joiners inside conjuncts) go to the Devanagari face. */
const DEVANAGARI = /[\u0900-\u097f\ua8e0-\ua8ff\u1cd0-\u1cff\u200c\u200d]/u;

/** Splits a line into runs of one face: Devanagari, or everything else (with the other face as fallback). */
function runs(text: string): { text: string; face: LoadedFont }[] {
  const { devanagari, latin } = loadedFonts();
  const out: { text: string; face: LoadedFont }[] = [];
  for (const char of text) {
    const codepoint = char.codePointAt(0)!;
    const face =
      DEVANAGARI.test(char) || latin.font.nominalGlyph(codepoint) === undefined ? devanagari : latin;
    const last = out[out.length - 1];
    if (last?.face === face) last.text += char;
    else out.push({ text: char, face });
  }
  return out;
}

/**
 * One line of text as SVG outlines, centred on `centreX` with its baseline at `baseline`, at
 * `size` px or smaller so that it fits `maxWidth`. `bold` thickens the outlines with a stroke.
 */
function shapedLine(
  text: string,
  {
    centreX,
    baseline,
    size,
    maxWidth,
    fill,
    bold,
  }: {
    centreX: number;
    baseline: number;
    size: number;
    maxWidth: number;
    fill: string;
    bold: boolean;
  },
): string {
  const glyphs: { path: string; x: number; y: number; scale: number }[] = [];
  let pen = 0; // in px at `size`
  for (const run of runs(text)) {
    const buffer = new ShapingBuffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    shape(run.face.font, buffer);
    const scale = size / run.face.upem;
    for (const glyph of buffer.getGlyphInfosAndPositions()) {
      const path = run.face.font.glyphToPath(glyph.codepoint);
      if (path) {
        glyphs.push({
          path,
          x: pen + (glyph.xOffset ?? 0) * scale,
          y: -(glyph.yOffset ?? 0) * scale,
          scale,
        });
      }
      pen += (glyph.xAdvance ?? 0) * scale;
    }
  }
  const shrink = pen > maxWidth ? maxWidth / pen : 1;
  const left = centreX - (pen * shrink) / 2;
  const stroke = bold
    ? ` stroke="${fill}" stroke-width="${(size * 0.035).toFixed(2)}" stroke-linejoin="round"`
    : '';
  const body = glyphs
    .map(
      (g) =>
        `<path transform="translate(${(g.x).toFixed(2)} ${g.y.toFixed(2)}) scale(${g.scale.toFixed(5)} ${(-g.scale).toFixed(5)})" d="${g.path}"/>`,
    )
    .join('');
  // Outlines are in font units with y up; the group places the line and shrinks it to fit.
  return `<g transform="translate(${left.toFixed(2)} ${baseline}) scale(${shrink.toFixed(4)})" fill="${fill}"${stroke}>${body}</g>`;
}

export interface QrCard {
  svg: string;
  png: Buffer;
}

/**
 * A card: the QR code of `url` (error correction M, 4-module quiet zone) above two lines of names,
 * as an SVG, and a PNG of it at twice the size for printing.
 */
export function qrCard(url: string, organizationName: string, calendarName: string): QrCard {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 4;
  const cell = 8;
  const side = (size + quiet * 2) * cell;
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (qr.modules.get(y, x))
        path += `M${(x + quiet) * cell} ${(y + quiet) * cell}h${cell}v${cell}h-${cell}z`;
    }
  }
  const height = side + 100;
  const line = { centreX: side / 2, maxWidth: side - 2 * quiet * cell };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${height}" viewBox="0 0 ${side} ${height}" role="img" aria-label="${escapeXml(`${organizationName} — ${calendarName}`)}">` +
    `<title>${escapeXml(`${organizationName} — ${calendarName}`)}</title>` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<path d="${path}" fill="#000"/>` +
    shapedLine(fit(organizationName, 44), {
      ...line,
      baseline: side + 30,
      size: 26,
      fill: '#000',
      bold: true,
    }) +
    shapedLine(fit(calendarName, 52), { ...line, baseline: side + 70, size: 20, fill: '#333', bold: false }) +
    `</svg>`;
  const png = new Resvg(svg, {
    background: '#ffffff',
    fitTo: { mode: 'zoom', value: 2 },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return { svg, png };
}
