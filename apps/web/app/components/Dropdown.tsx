import type { ReactNode } from 'react';
import { useDisclosure } from '../lib/use-disclosure';

/**
 * A header button with its panel (More, notifications, the avatar menu): the disclosure pattern
 * of lib/use-disclosure.ts — Escape, click outside and navigation close it; arrow keys move
 * between the panel's links and buttons.
 */
export function Dropdown({
  id,
  className = '',
  button,
  buttonClassName,
  buttonLabel,
  buttonTitle,
  panelClassName = '',
  children,
}: {
  /** The panel's id, unique on the page. */
  id: string;
  className?: string;
  /** What the button shows. */
  button: ReactNode;
  buttonClassName: string;
  /** The button's accessible name when its content does not give one. */
  buttonLabel?: string;
  buttonTitle?: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  const menu = useDisclosure(id);
  return (
    <div className={`dropdown ${className}`.trim()} ref={menu.rootRef}>
      <button
        ref={menu.buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={menu.open}
        aria-controls={menu.id}
        aria-label={buttonLabel}
        title={buttonTitle}
        onClick={menu.toggle}
        onKeyDown={menu.onButtonKeyDown}
      >
        {button}
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow-key movement between the panel's links and buttons; each stays focusable on its own. */}
      <div
        id={menu.id}
        className={`dropdown-panel ${panelClassName}`.trim()}
        hidden={!menu.open}
        onKeyDown={menu.onPanelKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
