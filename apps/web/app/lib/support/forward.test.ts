import { describe, expect, it } from 'vitest';
import { forwardTarget, isPhone } from './forward';

describe('forwardTarget (ADR 193): only paths on this site', () => {
  it.each([
    ['/nepali-rashifal/daily/aries', '/nepali-rashifal/daily/aries'],
    ['/calendar/bs/2082-08?x=1#today', '/calendar/bs/2082-08?x=1#today'],
    ['/', '/'],
    ['/news%20today', '/news%20today'],
    ['/faq?q=%E0%A4%96%E0%A4%BE%E0%A4%A4%E0%A4%BE', '/faq?q=%E0%A4%96%E0%A4%BE%E0%A4%A4%E0%A4%BE'],
  ])('forwards %s', (raw, expected) => {
    expect(forwardTarget(raw)).toBe(expected);
  });

  it.each([
    ['another host', '//evil.example/x'],
    ['three slashes', '///evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash first', '\\\\evil.example'],
    ['a scheme', 'https://evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['a relative path', 'news'],
    ['encoded slashes', '%2F%2Fevil.example'],
    ['an encoded second slash', '/%2Fevil.example'],
    ['a doubly encoded second slash', '/%252Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a tab between slashes', '/\t/evil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['broken encoding', '/%E0%A4%A'],
    ['itself', '/forward?path=//evil.example'],
    ['nothing', ''],
    ['too long', `/${'a'.repeat(600)}`],
  ])('refuses %s', (_name, raw) => {
    expect(forwardTarget(raw)).toBeNull();
  });

  it('refuses a missing parameter', () => {
    expect(forwardTarget(null)).toBeNull();
  });

  it('tells phones from desktops by the user agent', () => {
    expect(isPhone('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true);
    expect(isPhone('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isPhone('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0')).toBe(false);
    expect(isPhone(null)).toBe(false);
  });
});
