import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export interface Disclosure {
  open: boolean;
  id: string;
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  toggle(): void;
  close(returnFocus?: boolean): void;
  /** Arrow keys move between the panel's links and buttons; Home/End jump. */
  onPanelKeyDown(event: KeyboardEvent<HTMLElement>): void;
  /** ArrowDown on the button opens the panel and focuses its first item. */
  onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
}

function focusables(container: Element | null | undefined): HTMLElement[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
}

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern used for navigation
 * menus): Escape closes and returns focus to the button; a click outside, focus leaving the
 * component, or a navigation closes it. `id` names the panel (unique on the page; not useId,
 * which an island numbers apart from the server's page — ADR 080).
 */
export function useDisclosure(id: string): Disclosure {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [focusFirst, setFocusFirst] = useState(false);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every navigation is the point.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open || !focusFirst) return;
    setFocusFirst(false);
    const panel = document.getElementById(id);
    focusables(panel)[0]?.focus();
  }, [open, focusFirst, id]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close]);

  const onPanelKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const items = focusables(event.currentTarget);
    if (items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    let next = 0;
    if (event.key === 'ArrowDown') next = at < 0 ? 0 : (at + 1) % items.length;
    else if (event.key === 'ArrowUp') next = at <= 0 ? items.length - 1 : at - 1;
    else if (event.key === 'End') next = items.length - 1;
    items[next]?.focus();
  }, []);

  const onButtonKeyDown = useCallback((event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    setFocusFirst(true);
  }, []);

  return {
    open,
    id,
    rootRef,
    buttonRef,
    toggle: () => setOpen((o) => !o),
    close,
    onPanelKeyDown,
    onButtonKeyDown,
  };
}
