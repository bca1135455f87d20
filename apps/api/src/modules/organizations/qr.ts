/**
 * The QR code of a public calendar's link, for a notice board (ADR 114): the `qrcode` library
 * makes the matrix; we draw it as one SVG path with the organisation's and calendar's names
 * beneath, and resvg renders the same SVG to PNG (system Noto fonts, so Devanagari names show).
 */
import { Resvg } from '@resvg/resvg-js';
import QRCode from 'qrcode';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Shortens a line to `max` characters with an ellipsis, so a long name never runs off the card. */
function fit(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

export interface QrCard {
  svg: string;
  png: Buffer;
}

const DEVANAGARI = /[\u0900-\u097f]/;

/**
 * A card: the QR code of `url` (error correction M, 4-module quiet zone) above two lines of names.
 * resvg (2.6) misorders Devanagari vowel signs and drops word spaces, so the PNG leaves out a
 * Devanagari line (the web page draws its PNG from the SVG, which browsers shape correctly; ADR 114).
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
  const height = side + 96;
  const font = "'Noto Sans','Noto Sans Devanagari','DejaVu Sans',sans-serif";
  const line = (text: string, y: number, attributes: string) =>
    `<text x="${side / 2}" y="${y}" text-anchor="middle" font-family="${font}" ${attributes}>${escapeXml(text)}</text>`;
  const lines = [
    {
      text: fit(organizationName, 36),
      y: side + 28,
      attributes: 'font-size="26" font-weight="700" fill="#000"',
    },
    { text: fit(calendarName, 44), y: side + 64, attributes: 'font-size="20" fill="#333"' },
  ];
  const card = (withLines: typeof lines) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${height}" viewBox="0 0 ${side} ${height}">` +
    `<title>${escapeXml(`${organizationName} — ${calendarName}`)}</title>` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<path d="${path}" fill="#000"/>` +
    withLines.map((l) => line(l.text, l.y, l.attributes)).join('') +
    `</svg>`;
  const png = new Resvg(card(lines.filter((l) => !DEVANAGARI.test(l.text))), {
    background: '#ffffff',
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: true, defaultFontFamily: 'Noto Sans' },
  })
    .render()
    .asPng();
  return { svg: card(lines), png };
}
