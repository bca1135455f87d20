import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FeedFormatError, parseFeed, parseFeedDate, titleKey } from '../src/modules/news/feed-parser.js';

const fixture = (file: string) => readFileSync(new URL(`./fixtures/news/${file}`, import.meta.url), 'utf8');

describe('feed parser', () => {
  it('reads WordPress RSS with CDATA titles, +0545 dates and the custom <image> element', () => {
    const items = parseFeed(fixture('onlinekhabar.xml'));
    expect(items[0]).toEqual({
      title: 'काठमाडौंमा आज दिउँसो हल्का वर्षाको सम्भावना',
      link: 'https://www.onlinekhabar.com/2026/11/1712001',
      // 14:05 in Nepal is 08:20 UTC.
      publishedAt: Date.UTC(2026, 10, 23, 8, 20),
      image: 'https://www.onlinekhabar.com/wp-content/uploads/2026/11/rain.jpg',
    });
    // Entities inside CDATA are decoded; an item with no image has none.
    expect(items[1]?.title).toBe('नेप्से परिसूचक ‘१० अंकले’ बढ्यो');
    expect(items[1]?.image).toBeNull();
    // The parser keeps the feed's duplicate; storing dedupes (tested in news.test.ts).
    expect(items).toHaveLength(3);
  });

  it('reads media:thumbnail images and GMT dates (BBC Nepali)', () => {
    const [first] = parseFeed(fixture('bbc-nepali.xml'));
    expect(first?.image).toBe('https://ichef.bbci.co.uk/ace/ws/240/cpsprodpb/a1b2/live/nepse.jpg');
    expect(first?.publishedAt).toBe(Date.UTC(2026, 10, 23, 7, 50));
  });

  it('takes the first <img> of the description or an image enclosure, and NFC-normalises Devanagari', () => {
    const items = parseFeed(fixture('ekantipur.xml'));
    expect(items[0]?.image).toBe(
      'https://assets-cdn.kantipurdaily.com/uploads/source/news/kantipur/2026/news/road.jpg',
    );
    // The feed writes ऩ decomposed (न + nukta); stored headlines are composed (NFC).
    expect(fixture('ekantipur.xml')).toContain('न\u093cहुने');
    expect(items[0]?.title).toBe('सडक विस्तारका लागि फैसला, सुनुवाइ \u0929हुने');
    expect(items[0]?.title).toBe(items[0]?.title.normalize('NFC'));
    expect(items[1]).toMatchObject({
      title: 'तराईमा शीतलहर & कुहिरो',
      image: 'https://assets-cdn.kantipurdaily.com/uploads/source/news/kantipur/2026/news/fog.jpg',
      publishedAt: Date.UTC(2026, 10, 23, 4, 15),
    });
  });

  it('reads Atom entries: link href, published (or updated), media:content or the first image of the content', () => {
    const items = parseFeed(fixture('blog-atom.xml'));
    expect(items).toEqual([
      {
        title: 'मंसिरका चाडपर्व',
        link: 'https://blog.example.com/posts/mangsir-festivals',
        publishedAt: Date.UTC(2026, 10, 20, 3, 15),
        image: 'https://blog.example.com/images/mangsir.jpg',
      },
      {
        title: 'How tithi is computed',
        link: 'https://blog.example.com/posts/tithi',
        publishedAt: Date.UTC(2026, 10, 18, 12, 30),
        image: 'https://blog.example.com/images/moon.png',
      },
    ]);
  });

  it('decodes a title’s entities once: a double-encoded tag stays text, every named entity is read', () => {
    const rss = (title: string) =>
      `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title><item><title>${title}</title>` +
      '<link>https://example.com/a?x=1&amp;y=2</link></item></channel></rss>';
    const [doubled] = parseFeed(rss('Why &amp;lt;script&amp;gt; tags are escaped'));
    expect(doubled?.title).toBe('Why &lt;script&gt; tags are escaped');
    expect(doubled?.link).toBe('https://example.com/a?x=1&y=2');
    // Escaped markup in a title is markup: it is decoded and its tags removed.
    expect(parseFeed(rss('&lt;b&gt;Budget&lt;/b&gt; passed'))[0]?.title).toBe('Budget passed');
    // Beyond the six that were decoded by hand before: named entities such as &hellip; and &ndash;.
    expect(parseFeed(rss('NEPSE &ndash; up 10 points&hellip; &#2344;&#x947;'))[0]?.title).toBe(
      'NEPSE – up 10 points… ने',
    );
    expect(parseFeed(rss('<![CDATA[Rain & snow <em>today</em>]]>'))[0]?.title).toBe('Rain & snow today');
  });

  it('refuses a feed cut off mid-item and an anti-bot HTML page', () => {
    expect(() => parseFeed(fixture('broken.xml'))).toThrow(FeedFormatError);
    expect(() => parseFeed(fixture('cloudflare.html'))).toThrow(FeedFormatError);
    expect(() => parseFeed('')).toThrow(FeedFormatError);
  });

  it('parses RFC 822 offsets by hand and rejects what it cannot read', () => {
    expect(parseFeedDate('Sun, 01 Jan 2026 00:00:00 +0545')).toBe(Date.UTC(2025, 11, 31, 18, 15));
    expect(parseFeedDate('1 Jan 2026 00:00 -0500')).toBe(Date.UTC(2026, 0, 1, 5, 0));
    expect(parseFeedDate('yesterday')).toBeNull();
  });

  it('gives two outlets’ copies of one headline the same key', () => {
    const ok = parseFeed(fixture('onlinekhabar.xml'))[1]?.title ?? '';
    const bbc = parseFeed(fixture('bbc-nepali.xml'))[0]?.title ?? '';
    expect(titleKey(ok)).toBe(titleKey(bbc));
    expect(titleKey('नेप्से बढ्यो ।')).toBe(titleKey('नेप्से  बढ्यो'));
    expect(titleKey('नेप्से बढ्यो')).not.toBe(titleKey('नेप्से घट्यो'));
  });
});
