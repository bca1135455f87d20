import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from '../src/config.js';
import {
  claimDisagreement,
  createPaymentGateways,
  esewaSignature,
  esewaSignedMessage,
  type GatewayFetch,
  type PaymentGateway,
  PaymentGatewayError,
  StandInInProductionError,
  type StartedPayment,
} from '../src/modules/payments/gateways/index.js';
import { paisaToRupeesDecimalText, paisaToRupeesText, rupeesToPaisa } from '../src/modules/payments/money.js';
import {
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET_KEY,
  KHALTI_STANDIN_SECRET_KEY,
} from '../src/modules/payments/standins/credentials.js';
import {
  buildEsewaStandIn,
  buildKhaltiStandIn,
  startPaymentStandIns,
} from '../src/modules/payments/standins/index.js';

// This file's ports (the payments helper's range, 4500–4509).
const ESEWA_PORT = 4501;
const KHALTI_PORT = 4502;
const SILENT_PORT = 4503;
const CONFIG_ESEWA_PORT = 4504;
const CONFIG_KHALTI_PORT = 4505;

const esewaUrl = `http://127.0.0.1:${ESEWA_PORT}`;
const khaltiUrl = `http://127.0.0.1:${KHALTI_PORT}`;
const RETURN_URL = 'https://patro.test/payments/return';
const FAILURE_URL = 'https://patro.test/payments/failure?order=';

/** The docs' decoded success payload (data-sources §6a). */
const DOCS_SUCCESS_PAYLOAD = {
  transaction_code: '000AWEO',
  status: 'COMPLETE',
  total_amount: '1000.0',
  transaction_uuid: '250610-162413',
  product_code: 'EPAYTEST',
  signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
  signature: '62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=',
};

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** A query string read the way Fastify reads one (an unencoded "+" becomes a space). */
function queryOf(location: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URL(location).search));
}

function esewaOnly(fetchFn?: GatewayFetch, timeoutMs?: number): PaymentGateway {
  return createPaymentGateways(
    {
      esewa: {
        productCode: ESEWA_TEST_PRODUCT_CODE,
        secretKey: ESEWA_TEST_SECRET_KEY,
        formUrl: `${esewaUrl}/api/epay/main/v2/form`,
        statusUrl: `${esewaUrl}/api/epay/transaction/status/`,
        standIn: true,
      },
      khalti: undefined,
    },
    { production: false, ...(fetchFn ? { fetch: fetchFn } : {}), ...(timeoutMs ? { timeoutMs } : {}) },
  ).esewa as PaymentGateway;
}

function khaltiOnly(secretKey = KHALTI_STANDIN_SECRET_KEY, fetchFn?: GatewayFetch): PaymentGateway {
  return createPaymentGateways(
    {
      esewa: undefined,
      khalti: { apiUrl: `${khaltiUrl}/api/v2`, secretKey, websiteUrl: 'https://patro.test', standIn: true },
    },
    { production: false, ...(fetchFn ? { fetch: fetchFn } : {}) },
  ).khalti as PaymentGateway;
}

/** Expects `promise` (or `run`) to fail with a gateway error of `code`. */
async function expectGatewayError(run: () => unknown, code: string): Promise<PaymentGatewayError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect((error as PaymentGatewayError).code).toBe(code);
    return error as PaymentGatewayError;
  }
  throw new Error(`expected a ${code} error`);
}

let orderNumber = 0;
const newOrderId = () => `ord-${process.pid}-${++orderNumber}`;

describe('eSewa signatures: the verified vectors of data-sources §6a', () => {
  it('signs the docs HTML form sample to i94zsd3o…', () => {
    const message = 'total_amount=110,transaction_uuid=241028,product_code=EPAYTEST';
    expect(
      esewaSignedMessage(
        { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' },
        'total_amount,transaction_uuid,product_code',
      ),
    ).toBe(message);
    expect(esewaSignature(ESEWA_TEST_SECRET_KEY, message)).toBe(
      'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    );
  });

  it('signs the prose example to 5DZywcr… (the docs print 4Ov7…, which does not reproduce)', () => {
    const signature = esewaSignature(
      ESEWA_TEST_SECRET_KEY,
      'total_amount=100,transaction_uuid=11-201-13,product_code=EPAYTEST',
    );
    expect(signature).toBe('5DZywcrTKD0gia/rsSMcrRHmJl+4Tbol6S+lWgdJ94E=');
    expect(signature).not.toBe('4Ov7pCI1zIOdwtV2BRMUNjz1upIlT/COTxfLhWvVurE=');
  });

  it('reproduces the docs success payload signature 62Gc…, signed_field_names included', () => {
    expect(
      esewaSignature(
        ESEWA_TEST_SECRET_KEY,
        esewaSignedMessage(DOCS_SUCCESS_PAYLOAD, DOCS_SUCCESS_PAYLOAD.signed_field_names),
      ),
    ).toBe(DOCS_SUCCESS_PAYLOAD.signature);
  });

  it('builds the form of the 241028 sample with its signature, for Rs 110 in paisa', async () => {
    const started = await esewaOnly().initiate({
      orderId: '241028',
      amountPaisa: 11000,
      productName: 'Annual ad-free',
      returnUrl: RETURN_URL,
      failureUrl: FAILURE_URL,
    });
    expect(started.browser).toEqual({
      kind: 'form-post',
      action: `${esewaUrl}/api/epay/main/v2/form`,
      fields: {
        amount: '110',
        tax_amount: '0',
        total_amount: '110',
        transaction_uuid: '241028',
        product_code: 'EPAYTEST',
        product_service_charge: '0',
        product_delivery_charge: '0',
        success_url: RETURN_URL,
        failure_url: FAILURE_URL,
        signed_field_names: 'total_amount,transaction_uuid,product_code',
        signature: 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
      },
    });
  });

  it('reads the docs success payload into a claim for Rs 1000.0 = 100000 paisa', () => {
    expect(esewaOnly().readReturn({ data: base64Json(DOCS_SUCCESS_PAYLOAD) })).toEqual({
      gateway: 'esewa',
      orderId: '250610-162413',
      gatewayPaymentId: null,
      status: 'completed',
      amountPaisa: 100000,
      gatewayReference: '000AWEO',
    });
  });

  it('reads a payload whose Base64 "+" arrived as a space, as an unencoded query gives it', () => {
    // ASCII JSON never has a "+" in its Base64, but a payload with any other text can: the first of
    // the docs payload's siblings (another transaction_uuid, signed alike, an unsigned Nepali note)
    // that has one. eSewa appends the Base64 as it is, and a query parser reads "+" as a space.
    let data = '';
    let uuid = '';
    for (let n = 0; n < 1000 && !data.includes('+'); n++) {
      uuid = `250610-${n}`;
      const fields: Record<string, string> = {
        ...DOCS_SUCCESS_PAYLOAD,
        transaction_uuid: uuid,
        note: 'भुक्तानी',
      };
      fields.signature = esewaSignature(
        ESEWA_TEST_SECRET_KEY,
        esewaSignedMessage(fields, fields.signed_field_names as string),
      );
      data = base64Json(fields);
    }
    expect(data).toContain('+');
    const query = queryOf(`${RETURN_URL}?data=${data}`);
    expect(query.data).toContain(' ');
    expect(esewaOnly().readReturn(query)).toMatchObject({ orderId: uuid, amountPaisa: 100000 });
  });

  it('refuses the docs payload with any signed value changed, or without its signature over the status', async () => {
    const gateway = esewaOnly();
    for (const change of [
      { total_amount: '10.0' },
      { status: 'COMPLETE ' },
      { transaction_uuid: '250610-162414' },
    ]) {
      await expectGatewayError(
        () => gateway.readReturn({ data: base64Json({ ...DOCS_SUCCESS_PAYLOAD, ...change }) }),
        'return_signature_invalid',
      );
    }
    await expectGatewayError(
      () =>
        gateway.readReturn({
          data: base64Json({
            ...DOCS_SUCCESS_PAYLOAD,
            signed_field_names: 'total_amount,transaction_uuid,product_code',
          }),
        }),
      'return_malformed',
    );
    await expectGatewayError(() => gateway.readReturn({ data: 'not base64!' }), 'return_malformed');
    await expectGatewayError(() => gateway.readReturn({ data: ['a', 'b'] }), 'return_malformed');
  });
});

describe('money: paisa ⇄ the gateways’ units, exactly', () => {
  it('reads eSewa rupee text and numbers as whole paisa', () => {
    expect(rupeesToPaisa('1000.0')).toBe(100000);
    expect(rupeesToPaisa('1,000.0')).toBe(100000);
    expect(rupeesToPaisa('1,00,000.50')).toBe(10000050);
    expect(rupeesToPaisa('110')).toBe(11000);
    expect(rupeesToPaisa(100.5)).toBe(10050);
    // Where floating point goes wrong: 0.29 × 100 = 28.999…, 1.15 × 100 = 114.999…
    expect(rupeesToPaisa('0.29')).toBe(29);
    expect(rupeesToPaisa('1.15')).toBe(115);
    expect(rupeesToPaisa(1.15)).toBe(115);
    expect(rupeesToPaisa('100.500')).toBe(10050);
    for (const bad of ['100.005', '-1', '1e3', '', '1,0000', 'Rs 100', '100.']) {
      expect(() => rupeesToPaisa(bad), bad).toThrow();
    }
  });

  it('writes paisa as eSewa form text and as eSewa payload text', () => {
    expect(paisaToRupeesText(11000)).toBe('110');
    expect(paisaToRupeesText(10050)).toBe('100.50');
    expect(paisaToRupeesText(5)).toBe('0.05');
    expect(paisaToRupeesDecimalText(100000)).toBe('1000.0');
    expect(paisaToRupeesDecimalText(10050)).toBe('100.5');
    expect(paisaToRupeesDecimalText(10025)).toBe('100.25');
    expect(() => paisaToRupeesText(10.5)).toThrow();
  });
});

describe('round trips against the stand-ins over HTTP', () => {
  let esewaApp: FastifyInstance;
  let khaltiApp: FastifyInstance;
  let clock = Date.UTC(2026, 10, 27, 6, 0);
  let esewa: PaymentGateway;
  let khalti: PaymentGateway;

  beforeAll(async () => {
    esewaApp = buildEsewaStandIn({ publicUrl: esewaUrl });
    khaltiApp = buildKhaltiStandIn({ publicUrl: khaltiUrl, now: () => clock });
    await esewaApp.listen({ port: ESEWA_PORT, host: '127.0.0.1' });
    await khaltiApp.listen({ port: KHALTI_PORT, host: '127.0.0.1' });
    esewa = esewaOnly();
    khalti = khaltiOnly();
  });
  afterAll(async () => {
    await esewaApp?.close();
    await khaltiApp?.close();
  });

  /** The tester's browser: the payment page, then one choice; answers where the gateway sends it back. */
  async function choose(pageUrl: string, choice: string): Promise<string> {
    const pageAnswer = await fetch(pageUrl);
    expect(pageAnswer.status).toBe(200);
    const html = await pageAnswer.text();
    expect(html).toContain('Local test gateway — no money moves');
    expect(html).toContain('स्थानीय परीक्षण गेटवे');
    expect(html).toContain(`name="choice" value="${choice}"`);
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(action).toBeDefined();
    const answer = await fetch(new URL(action as string, pageUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice }).toString(),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    return answer.headers.get('location') as string;
  }

  /** eSewa: the browser POSTs the signed form, lands on the payment page and chooses. */
  async function payAtEsewa(started: StartedPayment, choice: string): Promise<string> {
    if (started.browser.kind !== 'form-post') throw new Error('eSewa starts with a form');
    const posted = await fetch(started.browser.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(started.browser.fields).toString(),
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    return choose(new URL(posted.headers.get('location') as string, esewaUrl).href, choice);
  }

  async function startEsewa(amountPaisa = 11000) {
    const orderId = newOrderId();
    const started = await esewa.initiate({
      orderId,
      amountPaisa,
      productName: 'Annual ad-free',
      returnUrl: RETURN_URL,
      failureUrl: `${FAILURE_URL}${orderId}`,
    });
    return { orderId, amountPaisa, started };
  }

  async function startKhalti(amountPaisa = 150000) {
    const orderId = newOrderId();
    const started = await khalti.initiate({
      orderId,
      amountPaisa,
      productName: 'Annual ad-free',
      returnUrl: RETURN_URL,
      failureUrl: RETURN_URL,
    });
    return { orderId, amountPaisa, started, pidx: started.gatewayPaymentId };
  }

  async function tester(base: string, path: string) {
    const answer = await fetch(`${base}${path}`, { method: 'POST', redirect: 'manual' });
    expect(answer.status).toBe(303);
  }

  describe('eSewa', () => {
    it('success: signed payload back at success_url, and the status API says COMPLETE for the amount', async () => {
      const { orderId, amountPaisa, started } = await startEsewa();
      const location = await payAtEsewa(started, 'success');
      expect(location.startsWith(`${RETURN_URL}?data=`)).toBe(true);
      const claim = esewa.readReturn(queryOf(location));
      expect(claim).toMatchObject({ orderId, status: 'completed', amountPaisa });
      const verified = await esewa.check({ orderId, amountPaisa, gatewayPaymentId: null });
      expect(verified).toMatchObject({
        status: 'completed',
        gatewayStatus: 'COMPLETE',
        amountPaisa,
        gatewayReference: claim.gatewayReference,
      });
      // The status API writes the amount as eSewa does: a JSON decimal.
      expect(verified.evidence.body).toContain('"total_amount":110.0');
    });

    it('the payload carries total_amount as text such as "110.0", signed as sent', async () => {
      const { started } = await startEsewa();
      const location = await payAtEsewa(started, 'success');
      const payload = JSON.parse(
        Buffer.from(queryOf(location).data?.replaceAll(' ', '+') ?? '', 'base64').toString(),
      );
      expect(payload.total_amount).toBe('110.0');
      expect(Object.keys(payload)).toEqual([
        ...DOCS_SUCCESS_PAYLOAD.signed_field_names.split(','),
        'signature',
      ]);
    });

    it('cancel: back at failure_url with no payload, and nothing found at eSewa', async () => {
      const { orderId, amountPaisa, started } = await startEsewa();
      const location = await payAtEsewa(started, 'cancel');
      expect(location).toBe(`${FAILURE_URL}${orderId}`);
      expect(esewa.readReturn(queryOf(location))).toMatchObject({ status: 'cancelled', orderId: null });
      expect(await esewa.check({ orderId, amountPaisa, gatewayPaymentId: null })).toMatchObject({
        status: 'not-found',
        gatewayStatus: 'NOT_FOUND',
      });
    });

    it('pending: PENDING until eSewa settles it, then COMPLETE', async () => {
      const { orderId, amountPaisa, started } = await startEsewa();
      const claim = esewa.readReturn(queryOf(await payAtEsewa(started, 'pending')));
      expect(claim.status).toBe('pending');
      expect(await esewa.check({ orderId, amountPaisa, gatewayPaymentId: null })).toMatchObject({
        status: 'pending',
      });
      await tester(esewaUrl, `/standin/payments/${orderId}/complete`);
      expect(await esewa.check({ orderId, amountPaisa, gatewayPaymentId: null })).toMatchObject({
        status: 'completed',
        amountPaisa,
      });
    });

    it('a claim for another order, amount or Khalti payment disagrees with the order it is checked against', async () => {
      const { orderId, amountPaisa, started } = await startEsewa(11000);
      const claim = esewa.readReturn(queryOf(await payAtEsewa(started, 'success')));
      const order = { gateway: 'esewa' as const, orderId, amountPaisa, gatewayPaymentId: null };
      expect(claimDisagreement(claim, order)).toBeNull();
      expect(claimDisagreement(claim, { ...order, amountPaisa: 10000 })).toBe('amount');
      expect(claimDisagreement(claim, { ...order, orderId: 'another' })).toBe('order');
      expect(claimDisagreement(claim, { ...order, gateway: 'khalti' })).toBe('gateway');
      const khaltiClaim = khalti.readReturn({
        pidx: 'p1',
        status: 'Completed',
        purchase_order_id: orderId,
        amount: '11000',
      });
      expect(claimDisagreement(khaltiClaim, { ...order, gateway: 'khalti', gatewayPaymentId: 'p2' })).toBe(
        'gateway-payment',
      );
    });

    it('tampered: the payload is refused, and eSewa knows no payment', async () => {
      const { orderId, amountPaisa, started } = await startEsewa();
      const location = await payAtEsewa(started, 'tampered');
      await expectGatewayError(() => esewa.readReturn(queryOf(location)), 'return_signature_invalid');
      expect(await esewa.check({ orderId, amountPaisa, gatewayPaymentId: null })).toMatchObject({
        status: 'not-found',
      });
    });

    it('amount mismatch: a payment for Rs 110 is no payment for an order of Rs 100', async () => {
      const { orderId, started } = await startEsewa(11000);
      const claim = esewa.readReturn(queryOf(await payAtEsewa(started, 'success')));
      expect(claim.amountPaisa).toBe(11000);
      expect(await esewa.check({ orderId, amountPaisa: 10000, gatewayPaymentId: null })).toMatchObject({
        status: 'not-found',
      });
    });

    it('refunded: full and partial refunds after completion', async () => {
      const full = await startEsewa();
      await payAtEsewa(full.started, 'success');
      await tester(esewaUrl, `/standin/payments/${full.orderId}/refund`);
      expect(await esewa.check({ ...full, gatewayPaymentId: null })).toMatchObject({
        status: 'refunded',
        partial: false,
        gatewayStatus: 'FULL_REFUND',
      });
      const partial = await startEsewa();
      await payAtEsewa(partial.started, 'success');
      await tester(esewaUrl, `/standin/payments/${partial.orderId}/partial-refund`);
      expect(await esewa.check({ ...partial, gatewayPaymentId: null })).toMatchObject({
        status: 'refunded',
        partial: true,
      });
    });

    it('refuses a form with a bad signature (ES104), a missing field, or a paid transaction_uuid again', async () => {
      const { started } = await startEsewa();
      if (started.browser.kind !== 'form-post') throw new Error('form');
      const post = (fields: Record<string, string>) =>
        fetch(started.browser.kind === 'form-post' ? started.browser.action : '', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
          redirect: 'manual',
        });
      const forged = await post({ ...started.browser.fields, total_amount: '1', amount: '1' });
      expect(forged.status).toBe(400);
      expect(await forged.text()).toContain('Invalid payload signature');
      const missing = await post({ ...started.browser.fields, failure_url: '' });
      expect(missing.status).toBe(400);
      await payAtEsewa(started, 'success');
      const again = await post(started.browser.fields);
      expect(again.status).toBe(400);
      expect(await again.text()).toContain('Duplicate transaction_uuid');
    });
  });

  describe('Khalti', () => {
    it('success: initiate, the payment page, the GET callback with Khalti’s fields, lookup Completed', async () => {
      const { orderId, amountPaisa, started, pidx } = await startKhalti();
      expect(started.browser).toEqual({ kind: 'redirect', url: `${khaltiUrl}/?pidx=${pidx}` });
      // expires_at in Nepal time, 1800 s after now (the sandbox's sample).
      expect(started.expiresAt).toBe(clock + 1800_000);
      const location = await choose(
        started.browser.kind === 'redirect' ? started.browser.url : '',
        'success',
      );
      const query = queryOf(location);
      expect(Object.keys(query)).toEqual([
        'pidx',
        'txnId',
        'amount',
        'total_amount',
        'status',
        'mobile',
        'tidx',
        'purchase_order_id',
        'purchase_order_name',
        'transaction_id',
      ]);
      const claim = khalti.readReturn(query);
      expect(claim).toMatchObject({ orderId, gatewayPaymentId: pidx, status: 'completed', amountPaisa });
      expect(await khalti.check({ orderId, amountPaisa, gatewayPaymentId: pidx })).toMatchObject({
        status: 'completed',
        gatewayStatus: 'Completed',
        amountPaisa,
        gatewayReference: claim.gatewayReference,
        evidence: { httpStatus: 200 },
      });
    });

    it('cancel: "User canceled" in the callback, and the lookup answers it with HTTP 400 and a body', async () => {
      const { orderId, amountPaisa, started, pidx } = await startKhalti();
      const location = await choose(started.browser.kind === 'redirect' ? started.browser.url : '', 'cancel');
      expect(location).toContain('status=User%20canceled');
      expect(location).toContain('transaction_id=&tidx=');
      expect(khalti.readReturn(queryOf(location))).toMatchObject({
        status: 'cancelled',
        gatewayReference: null,
      });
      expect(await khalti.check({ orderId, amountPaisa, gatewayPaymentId: pidx })).toMatchObject({
        status: 'cancelled',
        gatewayStatus: 'User canceled',
        evidence: { httpStatus: 400 },
      });
    });

    it('pending: Pending until Khalti settles it, then Completed', async () => {
      const { orderId, amountPaisa, started, pidx } = await startKhalti();
      const location = await choose(
        started.browser.kind === 'redirect' ? started.browser.url : '',
        'pending',
      );
      expect(khalti.readReturn(queryOf(location)).status).toBe('pending');
      expect(await khalti.check({ orderId, amountPaisa, gatewayPaymentId: pidx })).toMatchObject({
        status: 'pending',
        gatewayStatus: 'Pending',
      });
      await tester(khaltiUrl, `/standin/payments/${pidx}/complete`);
      expect(await khalti.check({ orderId, amountPaisa, gatewayPaymentId: pidx })).toMatchObject({
        status: 'completed',
      });
    });

    it('tampered: a callback that claims Completed, while the lookup says Initiated', async () => {
      const { orderId, amountPaisa, started, pidx } = await startKhalti();
      const location = await choose(
        started.browser.kind === 'redirect' ? started.browser.url : '',
        'tampered',
      );
      expect(khalti.readReturn(queryOf(location)).status).toBe('completed');
      expect(await khalti.check({ orderId, amountPaisa, gatewayPaymentId: pidx })).toMatchObject({
        status: 'pending',
        gatewayStatus: 'Initiated',
      });
    });

    it('amount mismatch: Completed for another amount is never completed', async () => {
      const { orderId, started, pidx } = await startKhalti(150000);
      await choose(started.browser.kind === 'redirect' ? started.browser.url : '', 'success');
      expect(await khalti.check({ orderId, amountPaisa: 250000, gatewayPaymentId: pidx })).toMatchObject({
        status: 'failed',
        reason: 'amount-mismatch',
        amountPaisa: 150000,
      });
    });

    it('expired: after the link’s lifetime the page says so and the lookup answers Expired with HTTP 400', async () => {
      const { orderId, amountPaisa, started, pidx } = await startKhalti();
      expect(await khalti.check({ orderId, amountPaisa, gatewayPaymentId: pidx })).toMatchObject({
        status: 'pending',
        gatewayStatus: 'Initiated',
      });
      clock += 1800_000;
      const pageAnswer = await fetch(started.browser.kind === 'redirect' ? started.browser.url : '');
      expect(pageAnswer.status).toBe(410);
      expect(await pageAnswer.text()).toContain('This payment link has expired');
      expect(await khalti.check({ orderId, amountPaisa, gatewayPaymentId: pidx })).toMatchObject({
        status: 'expired',
        gatewayStatus: 'Expired',
        evidence: { httpStatus: 400 },
      });
    });

    it('refunded: full and partial refunds after completion', async () => {
      for (const [action, status, partial] of [
        ['refund', 'Refunded', false],
        ['partial-refund', 'Partially refunded', true],
      ] as const) {
        const { orderId, amountPaisa, started, pidx } = await startKhalti();
        await choose(started.browser.kind === 'redirect' ? started.browser.url : '', 'success');
        await tester(khaltiUrl, `/standin/payments/${pidx}/${action}`);
        expect(await khalti.check({ orderId, amountPaisa, gatewayPaymentId: pidx })).toMatchObject({
          status: 'refunded',
          gatewayStatus: status,
          partial,
        });
      }
    });

    it('an unknown pidx is not found; a wrong key or a small amount is refused with Khalti’s own bodies', async () => {
      expect(
        await khalti.check({ orderId: 'x', amountPaisa: 1000, gatewayPaymentId: 'bZQLD9wRVWo4CdESSfuSsB' }),
      ).toMatchObject({ status: 'not-found', evidence: { httpStatus: 404 } });
      const refused = await expectGatewayError(
        () =>
          khaltiOnly('not-the-key').initiate({
            orderId: newOrderId(),
            amountPaisa: 1000,
            productName: 'x',
            returnUrl: RETURN_URL,
            failureUrl: RETURN_URL,
          }),
        'gateway_refused',
      );
      expect(refused.message).toContain('Invalid token.');
      await expectGatewayError(
        () =>
          khalti.initiate({
            orderId: newOrderId(),
            amountPaisa: 999,
            productName: 'x',
            returnUrl: RETURN_URL,
            failureUrl: RETURN_URL,
          }),
        'payment_invalid',
      );
      const direct = await fetch(`${khaltiUrl}/api/v2/epayment/initiate/`, {
        method: 'POST',
        headers: { authorization: `key ${KHALTI_STANDIN_SECRET_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          return_url: RETURN_URL,
          website_url: 'https://patro.test',
          amount: 500,
          purchase_order_id: 'o1',
          purchase_order_name: 'x',
        }),
      });
      expect(direct.status).toBe(400);
      expect(await direct.json()).toEqual({
        amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'],
        error_key: 'validation_error',
      });
    });
  });
});

describe('reading the gateways’ answers as documented', () => {
  /** A fetch that answers every call with one status and body (the documented ones below). */
  const answering =
    (status: number, body: unknown): GatewayFetch =>
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
  const lookup = (status: string, extra: Record<string, unknown> = {}) => ({
    pidx: 'HT6o6PEZRWFJ5ygavzHWd5',
    total_amount: 1000,
    status,
    transaction_id: status === 'Completed' ? 'GFq9PFS7b2iYvL8Lir9oXe' : null,
    fee: 0,
    refunded: false,
    ...extra,
  });
  const khaltiPayment = { orderId: 'o1', amountPaisa: 1000, gatewayPaymentId: 'HT6o6PEZRWFJ5ygavzHWd5' };
  const esewaPayment = { orderId: '123', amountPaisa: 10000, gatewayPaymentId: null };

  it('Khalti: Expired and User canceled with HTTP 400 are statuses, not transport errors', async () => {
    expect(await khaltiOnly(undefined, answering(400, lookup('Expired'))).check(khaltiPayment)).toMatchObject(
      {
        status: 'expired',
      },
    );
    expect(
      await khaltiOnly(undefined, answering(400, lookup('User canceled'))).check(khaltiPayment),
    ).toMatchObject({
      status: 'cancelled',
    });
    expect(
      await khaltiOnly(undefined, answering(200, lookup('Completed'))).check(khaltiPayment),
    ).toMatchObject({
      status: 'completed',
      gatewayReference: 'GFq9PFS7b2iYvL8Lir9oXe',
    });
    expect(
      await khaltiOnly(undefined, answering(200, lookup('Partially Refunded', { refunded: true }))).check(
        khaltiPayment,
      ),
    ).toMatchObject({ status: 'refunded', partial: true });
  });

  it('Khalti: other 400s, 401s, 5xx and unknown statuses are errors with their own codes', async () => {
    await expectGatewayError(
      () =>
        khaltiOnly(
          undefined,
          answering(400, { pidx: ['This field is required.'], error_key: 'validation_error' }),
        ).check(khaltiPayment),
      'gateway_protocol',
    );
    await expectGatewayError(
      () =>
        khaltiOnly(undefined, answering(401, { detail: 'Invalid token.', status_code: 401 })).check(
          khaltiPayment,
        ),
      'gateway_refused',
    );
    await expectGatewayError(
      () => khaltiOnly(undefined, answering(502, '<html>Bad gateway</html>')).check(khaltiPayment),
      'gateway_unavailable',
    );
    // "For status other than these, hold the transaction and contact Khalti."
    await expectGatewayError(
      () => khaltiOnly(undefined, answering(200, lookup('Failed'))).check(khaltiPayment),
      'gateway_protocol',
    );
    // Completed is a 200; a Completed body with HTTP 400 is not a payment.
    await expectGatewayError(
      () => khaltiOnly(undefined, answering(400, lookup('Completed'))).check(khaltiPayment),
      'gateway_protocol',
    );
  });

  it('eSewa: each documented status, the outage body, and an amount that disagrees', async () => {
    const body = (status: string, extra: Record<string, unknown> = {}) =>
      `{"product_code":"EPAYTEST","transaction_uuid":"123","total_amount":100.0,"status":"${status}","ref_id":${
        status === 'COMPLETE' ? '"0001TS9"' : 'null'
      }${Object.keys(extra).length ? `,${JSON.stringify(extra).slice(1, -1)}` : ''}}`;
    const cases: [string, string][] = [
      ['COMPLETE', 'completed'],
      ['PENDING', 'pending'],
      ['AMBIGUOUS', 'pending'],
      ['FULL_REFUND', 'refunded'],
      ['PARTIAL_REFUND', 'refunded'],
      ['NOT_FOUND', 'not-found'],
      ['CANCELED', 'cancelled'],
    ];
    for (const [gatewayStatus, status] of cases) {
      expect(
        await esewaOnly(answering(200, body(gatewayStatus))).check(esewaPayment),
        gatewayStatus,
      ).toMatchObject({
        status,
        gatewayStatus,
      });
    }
    expect(await esewaOnly(answering(200, body('COMPLETE'))).check(esewaPayment)).toMatchObject({
      gatewayReference: '0001TS9',
      amountPaisa: 10000,
    });
    expect(
      await esewaOnly(answering(200, body('COMPLETE'))).check({ ...esewaPayment, amountPaisa: 20000 }),
    ).toMatchObject({ status: 'failed', reason: 'amount-mismatch', amountPaisa: 10000 });
    expect(
      await esewaOnly(answering(200, body('COMPLETE'))).check({ ...esewaPayment, orderId: '124' }),
    ).toMatchObject({ status: 'failed', reason: 'order-mismatch' });
    await expectGatewayError(
      () =>
        esewaOnly(answering(200, { code: 0, error_message: 'Service is currently unavailable' })).check(
          esewaPayment,
        ),
      'gateway_unavailable',
    );
  });

  it('a gateway that does not answer in time is unavailable', async () => {
    const held: import('node:http').ServerResponse[] = [];
    const silent: Server = createServer((_request, response) => held.push(response));
    await new Promise<void>((resolve) => silent.listen(SILENT_PORT, '127.0.0.1', resolve));
    try {
      const gateway = createPaymentGateways(
        {
          esewa: {
            productCode: 'EPAYTEST',
            secretKey: ESEWA_TEST_SECRET_KEY,
            formUrl: `http://127.0.0.1:${SILENT_PORT}/form`,
            statusUrl: `http://127.0.0.1:${SILENT_PORT}/status/`,
            standIn: true,
          },
          khalti: undefined,
        },
        { production: false, timeoutMs: 200 },
      ).esewa as PaymentGateway;
      const error = await expectGatewayError(() => gateway.check(esewaPayment), 'gateway_unavailable');
      expect(error.message).toBe('esewa did not answer within 200 ms');
    } finally {
      for (const response of held) response.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('configuration: merchants’ credentials, or the stand-ins outside production', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };

  it('uses the stand-ins in development and test when no credentials are set', () => {
    const { payments } = loadConfig({});
    expect(payments.esewa).toMatchObject({
      standIn: true,
      productCode: 'EPAYTEST',
      formUrl: 'http://localhost:4010/api/epay/main/v2/form',
      statusUrl: 'http://localhost:4010/api/epay/transaction/status/',
    });
    expect(payments.khalti).toMatchObject({ standIn: true, apiUrl: 'http://localhost:4011/api/v2' });
  });

  it('refuses to start in production without merchant credentials, naming each variable', () => {
    expect(() => loadConfig(production)).toThrow(
      /ESEWA_SECRET_KEY="".*local test gateway, where no money moves/,
    );
    expect(() => loadConfig(production)).toThrow(/KHALTI_SECRET_KEY=""/);
    expect(() =>
      loadConfig({ ...production, PAYMENT_GATEWAYS: 'khalti', KHALTI_SECRET_KEY: 'live_secret_key_1' }),
    ).not.toThrow();
    expect(loadConfig({ ...production, PAYMENT_GATEWAYS: 'none' }).payments).toEqual({
      esewa: undefined,
      khalti: undefined,
    });
  });

  it('takes the merchants’ credentials and production endpoints, and refuses half a setting', () => {
    const { payments } = loadConfig({
      ...production,
      ESEWA_PRODUCT_CODE: 'PATRO',
      ESEWA_SECRET_KEY: 'merchant-secret',
      KHALTI_SECRET_KEY: 'live_secret_key_1',
    });
    expect(payments.esewa).toEqual({
      productCode: 'PATRO',
      secretKey: 'merchant-secret',
      formUrl: 'https://epay.esewa.com.np/api/epay/main/v2/form',
      statusUrl: 'https://epay.esewa.com.np/api/epay/transaction/status/',
      standIn: false,
    });
    expect(payments.khalti).toMatchObject({ apiUrl: 'https://khalti.com/api/v2', standIn: false });
    const uat = loadConfig({
      ESEWA_PRODUCT_CODE: 'EPAYTEST',
      ESEWA_SECRET_KEY: ESEWA_TEST_SECRET_KEY,
      ESEWA_FORM_URL: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
      ESEWA_STATUS_URL: 'https://rc.esewa.com.np/api/epay/transaction/status/',
    });
    expect(uat.payments.esewa).toMatchObject({
      standIn: false,
      statusUrl: 'https://rc.esewa.com.np/api/epay/transaction/status/',
    });
    expect(configWarnings(uat)).toEqual([
      expect.stringContaining("eSewa's public test merchant: no money moves"),
    ]);
    expect(() => loadConfig({ ESEWA_PRODUCT_CODE: 'PATRO' })).toThrow(
      /ESEWA_SECRET_KEY.*must be set together/,
    );
    expect(() => loadConfig({ KHALTI_API_URL: 'https://dev.khalti.com/api/v2' })).toThrow(
      /KHALTI_API_URL=.*is used only with KHALTI_SECRET_KEY/,
    );
    expect(() => loadConfig({ PAYMENT_GATEWAYS: 'paypal' })).toThrow(/PAYMENT_GATEWAYS="paypal"/);
    expect(() =>
      loadConfig({
        ...production,
        PAYMENT_GATEWAYS: 'khalti',
        KHALTI_SECRET_KEY: 'live_secret_key_1',
        KHALTI_API_URL: 'http://khalti.example/api/v2',
      }),
    ).toThrow(/KHALTI_API_URL=.*must be https:\/\/ in production/);
  });

  it('never runs or uses a stand-in in production, whatever the settings say', async () => {
    const config = loadConfig({});
    await expect(startPaymentStandIns({ ...config, nodeEnv: 'production' })).rejects.toThrow(
      StandInInProductionError,
    );
    // A production configuration has no stand-in, so nothing starts.
    const nothing = await startPaymentStandIns(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PAYMENT_GATEWAYS: 'none' }),
    );
    expect(nothing).toMatchObject({ esewaUrl: undefined, khaltiUrl: undefined });
    await nothing.close();
    expect(() => createPaymentGateways(config.payments, { production: true })).toThrow(
      /local test gateway, where no money moves/,
    );
  });

  it('starts both stand-ins from the configuration, and its gateways pay through them', async () => {
    const config = loadConfig({
      ESEWA_STANDIN_PORT: String(CONFIG_ESEWA_PORT),
      KHALTI_STANDIN_PORT: String(CONFIG_KHALTI_PORT),
    });
    const running = await startPaymentStandIns(config);
    try {
      expect(running).toMatchObject({
        esewaUrl: `http://localhost:${CONFIG_ESEWA_PORT}`,
        khaltiUrl: `http://localhost:${CONFIG_KHALTI_PORT}`,
      });
      const gateways = createPaymentGateways(config.payments, { production: false });
      const started = await gateways.khalti?.initiate({
        orderId: newOrderId(),
        amountPaisa: 1000,
        productName: 'x',
        returnUrl: RETURN_URL,
        failureUrl: RETURN_URL,
      });
      expect(started?.browser).toMatchObject({ kind: 'redirect' });
      expect(
        await gateways.esewa?.check({ orderId: 'never-paid', amountPaisa: 1000, gatewayPaymentId: null }),
      ).toMatchObject({ status: 'not-found' });
    } finally {
      await running.close();
    }
  });
});

describe('no gateway secret reaches a log', () => {
  it('the Khalti stand-in logs requests without the Authorization key; settings objects lose secretKey', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const secretKey = 'live_secret_key_68791341fdd94846a146f0457ff7b455';
    const app = buildKhaltiStandIn({
      publicUrl: 'http://127.0.0.1',
      secretKey,
      logger: { level: 'trace', stream },
    });
    try {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v2/epayment/initiate/',
        headers: { authorization: `Key ${secretKey}` },
        payload: {
          return_url: RETURN_URL,
          website_url: 'https://patro.test',
          amount: 1000,
          purchase_order_id: 'o1',
          purchase_order_name: 'x',
        },
      });
      expect(answer.statusCode).toBe(200);
      app.log.info({ payments: { khalti: { secretKey } } }, 'settings');
      app.log.info({ khalti: { secretKey } }, 'settings');
      expect(lines.length).toBeGreaterThan(2);
      expect(lines.join('\n')).not.toContain(secretKey);
    } finally {
      await app.close();
    }
  });
});
