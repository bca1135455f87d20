/**
 * Spec §7: the impression pixel is sent on image load "except on localhost". End-to-end tests run
 * on localhost, so the web server may render `data-count-local` on the slots (ADS_COUNT_LOCALHOST=1,
 * never set in production) and then the rule lets them count (ADR 224).
 */
/** True when pixels may be sent from a page on `hostname`. */
export function countsHere(hostname: string, countLocal: boolean): boolean {
  if (countLocal) return true;
  return !(
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname.endsWith('.localhost')
  );
}
