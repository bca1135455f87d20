import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hideBrokenImages } from './lib/broken-images';

/**
 * Full React Router hydration, for the private screens only (accounts, my calendars; ADR 081).
 * Public pages never load this file: their interactive parts are islands (app/islands).
 */
hideBrokenImages();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
