import { describe, expect, it } from 'vitest';
import { widgetOptions, widgetPath, widgetSnippets } from './options';

describe('web widget options (ADR 140)', () => {
  it('reads size, theme, language and base from the URL, falling back to medium, light, Nepali, BS', () => {
    expect(widgetOptions('month', new URLSearchParams('size=full&theme=dark&lang=en&base=ad'))).toEqual({
      kind: 'month',
      size: 'full',
      theme: 'dark',
      lang: 'en',
      base: 'ad',
    });
    expect(widgetOptions('today', new URLSearchParams('size=huge&theme=blue&lang=fr'))).toEqual({
      kind: 'today',
      size: 'medium',
      theme: 'light',
      lang: 'np',
      base: 'bs',
    });
  });

  it('gives one address per choice, with the base only for the month widget', () => {
    const query = new URLSearchParams('lang=en&base=ad&theme=dark&size=small');
    expect(widgetPath(widgetOptions('today', query))).toBe('/widgets/today?size=small&theme=dark&lang=en');
    expect(widgetPath(widgetOptions('month', query))).toBe(
      '/widgets/month?size=small&theme=dark&lang=en&base=ad',
    );
  });

  it('offers an iframe and the one-line script, both pointing at the same widget address', () => {
    const o = widgetOptions('gold', new URLSearchParams('size=full'));
    const { iframe, script } = widgetSnippets(o, 'https://patro.example');
    const src = 'https://patro.example/widgets/gold?size=full&amp;theme=light&amp;lang=np';
    expect(iframe).toContain(`src="${src}"`);
    expect(iframe).toContain('width="100%"');
    expect(script).toBe(
      `<script async src="https://patro.example/widgets/embed.js" data-widget="${src}" data-width="100%"></script>`,
    );
  });
});
