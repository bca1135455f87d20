/**
 * Reads the encrypted-response envelope (spec §7; ADR 196) in the browser with Web Crypto:
 * the body is hex, reversed, of AES-CBC (PKCS#7) over base64 of the UTF-8 JSON. A body that does
 * not open gives the spec's error marker (§8: "Decryption failure returns an error marker"), which
 * a page shows as "Something Went Wrong".
 */

/** The request header (and its value) that asks the API for the envelope. */
export const ENVELOPE_REQUEST_HEADERS = { 'x-patro-envelope': 'aes-cbc' } as const;

/** What a failed decryption gives instead of data. */
export const DECRYPTION_FAILED = { error: 'decryption_failed' } as const;
export type DecryptionFailed = typeof DECRYPTION_FAILED;

export function isDecryptionFailed(value: unknown): value is DecryptionFailed {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { error?: unknown }).error === 'decryption_failed'
  );
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^([0-9a-f]{32})+$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The JSON inside `body`, or {@link DECRYPTION_FAILED}. `key` (16/24/32 bytes) and `iv` (16) as UTF-8 text. */
export async function openEnvelope<T = unknown>(
  body: string,
  key: string,
  iv: string,
): Promise<T | DecryptionFailed> {
  try {
    const cipher = hexBytes([...body.trim()].reverse().join(''));
    if (!cipher) return DECRYPTION_FAILED;
    const encoder = new TextEncoder();
    const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'AES-CBC' }, false, [
      'decrypt',
    ]);
    const plain = await crypto.subtle.decrypt({ name: 'AES-CBC', iv: encoder.encode(iv) }, cryptoKey, cipher);
    const base64 = new TextDecoder().decode(plain);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return DECRYPTION_FAILED;
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as T;
  } catch {
    return DECRYPTION_FAILED;
  }
}

/** A response's data whether it came sealed (the API's `x-patro-envelope` header) or as plain JSON. */
export async function readMaybeSealed<T>(
  response: Response,
  key: string,
  iv: string,
): Promise<T | DecryptionFailed> {
  if (response.headers.get('x-patro-envelope') === 'aes-cbc')
    return openEnvelope<T>(await response.text(), key, iv);
  try {
    return (await response.json()) as T;
  } catch {
    return DECRYPTION_FAILED;
  }
}
