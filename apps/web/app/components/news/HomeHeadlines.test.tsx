import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HomeHeadlines } from './HomeHeadlines';

describe('home headlines', () => {
  it('when no headline could be fetched, the block stays and says so, in the reader’s language', () => {
    const np = renderToStaticMarkup(<HomeHeadlines news={null} blogs={null} lang="np" renderedAt={0} />);
    expect(np).toContain('मुख्य समाचार');
    expect(np).toContain('अहिले समाचार देखाउन सकिएन');
    expect(np).toContain('href="/news"');
    const en = renderToStaticMarkup(
      <HomeHeadlines
        news={{ items: [], next_cursor: null } as never}
        blogs={null}
        lang="en"
        renderedAt={0}
      />,
    );
    expect(en).toContain('Top stories');
    expect(en).toContain('No headlines to show: the news sources could not be reached.');
  });
});
