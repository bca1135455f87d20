import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The service worker (ADR 142): one classic script, built into build/sw/ and finished by
 * scripts/build-sw.mjs (workbox-build writes its precache list into build/client/sw.js).
 */
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'build/sw',
    emptyOutDir: true,
    lib: {
      entry: fileURLToPath(new URL('./app/sw/sw.ts', import.meta.url)),
      formats: ['iife'],
      name: 'patroServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
