import { createCipheriv } from 'node:crypto';
import { UNKNOWN_ERROR } from '@patro/contracts/errors';
import { describe, expect, it } from 'vitest';
import { DECRYPTION_FAILED, isDecryptionFailed, openEnvelope, readMaybeSealed } from './envelope';

const KEY = '0123456789abcdef';
const IV = 'fedcba9876543210';

/** The API's sealing (apps/api/src/http/envelope.ts), written out again so the test does not trust it. */
function seal(json: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(KEY), Buffer.from(IV));
  const plain = Buffer.from(json).toString('base64');
  const hex = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
  return [...hex].reverse().join('');
}

describe('the envelope in the browser', () => {
  it('opens a sealed body to the JSON inside, Devanagari intact', async () => {
    const data = { data: { calendars: [{ title: 'तिहार' }] } };
    expect(await openEnvelope(seal(JSON.stringify(data)), KEY, IV)).toEqual(data);
  });

  it('gives the error marker for a tampered body, a wrong key or plain text; the page says Something Went Wrong', async () => {
    const sealed = seal('{"a":1}');
    const tampered = `${sealed.slice(0, 3)}${sealed[3] === 'a' ? 'b' : 'a'}${sealed.slice(4)}`;
    for (const result of [
      await openEnvelope(tampered, KEY, IV),
      await openEnvelope(sealed, 'another-key-1234', IV),
      await openEnvelope('{"a":1}', KEY, IV),
    ]) {
      expect(result).toEqual(DECRYPTION_FAILED);
      expect(isDecryptionFailed(result)).toBe(true);
    }
    expect(UNKNOWN_ERROR.en).toBe('Something Went Wrong');
  });

  it('reads a response sealed or plain by its header', async () => {
    const sealed = new Response(seal('{"ok":1}'), { headers: { 'x-patro-envelope': 'aes-cbc' } });
    expect(await readMaybeSealed(sealed, KEY, IV)).toEqual({ ok: 1 });
    expect(await readMaybeSealed(new Response('{"ok":2}'), KEY, IV)).toEqual({ ok: 2 });
  });
});
