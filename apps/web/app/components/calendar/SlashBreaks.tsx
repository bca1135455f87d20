import { Fragment } from 'react';

/**
 * Text like "November/December 2026" with a line-break opportunity after each slash: browsers do
 * not break there on their own, and the pair is wider than a 320 px phone's title column.
 */
export function SlashBreaks({ text }: { text: string }) {
  const parts = text.split('/');
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string.
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}
