import { describe, expect, it } from 'vitest';
import { SITE_LINK_SETTINGS, siteLinksFrom } from './site-links';

describe('social and app-store links', () => {
  it('shows none unless configured', () => {
    expect(siteLinksFrom({})).toEqual({ social: [], apps: [] });
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
});
