import type { WireQuizClosedSet } from '@patro/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PreviousAnswers } from './PreviousAnswers';

const closed: WireQuizClosedSet = {
  day: '2026-11-23',
  bs_day: '2083-08-07',
  questions: [
    {
      index: 0,
      origin: 'engine',
      prompt: { np: 'पुस २०८३ मा कति दिन छन्?', en: 'How many days has Poush 2083?' },
      options: [
        { np: '२८', en: '28' },
        { np: '२९', en: '29' },
        { np: '३०', en: '30' },
        { np: '३१', en: '31' },
      ],
      answer_index: 1,
      explanation: { np: 'पुस २०८३ मा २९ दिन छन्।', en: 'Poush 2083 has 29 days.' },
      source: 'Patro calendar engine',
    },
  ],
};

describe('the last closed quiz set', () => {
  it('is "yesterday’s answers" the day after, with the right option, explanation and source', () => {
    const html = renderToStaticMarkup(<PreviousAnswers previous={closed} today="2026-11-24" lang="en" />);
    expect(html).toContain('Yesterday&#x27;s answers');
    expect(html).toContain('Right answer: 29');
    expect(html).toContain('Poush 2083 has 29 days.');
    expect(html).toContain('Source: Patro calendar engine');
    const np = renderToStaticMarkup(<PreviousAnswers previous={closed} today="2026-11-24" lang="np" />);
    expect(np).toContain('हिजोका प्रश्नका उत्तर');
    expect(np).toContain('सही उत्तर: २९');
  });

  it('is not called yesterday’s when days were skipped', () => {
    const html = renderToStaticMarkup(<PreviousAnswers previous={closed} today="2026-11-26" lang="en" />);
    expect(html).toContain('Answers of the last quiz');
    expect(html).not.toContain('Yesterday');
  });
});
