/**
 * A local stand-in for eSewa ePay v2 (ADR 180), following data-sources §6a: the form POST at
 * `/api/epay/main/v2/form` (every field required, the request signature checked), a payment page
 * where the tester chooses the outcome, the redirect to `success_url?data=<Base64 JSON>` signed
 * over `signed_field_names` exactly as eSewa signs it (or to `failure_url`), and the status API.
 * Never started in production.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ESEWA_REQUEST_SIGNED_FIELDS,
  esewaSignature,
  esewaSignatureMatches,
  esewaSignedMessage,
} from '../gateways/esewa.js';
import { ORDER_ID_PATTERN } from '../gateways/types.js';
import { paisaToRupeesDecimalText, rupeesToPaisa } from '../money.js';
import { ESEWA_TEST_PRODUCT_CODE, ESEWA_TEST_SECRET_KEY } from './credentials.js';
import {
  amountText,
  both,
  choiceForm,
  details,
  escapeHtml,
  page,
  type StandInOptions,
  standInApp,
  TEXT,
  testerPaymentsPage,
} from './page.js';

const NAME = 'eSewa';

/** The form's fields; eSewa refuses the request when any is missing or empty. */
const FORM_FIELDS = [
  'amount',
  'tax_amount',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'product_service_charge',
  'product_delivery_charge',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
] as const;

/** The signed response fields, in eSewa's order (the docs' success payload). */
const RESPONSE_SIGNED_FIELDS =
  'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

/** What the status API reports; `NOT_FOUND` until the payer pays. */
type EsewaStatus = 'COMPLETE' | 'PENDING' | 'FULL_REFUND' | 'PARTIAL_REFUND' | 'CANCELED' | 'NOT_FOUND';

interface EsewaSession {
  id: string;
  transactionUuid: string;
  totalPaisa: number;
  successUrl: string;
  failureUrl: string;
  choice: 'success' | 'pending' | 'cancel' | 'tampered' | null;
  status: EsewaStatus;
  refId: string | null;
}

export interface EsewaStandInOptions extends StandInOptions {
  productCode?: string;
  secretKey?: string;
}

/** eSewa's transaction codes look like "000AWEO": seven capitals and digits. */
function transactionCode(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(7), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** The success payload as eSewa sends it: JSON with string values, signed, then Base64. */
function successData(
  secretKey: string,
  productCode: string,
  session: EsewaSession,
  status: 'COMPLETE' | 'PENDING',
  code: string,
  signingKey = secretKey,
): string {
  const fields: Record<string, string> = {
    transaction_code: code,
    status,
    total_amount: paisaToRupeesDecimalText(session.totalPaisa),
    transaction_uuid: session.transactionUuid,
    product_code: productCode,
    signed_field_names: RESPONSE_SIGNED_FIELDS,
  };
  fields.signature = esewaSignature(signingKey, esewaSignedMessage(fields, RESPONSE_SIGNED_FIELDS));
  return Buffer.from(JSON.stringify(fields), 'utf8').toString('base64');
}

export function buildEsewaStandIn(options: EsewaStandInOptions): FastifyInstance {
  const productCode = options.productCode ?? ESEWA_TEST_PRODUCT_CODE;
  const secretKey = options.secretKey ?? ESEWA_TEST_SECRET_KEY;
  const sessions = new Map<string, EsewaSession>();
  /** The latest session of each transaction_uuid: what the status API answers about. */
  const byUuid = new Map<string, EsewaSession>();
  const app = standInApp(options.logger);

  const refusal = (code: string, message: string) =>
    page(
      NAME,
      TEXT.refused,
      `<p role="alert"><strong>${escapeHtml(code)}</strong>: ${escapeHtml(message)}</p>`,
    );

  app.post('/api/epay/main/v2/form', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const form: Record<string, string> = {};
    for (const field of FORM_FIELDS) {
      const value = body[field];
      if (typeof value !== 'string' || value.trim() === '') {
        return reply
          .code(400)
          .type('text/html')
          .send(refusal('ES101', `${field} is required`));
      }
      form[field] = value;
    }
    let message: string;
    try {
      message = esewaSignedMessage(form, form.signed_field_names as string);
    } catch {
      return reply.code(400).type('text/html').send(refusal('ES104', 'Invalid payload signature'));
    }
    const signedNames = (form.signed_field_names as string).split(',');
    if (
      !ESEWA_REQUEST_SIGNED_FIELDS.split(',').every((name) => signedNames.includes(name)) ||
      !esewaSignatureMatches(secretKey, message, form.signature as string)
    ) {
      return reply.code(400).type('text/html').send(refusal('ES104', 'Invalid payload signature'));
    }
    if (form.product_code !== productCode) {
      return reply.code(400).type('text/html').send(refusal('ES105', 'Invalid product code'));
    }
    if (!ORDER_ID_PATTERN.test(form.transaction_uuid as string)) {
      return reply
        .code(400)
        .type('text/html')
        .send(refusal('ES106', 'transaction_uuid may contain only letters, digits and hyphens'));
    }
    let total: number;
    let parts: number;
    try {
      total = rupeesToPaisa(form.total_amount as string);
      parts = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge']
        .map((name) => rupeesToPaisa(form[name] as string))
        .reduce((sum, paisa) => sum + paisa, 0);
    } catch {
      return reply
        .code(400)
        .type('text/html')
        .send(refusal('ES107', 'Amounts must be rupees such as 100 or 100.50'));
    }
    if (total !== parts || total === 0) {
      return reply
        .code(400)
        .type('text/html')
        .send(
          refusal(
            'ES107',
            'total_amount must equal amount + tax_amount + product_service_charge + product_delivery_charge',
          ),
        );
    }
    const previous = byUuid.get(form.transaction_uuid as string);
    if (previous && previous.status !== 'NOT_FOUND') {
      return reply.code(400).type('text/html').send(refusal('ES108', 'Duplicate transaction_uuid'));
    }
    const session: EsewaSession = {
      id: randomUUID(),
      transactionUuid: form.transaction_uuid as string,
      totalPaisa: total,
      successUrl: form.success_url as string,
      failureUrl: form.failure_url as string,
      choice: null,
      status: 'NOT_FOUND',
      refId: null,
    };
    sessions.set(session.id, session);
    byUuid.set(session.transactionUuid, session);
    return reply.redirect(`/epay/pay/${session.id}`, 303);
  });

  app.get<{ Params: { id: string } }>('/epay/pay/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    reply.type('text/html');
    if (!session) return reply.code(404).send(page(NAME, TEXT.notFound, ''));
    const facts = details([
      [TEXT.merchant, productCode],
      [TEXT.order, session.transactionUuid],
      [TEXT.amount, `${amountText(session.totalPaisa).ne} / ${amountText(session.totalPaisa).en}`],
    ]);
    if (session.choice !== null) {
      return reply
        .code(409)
        .send(page(NAME, TEXT.decided, `${facts}<p>${both(TEXT.status)}: ${session.status}</p>`));
    }
    return page(NAME, TEXT.payment, facts + choiceForm(`/epay/pay/${session.id}`));
  });

  app.post<{ Params: { id: string } }>('/epay/pay/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    const choice = (request.body as Record<string, unknown> | undefined)?.choice;
    if (!session)
      return reply
        .code(404)
        .type('text/html')
        .send(page(NAME, TEXT.notFound, ''));
    if (session.choice !== null) return reply.redirect(`/epay/pay/${session.id}`, 303);
    if (choice === 'cancel') {
      session.choice = 'cancel';
      // eSewa sends the payer to failure_url with no reliable payload; nothing was paid.
      return reply.redirect(session.failureUrl, 303);
    }
    let data: string;
    if (choice === 'success' || choice === 'pending') {
      session.choice = choice;
      session.status = choice === 'success' ? 'COMPLETE' : 'PENDING';
      const code = transactionCode();
      session.refId = choice === 'success' ? code : null;
      data = successData(secretKey, productCode, session, session.status as 'COMPLETE' | 'PENDING', code);
    } else if (choice === 'tampered') {
      // A success payload for a payment eSewa never received, signed without the merchant's secret.
      session.choice = 'tampered';
      data = successData(
        secretKey,
        productCode,
        session,
        'COMPLETE',
        transactionCode(),
        'not the merchant secret',
      );
    } else {
      return reply
        .code(400)
        .type('text/html')
        .send(refusal('ES109', 'choose success, pending, cancel or tampered'));
    }
    // eSewa appends `?data=` with the Base64 text as it is.
    return reply.redirect(
      `${session.successUrl}${session.successUrl.includes('?') ? '&' : '?'}data=${data}`,
      303,
    );
  });

  app.get('/api/epay/transaction/status/', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const { product_code, total_amount, transaction_uuid } = query;
    if (!product_code || !total_amount || !transaction_uuid) {
      return reply
        .code(400)
        .send({ code: 0, error_message: 'product_code, total_amount and transaction_uuid are required' });
    }
    let asked: number | null;
    try {
      asked = rupeesToPaisa(total_amount);
    } catch {
      asked = null;
    }
    const session = byUuid.get(transaction_uuid);
    // A payment is found by product code, uuid and amount together: any other amount finds none.
    const found =
      session && product_code === productCode && asked === session.totalPaisa ? session : undefined;
    const status: EsewaStatus = found?.status ?? 'NOT_FOUND';
    // eSewa writes the amount as a JSON decimal (100.0), which JSON.stringify would print as 100.
    const amount = found ? paisaToRupeesDecimalText(found.totalPaisa) : JSON.stringify(total_amount);
    const refId = found?.refId ? JSON.stringify(found.refId) : 'null';
    return reply
      .type('application/json')
      .send(
        `{"product_code":${JSON.stringify(product_code)},"transaction_uuid":${JSON.stringify(transaction_uuid)},"total_amount":${amount},"status":"${status}","ref_id":${refId}}`,
      );
  });

  // For testers: what eSewa's back office would do later — confirm a pending payment, refund one.
  app.get('/standin/payments', async (_request, reply) => {
    reply.type('text/html');
    return testerPaymentsPage(
      NAME,
      [...byUuid.values()].map((session) => ({
        id: session.transactionUuid,
        label: escapeHtml(session.transactionUuid),
        amountPaisa: session.totalPaisa,
        status: session.status,
      })),
    );
  });

  app.post<{ Params: { uuid: string; action: string } }>(
    '/standin/payments/:uuid/:action',
    async (request, reply) => {
      const session = byUuid.get(request.params.uuid);
      if (!session)
        return reply
          .code(404)
          .type('text/html')
          .send(page(NAME, TEXT.notFound, ''));
      const { action } = request.params;
      if (action === 'complete' && session.status === 'PENDING') {
        session.status = 'COMPLETE';
        session.refId = transactionCode();
      } else if ((action === 'refund' || action === 'partial-refund') && session.status === 'COMPLETE') {
        session.status = action === 'refund' ? 'FULL_REFUND' : 'PARTIAL_REFUND';
      } else {
        return reply
          .code(409)
          .type('text/html')
          .send(page(NAME, TEXT.refused, `<p>${session.status}</p>`));
      }
      return reply.redirect('/standin/payments', 303);
    },
  );

  return app;
}
