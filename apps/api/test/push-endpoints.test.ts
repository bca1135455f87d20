import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS, isPushServiceEndpoint } from '../src/modules/push/endpoints.js';

describe('which push services a subscription may point at', () => {
  it('takes the browsers’ push services, with their per-region hosts', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXk3…',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH0',
    ]) {
      expect(isPushServiceEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS), endpoint).toBe(true);
    }
  });

  it('refuses other hosts, look-alikes and what is not a URL', () => {
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1:8443/push',
      'https://evilfcm.googleapis.com.example.org/x',
      'https://notify.windows.com.evil.test/x',
      'https://xnotify.windows.com/x',
      'not a url',
    ]) {
      expect(isPushServiceEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS), endpoint).toBe(false);
    }
    expect(isPushServiceEndpoint('https://127.0.0.1:8443/push', ['127.0.0.1'])).toBe(true);
  });
});
