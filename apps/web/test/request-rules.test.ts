import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressHasControlCharacter } from '../server/request-rules';
import { type Stops, startBuiltWeb } from './built-product';

// What the built web server refuses before any page runs: a 4xx the reader can read, never a 500.
const stops: Stops = [];
let webUrl = '';

beforeAll(async () => {
  // No API is needed: each refusal is answered before any page asks it for data.
  const web = await startBuiltWeb(stops, {
    apiUrl: 'http://127.0.0.1:9',
    timeouts: { requestMs: 600, headersMs: 400, checkEveryMs: 100 },
  });
  webUrl = web.url;
}, 120_000);

afterAll(async () => {
  for (const stop of stops) await stop();
});

function rawRequest(text: string): Promise<string> {
  const { hostname, port } = new URL(webUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('the web server refuses what it cannot serve', () => {
  it('TRACE is a 405 naming the methods it takes (it was a 500)', async () => {
    const answer = await rawRequest('TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 405/);
    expect(answer).toMatch(/Allow: GET, HEAD, POST/i);
    expect(answer).toContain('Method not allowed');
  });

  it('a control character in a search is a 400 page in both languages (it was a 500)', async () => {
    const answer = await fetch(`${webUrl}/vegetables?q=%00`);
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain('ठेगाना मिलेन');
    expect(page).toContain('Bad address');
  });

  it('headers that never finish arriving are cut off with 408', async () => {
    const answer = await rawRequest('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('addressHasControlCharacter', () => {
  it.each([
    ['/vegetables?q=%00', true],
    ['/vegetables?q=%1F', true],
    ['/news%00', true],
    ['/vegetables?%7F=1', true],
    ['/vegetables?q=%E0%A4%95', false],
    ['/vegetables?q=tab%09ok', false],
    ['/vegetables?q=%E0%A4', false],
    ['/calendar/bs/2082-03', false],
  ])('%s → %s', (url, expected) => {
    expect(addressHasControlCharacter(url)).toBe(expected);
  });
});
