/**
 * Focus return for the day dialog: closing it navigates to the month, which re-renders the grid;
 * the grid then focuses the day that was open (WAI-ARIA dialog pattern: focus goes back to the
 * control that opened the dialog).
 */
let pendingIso: string | null = null;

export function returnFocusTo(iso: string): void {
  pendingIso = iso;
}

/** Focuses the pending day link, if any and present; call after the grid rendered. */
export function applyPendingFocus(root: ParentNode = document): void {
  if (pendingIso === null) return;
  const link = root.querySelector<HTMLElement>(`a[data-iso="${pendingIso}"]`);
  if (link) {
    pendingIso = null;
    link.focus();
  }
}
