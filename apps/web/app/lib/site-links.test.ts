import { describe, expect, it } from 'vitest';
import { SITE_LINK_SETTINGS, siteLinksFrom } from './site-links';

describe('social and app-store links', () => {
  it('shows none unless configured', () => {
    expect(siteLinksFrom({})).toEqual({
      social: [],
      apps: [],
      contact: { supportEmail: null, supportPhone: null, salesEmail: null, salesPhone: null },
    });
    expect(SITE_LINK_SETTINGS).toEqual([
      'FACEBOOK_URL',
      'YOUTUBE_URL',
      'INSTAGRAM_URL',
      'X_URL',
      'GOOGLE_PLAY_URL',
      'APP_STORE_URL',
    ]);
  });

  it('shows exactly the configured https links', () => {
    const links = siteLinksFrom({
      GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=example.patro',
      YOUTUBE_URL: ' https://www.youtube.com/@example ',
      X_URL: 'http://x.com/insecure',
      INSTAGRAM_URL: 'not a url',
    });
    expect(links.apps).toEqual([
      {
        id: 'google-play',
        label: 'footer.googlePlay',
        href: 'https://play.google.com/store/apps/details?id=example.patro',
      },
    ]);
    expect(links.social.map((l) => [l.id, l.href])).toEqual([
      ['youtube', 'https://www.youtube.com/@example'],
    ]);
  });

  it('takes the contact details that look like an address or a phone number (ADR 190)', () => {
    const { contact } = siteLinksFrom({
      SUPPORT_EMAIL: ' support@example.org ',
      SUPPORT_PHONE: '+977-1-4412345',
      SALES_EMAIL: 'not an address',
      SALES_PHONE: 'call us',
    });
    expect(contact).toEqual({
      supportEmail: 'support@example.org',
      supportPhone: '+977-1-4412345',
      salesEmail: null,
      salesPhone: null,
    });
  });
});
