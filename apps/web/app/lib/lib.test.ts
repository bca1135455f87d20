import { describe, expect, it } from 'vitest';
import { pageMeta } from './meta';
import { PREFS_SCRIPT, parseLang, parseTheme, readCookie } from './prefs';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; theme=dark; lang=en', 'theme')).toBe('dark');
    expect(readCookie('a=1;lang=en', 'lang')).toBe('en');
    expect(readCookie('x=%E0%A4%AA', 'x')).toBe('प');
  });
  it('returns null when missing or malformed', () => {
    expect(readCookie(null, 'theme')).toBeNull();
    expect(readCookie('themes=dark', 'theme')).toBeNull();
    expect(readCookie('theme=%E0%A4', 'theme')).toBeNull();
  });
  it('accepts only known themes and languages', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('blue')).toBeNull();
    expect(parseLang('np')).toBe('np');
    expect(parseLang('ne')).toBeNull();
  });
  it('ships a head script that is valid JavaScript', () => {
    expect(() => new Function(PREFS_SCRIPT)).not.toThrow();
  });
});

describe('pageMeta', () => {
  const root = { id: 'root', loaderData: { lang: 'en', publicUrl: 'https://patro.example' } };
  const tags = pageMeta({
    matches: [root],
    location: { pathname: '/about/' },
    title: 'About Patro — Patro',
    description: 'What Patro is.',
  });
  const find = (key: string, value: string) =>
    tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

  it('gives title, description, keywords and an absolute share image', () => {
    expect(tags).toContainEqual({ title: 'About Patro — Patro' });
    expect(find('name', 'description')?.content).toBe('What Patro is.');
    expect(find('name', 'keywords')?.content).toMatch(/Bikram Sambat/);
    expect(find('property', 'og:image')?.content).toBe('https://patro.example/og-image.png');
    expect(find('property', 'og:locale')?.content).toBe('en_US');
  });
  it('gives a canonical URL without the trailing slash', () => {
    expect(find('rel', 'canonical')?.href).toBe('https://patro.example/about');
  });
  it('marks not-found pages noindex and gives them no canonical', () => {
    const notFound = pageMeta({
      matches: [root],
      location: { pathname: '/x' },
      title: 't',
      description: 'd',
      noindex: true,
    });
    expect(notFound).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(notFound.some((t) => (t as Record<string, unknown>).rel === 'canonical')).toBe(false);
  });
});
