import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The React Router build: the server bundle (every page) and the client bundle of the private,
 * fully hydrated screens (accounts, my calendars). Public pages load only the islands bundle
 * (vite.islands.config.ts, ADR 081).
 */
export default defineConfig({
  plugins: [reactRouter()],
  build: { target: 'es2022' },
});
