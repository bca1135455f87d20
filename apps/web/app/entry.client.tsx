import { StrictMode, Suspense, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * The browser runtime is Preact (ADR 051), which hydrates the children of a container. The app
 * renders the whole `<html>`, and `document` itself also holds the doctype, which would be taken
 * for the first child; this stand-in offers `<html>` as the only child, so hydration adopts it.
 */
function documentElementHost(): Element {
  const html = document.documentElement;
  const host = {
    firstChild: html,
    childNodes: [html],
    namespaceURI: html.namespaceURI,
    insertBefore: (node: Node) => node,
    contains: (node: Node) => html.contains(node),
  };
  return host as unknown as Element;
}

// React hoists the module preloads that React Router renders at the end of <body> into <head>;
// put them back where the browser runtime will look for them (they have already been fetched).
for (const preload of document.head.querySelectorAll('link[rel="modulepreload"]')) {
  document.body.append(preload);
}

// React Router suspends its first render while it decodes the server's loader data; the
// boundary keeps the server HTML in place until it resumes.
startTransition(() => {
  hydrateRoot(
    documentElementHost(),
    <StrictMode>
      <Suspense>
        <HydratedRouter />
      </Suspense>
    </StrictMode>,
  );
});
