import { type RefObject, useEffect } from 'react';

const DAY = 'a[data-iso]';

/**
 * The WAI-ARIA grid pattern for a month table of day links: the grid is one tab stop (the open
 * day, else today, else the 1st), arrow keys move a day (left/right) or a week (up/down) in date
 * order — so a last day folded into the first row (spec §9) follows the day before it — and
 * Home/End go to the ends of the week row. Self-contained: it reads and writes only the DOM under
 * `ref` (role, tabindex), so it can run on its own island; without script the table stays a
 * table whose every day is a link.
 */
export function useGridKeyboard(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const days = () =>
      Array.from(root.querySelectorAll<HTMLAnchorElement>(DAY)).sort((a, b) =>
        a.dataset.iso! < b.dataset.iso! ? -1 : 1,
      );
    const rove = (active: HTMLAnchorElement) => {
      for (const link of days()) link.tabIndex = link === active ? 0 : -1;
    };
    const init = () => {
      const current = root.querySelector<HTMLAnchorElement>(`${DAY}[tabindex="0"]`);
      if (current) return;
      const start =
        root.querySelector<HTMLAnchorElement>(`.is-selected ${DAY}`) ??
        root.querySelector<HTMLAnchorElement>(`[aria-current="date"] ${DAY}`) ??
        days()[0];
      if (start) rove(start);
    };
    root.setAttribute('role', 'grid');
    init();
    // A new month re-renders the links: give the new grid its one tab stop.
    const observer = new MutationObserver(init);
    observer.observe(root, { childList: true, subtree: true });

    const onFocusIn = (event: FocusEvent) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>(DAY);
      if (link && root.contains(link) && link.tabIndex !== 0) rove(link);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>(DAY);
      if (!link || event.altKey || event.metaKey) return;
      const list = days();
      const index = list.indexOf(link);
      let target: HTMLAnchorElement | undefined;
      if (event.key === 'ArrowRight') target = list[index + 1];
      else if (event.key === 'ArrowLeft') target = list[index - 1];
      else if (event.key === 'ArrowDown') target = list[index + 7];
      else if (event.key === 'ArrowUp') target = list[index - 7];
      else if (event.key === 'Home' || event.key === 'End') {
        const row = Array.from(link.closest('tr')?.querySelectorAll<HTMLAnchorElement>(DAY) ?? []);
        target = event.ctrlKey
          ? list[event.key === 'Home' ? 0 : list.length - 1]
          : row[event.key === 'Home' ? 0 : row.length - 1];
      } else return;
      event.preventDefault();
      if (!target) return;
      rove(target);
      target.focus();
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('keydown', onKeyDown);
      root.removeAttribute('role');
      for (const day of days()) day.removeAttribute('tabindex');
    };
  }, [ref]);
}
