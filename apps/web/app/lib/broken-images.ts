/**
 * Third-party images marked `data-fallback` (station logos, headline pictures) are hidden when they
 * fail to load, so what stands under them (a letter badge) shows instead of a broken-image icon.
 * `error` does not bubble, so one capturing listener on the document hears every image; images
 * that failed before this script ran are found by their state.
 */
export function hideBrokenImages(root: Document = document): void {
  const hide = (target: EventTarget | null) => {
    if (target instanceof HTMLImageElement && target.hasAttribute('data-fallback')) target.hidden = true;
  };
  root.addEventListener('error', (event) => hide(event.target), true);
  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) hide(image);
  }
}
