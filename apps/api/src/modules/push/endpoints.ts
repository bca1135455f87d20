/**
 * Which push services a browser's subscription may point at (ADR 141 addendum). The API sends
 * an HTTPS POST to whatever endpoint a device registers, so an open list would let any account
 * make the server call any https URL, internal ones included. Browsers' push services are few.
 */

/** The browsers' push services: Chrome, Opera and Samsung (FCM), Firefox, Edge (WNS), Safari. */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/** True when `endpoint`'s host is one of `hosts` or below one (`wns2-by3p.notify.windows.com`). */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
