import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The islands bundle of the public pages (ADR 081), built after `react-router build` into the
 * same build/client folder. `react-router` is replaced by a small stand-in (links are plain
 * links, the location is the page's), so no router runtime reaches a public page.
 * `app/i18n` is replaced by its islands copy, which loads only the page's language table.
 * build/client/islands-manifest.json tells the server (and the JS budget test) the files.
 */
const i18nIndex = fileURLToPath(new URL('./app/i18n/index.ts', import.meta.url));
const i18nIslands = fileURLToPath(new URL('./app/i18n/index.islands.ts', import.meta.url));

export default defineConfig({
  plugins: [
    {
      // The page's one language table instead of both (app/i18n/index.islands.ts, ADR 224).
      name: 'patro-i18n-one-table',
      enforce: 'pre',
      async resolveId(source, importer, options) {
        if (!importer || importer === i18nIslands || !/(^|\/)i18n(\/index)?$/.test(source)) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved?.id === i18nIndex ? i18nIslands : null;
      },
    },
  ],
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
