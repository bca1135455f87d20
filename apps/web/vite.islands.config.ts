import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The islands bundle of the public pages (ADR 081), built after `react-router build` into the
 * same build/client folder. `react-router` is replaced by a small stand-in (links are plain
 * links, the location is the page's), so no router runtime reaches a public page.
 * build/client/islands-manifest.json tells the server (and the JS budget test) the files.
 */
export default defineConfig({
  resolve: {
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('./app/islands/router-shim.tsx', import.meta.url)),
      },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    outDir: 'build/client',
    emptyOutDir: false,
    manifest: 'islands-manifest.json',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { islands: fileURLToPath(new URL('./app/islands/client.tsx', import.meta.url)) },
      output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js' },
    },
  },
});
