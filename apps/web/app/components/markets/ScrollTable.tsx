import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone; the box can take focus so keyboards can scroll it.
 * A named group, not a landmark: the page's section around it already is one, often of the same
 * name (axe: landmark-unique).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this groups a table.
    <div className="table-scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
