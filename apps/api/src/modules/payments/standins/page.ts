/**
 * The stand-ins' pages: plain server HTML, Nepali first and English beside it, every action a
 * real button in a real form (keyboard and screen reader work without script), and a banner that
 * says no money moves.
 */
import { groupIndian, toDevanagariDigits } from '@patro/calendar';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { withRedaction } from '../../../http/logging.js';

/** A text in both languages. */
export interface Bilingual {
  ne: string;
  en: string;
}

export const TEXT = {
  banner: {
    ne: 'स्थानीय परीक्षण गेटवे — यहाँ कुनै पैसा सर्दैन',
    en: 'Local test gateway — no money moves',
  },
  payment: { ne: 'परीक्षण भुक्तानी', en: 'Test payment' },
  order: { ne: 'अर्डर', en: 'Order' },
  merchant: { ne: 'व्यापारी कोड', en: 'Merchant code' },
  product: { ne: 'सामान', en: 'Product' },
  amount: { ne: 'रकम', en: 'Amount' },
  choose: { ne: 'यो भुक्तानीको नतिजा छान्नुहोस्', en: 'Choose the outcome of this payment' },
  success: { ne: 'भुक्तानी सफल', en: 'Pay (success)' },
  cancel: { ne: 'रद्द गर्नुहोस्', en: 'Cancel' },
  pending: { ne: 'पेन्डिङ — पछि पुष्टि हुने', en: 'Pending — confirmed later' },
  tampered: { ne: 'छेडछाड गरिएको जवाफ', en: 'Tampered response' },
  tamperedHelp: {
    ne: 'सफल भनिएको तर गेटवेमा भुक्तानी नभएको जवाफ पठाउँछ',
    en: 'Sends back a success answer for a payment the gateway never received',
  },
  decided: { ne: 'यो भुक्तानी पहिले नै टुङ्गिएको छ', en: 'This payment has already been decided' },
  expired: { ne: 'यो भुक्तानी लिङ्कको म्याद सकियो', en: 'This payment link has expired' },
  notFound: { ne: 'भुक्तानी भेटिएन', en: 'Payment not found' },
  refused: { ne: 'अनुरोध अस्वीकार गरियो', en: 'Request refused' },
  payments: { ne: 'परीक्षकका लागि: भुक्तानीहरू', en: 'For testers: payments' },
  status: { ne: 'अवस्था', en: 'Status' },
  complete: { ne: 'पूरा गर्नुहोस्', en: 'Complete' },
  refund: { ne: 'पूरै फिर्ता', en: 'Full refund' },
  partialRefund: { ne: 'आंशिक फिर्ता', en: 'Partial refund' },
  none: { ne: 'अहिलेसम्म कुनै भुक्तानी छैन', en: 'No payments yet' },
} satisfies Record<string, Bilingual>;

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Both languages of a text: Nepali, then English, each marked with its language. */
export function both(text: Bilingual): string {
  return `<span lang="ne">${escapeHtml(text.ne)}</span> <span class="en" lang="en">/ ${escapeHtml(text.en)}</span>`;
}

/** "रु. १,२३४.५०" and "Rs 1,234.50", from whole paisa without floating point. */
export function amountText(paisa: number): Bilingual {
  const rupees = groupIndian(String((paisa - (paisa % 100)) / 100));
  const latin = `${rupees}.${String(paisa % 100).padStart(2, '0')}`;
  return { ne: `रु. ${toDevanagariDigits(latin)}`, en: `Rs ${latin}` };
}

/** Label/value rows. */
export function details(rows: [Bilingual, string][]): string {
  return `<dl>${rows.map(([label, value]) => `<dt>${both(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

/** The outcome buttons of a payment page, in one form that POSTs to `action`. */
export function choiceForm(action: string): string {
  const button = (value: string, text: Bilingual, help?: Bilingual) =>
    `<button type="submit" name="choice" value="${value}"${value === 'success' ? ' autofocus' : ''}>${both(text)}</button>` +
    (help ? `<p class="help">${both(help)}</p>` : '');
  return `<form method="post" action="${escapeHtml(action)}"><fieldset><legend>${both(TEXT.choose)}</legend>${button('success', TEXT.success)}${button('pending', TEXT.pending)}${button('cancel', TEXT.cancel)}${button('tampered', TEXT.tampered, TEXT.tamperedHelp)}</fieldset></form>`;
}

/** A whole page. */
/** One payment on the testers' page: its id in the stand-in's URLs, how it is named, amount and status. */
export interface TesterPayment {
  id: string;
  /** HTML, already escaped. */
  label: string;
  amountPaisa: number;
  status: string;
}

/**
 * The testers' page of a stand-in (`/standin/payments`): every payment with the buttons that do
 * what the gateway's back office would do later — complete a pending one, refund one.
 */
export function testerPaymentsPage(gatewayName: string, payments: TesterPayment[]): string {
  const rows = payments
    .map((payment) => {
      const action = (name: string, text: Bilingual) =>
        `<form method="post" action="/standin/payments/${encodeURIComponent(payment.id)}/${name}"><button type="submit">${both(text)}</button></form>`;
      return `<tr><td>${payment.label}</td><td>${escapeHtml(amountText(payment.amountPaisa).en)}</td><td>${escapeHtml(payment.status)}</td><td>${action('complete', TEXT.complete)}${action('refund', TEXT.refund)}${action('partial-refund', TEXT.partialRefund)}</td></tr>`;
    })
    .join('');
  return page(
    gatewayName,
    TEXT.payments,
    rows
      ? `<table><thead><tr><th>${both(TEXT.order)}</th><th>${both(TEXT.amount)}</th><th>${both(TEXT.status)}</th><th></th></tr></thead><tbody>${rows}</tbody></table>`
      : `<p>${both(TEXT.none)}</p>`,
  );
}

export function page(gatewayName: string, title: Bilingual, body: string): string {
  return `<!doctype html>
<html lang="ne">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title.ne} / ${title.en} — ${gatewayName}`)}</title>
<style>
h1{font-size:1.4rem;line-height:1.6}
body{font-family:system-ui,"Noto Sans Devanagari",sans-serif;line-height:1.6;max-width:40rem;margin:0 auto;padding:1rem;color:#1a1a1a}
.banner{background:#fff3cd;border:2px solid #8a6d00;padding:.75rem 1rem;font-weight:700}
.en{color:#444}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
fieldset{border:1px solid #999;padding:1rem}legend{padding:0 .25rem}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font:inherit;line-height:1.8;cursor:pointer}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.help{margin:-.25rem 0 .75rem;font-size:.9rem}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
td form{display:inline}td button{display:inline;width:auto;margin:.1rem;padding:.25rem .5rem}
</style>
</head>
<body>
<p class="banner" role="note">${both(TEXT.banner)}</p>
<main>
<h1>${escapeHtml(gatewayName)}: ${both(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/** Options every stand-in takes. */
export interface StandInOptions {
  /** The address browsers use to reach it, e.g. `http://localhost:4010` (no trailing slash). */
  publicUrl: string;
  /** The clock (epoch ms); tests move it to expire a link. */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
}

/** A Fastify app with form bodies parsed and the API's log redaction. */
export function standInApp(logger: FastifyServerOptions['logger']): FastifyInstance {
  const app = Fastify({ logger: withRedaction(logger ?? false) });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(text as string)));
    },
  );
  return app;
}

/** `url` with `query` appended (after its own query, if it has one), names and order kept. */
export function withQuery(url: string, query: [string, string][]): string {
  const text = query.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${text}`;
}
