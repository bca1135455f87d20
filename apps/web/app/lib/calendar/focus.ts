/**
 * Focus return for the day dialog: closing it navigates to the month (on a public page a new
 * document, ADR 081), which renders the grid; the grid then focuses the day that was open
 * (WAI-ARIA dialog pattern: focus goes back to the control that opened the dialog). The day
 * travels in sessionStorage so it survives the document load.
 */
const KEY = 'patro:return-focus';
let pendingIso: string | null = null;

export function returnFocusTo(iso: string): void {
  pendingIso = iso;
  try {
    sessionStorage.setItem(KEY, iso);
  } catch {
    // storage disabled: focus returns only within the same document
  }
}

function takeStored(): string | null {
  try {
    const iso = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return iso;
  } catch {
    return null;
  }
}

/** Focuses the pending day link, if any and present; call after the grid rendered. */
export function applyPendingFocus(root: ParentNode = document): void {
  const iso = pendingIso ?? takeStored();
  if (iso === null) return;
  const link = root.querySelector<HTMLElement>(`a[data-iso="${iso}"]`);
  if (link) {
    pendingIso = null;
    link.focus();
  }
}
