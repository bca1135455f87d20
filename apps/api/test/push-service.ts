/**
 * A local Web Push service for the tests: HTTPS on port 0 with a throw-away certificate. It does
 * what a browser vendor's push service and the browser do together: checks the VAPID header
 * (RFC 8292: ES256 JWT signed by key `k`, `aud` = this origin, `exp` in the future) and decrypts
 * the aes128gcm body (RFC 8291) with the subscription's private key and auth secret.
 */

import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importJWK, jwtVerify } from 'jose';

/** A browser's side of a subscription: the keys it keeps private and the JSON it hands the site. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  decrypt(body: Buffer): string;
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted JSON, or null when the push could not be checked. */
  payload: unknown;
  ttl: string | undefined;
  audience: string;
}

export interface TestPushService {
  origin: string;
  /** An HTTPS agent that trusts this service's certificate (passed to the API as `push.agent`). */
  agent: Agent;
  /** The API's `push` options for sending here: that agent, and this service's host allowed. */
  appPush: { agent: Agent; serviceHosts: string[] };
  received: ReceivedPush[];
  /** Whatever did not verify: a wrong header, signature, audience, expiry or body. */
  problems: string[];
  /** A new browser subscription at this service; `status` is what the service answers for it. */
  subscribe(status?: number): TestSubscription;
  /** What the service answers from now on for `endpoint` (a push service that recovers, say). */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

/** The `POST /userfcm` body for a subscription at this service (a phone in Kathmandu), with `extra` fields. */
export function registration(
  sub: Pick<TestSubscription, 'endpoint' | 'keys'>,
  uuid: string,
  extra: Record<string, unknown> = {},
) {
  return {
    fcm_token: { endpoint: sub.endpoint, keys: sub.keys },
    platform: 'web',
    uuid,
    osname: 'Android',
    osversion: '14',
    tz: 'Asia/Kathmandu',
    ...extra,
  };
}

const b64u = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted with the browser's keys. */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

async function verifyVapid(header: string | undefined, audience: string): Promise<void> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`bad Authorization header: ${header}`);
  const point = Buffer.from(match[2], 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    'ES256',
  );
  await jwtVerify(match[1], key, { algorithms: ['ES256'], audience, requiredClaims: ['exp', 'sub'] });
}

/** A throw-away self-signed certificate for 127.0.0.1 (P-256, two days), made with openssl. */
export function makeTestCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `verify: false` only counts and answers 201 (the fan-out benchmark measures the sender, not this
 * service). `certificate`: one the sender already trusts (the e2e suite hands the product's API
 * its certificate through NODE_EXTRA_CA_CERTS before it starts); otherwise a new one.
 */
export async function startTestPushService({
  verify = true,
  certificate = makeTestCertificate(),
}: {
  verify?: boolean;
  certificate?: { key: Buffer | string; cert: Buffer | string };
} = {}): Promise<TestPushService> {
  const { key, cert } = certificate;

  const subscriptions = new Map<string, { status: number; sub: TestSubscription }>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  let origin = '';
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const endpoint = `${origin}${request.url}`;
      const known = subscriptions.get(endpoint);
      try {
        if (!known) throw new Error(`unknown endpoint ${endpoint}`);
        if (known.status >= 400) {
          response.writeHead(known.status).end();
          return;
        }
        if (!verify) {
          received.push({ endpoint, payload: null, ttl: undefined, audience: origin });
          response.writeHead(201).end();
          return;
        }
        await verifyVapid(request.headers.authorization, origin);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const payload = JSON.parse(known.sub.decrypt(Buffer.concat(chunks)));
        received.push({
          endpoint,
          payload,
          ttl: request.headers.ttl as string | undefined,
          audience: origin,
        });
        response.writeHead(201).end();
      } catch (error) {
        problems.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: true });

  return {
    origin,
    agent,
    appPush: { agent, serviceHosts: ['127.0.0.1'] },
    received,
    problems,
    subscribe(status = 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const sub: TestSubscription = {
        endpoint: `${origin}/push/${randomBytes(8).toString('hex')}`,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(authSecret) },
        decrypt: (body) => decryptAes128gcm(body, ecdh, authSecret),
      };
      subscriptions.set(sub.endpoint, { status, sub });
      return sub;
    },
    answer(endpoint, status) {
      const known = subscriptions.get(endpoint);
      if (!known) throw new Error(`unknown endpoint ${endpoint}`);
      known.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
