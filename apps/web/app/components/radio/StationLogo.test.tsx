import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StationLogo, stationInitial } from './StationLogo';

describe('station badge and logo', () => {
  it('shows the first letter of the distinctive word of the name', () => {
    expect(stationInitial('Radio Kantipur')).toBe('K');
    expect(stationInitial('Hits FM')).toBe('H');
    expect(stationInitial('Community Radio Sky FM')).toBe('S');
    expect(stationInitial('FM Adhyatma Jyoti')).toBe('A');
    expect(stationInitial('Radio FM')).toBe('R');
    expect(stationInitial('KEEPS FM')).toBe('K');
    expect(stationInitial('(Jhapa) radio')).toBe('J');
  });

  it('puts a known logo over the badge: fixed size, lazy, named, hidden by the page when it fails', () => {
    const html = renderToStaticMarkup(
      <StationLogo station={{ name: 'Radio Kantipur', logo: 'https://example.org/k.png' }} lang="np" />,
    );
    expect(html).toContain('<span aria-hidden="true">K</span>');
    expect(html).toMatch(
      /<img src="https:\/\/example.org\/k.png" alt="Radio Kantipur को लोगो" width="40" height="40" loading="lazy"/,
    );
    expect(html).toContain('data-fallback=""');
    const none = renderToStaticMarkup(
      <StationLogo station={{ name: 'Radio Kantipur', logo: null }} lang="en" />,
    );
    expect(none).not.toContain('<img');
  });
});

// radio: Devanagari names on the Nepali page (ADR 159)
describe('the badge letter of a Devanagari name', () => {
  it('skips the shared words and keeps the letter, not a vowel sign', async () => {
    const { stationInitial } = await import('./StationLogo');
    expect(stationInitial('रेडियो कान्तिपुर')).toBe('क');
    expect(stationInitial('सामुदायिक रेडियो स्काई एफएम')).toBe('स');
    expect(stationInitial('इमेज एफएम')).toBe('इ');
  });
});
