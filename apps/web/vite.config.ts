import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The React Router build: the server bundle (every page) and the client bundle of the private,
 * fully hydrated screens (accounts, my calendars). Public pages load only the islands bundle
 * (vite.islands.config.ts, ADR 081).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    // The server bundle is one file: a module that browser code loads lazily (the day dialog's
    // event form, the PWA panel, the sharing calls) is also imported directly by a server-rendered
    // screen, and "this dynamic import will not split" is true and harmless there. The browser
    // bundles keep the check.
    ...(isSsrBuild ? { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } : {}),
  },
}));
