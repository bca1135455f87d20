import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The browser runs Preact through preact/compat instead of react-dom (ADR 051): the same
 * components and React Router, a tenth of the runtime, so the home page fits its 100 KB budget.
 * The server keeps rendering with React (streaming, RR's own server code untouched).
 */
const BROWSER_RUNTIME: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

function preactInTheBrowser(): Plugin {
  return {
    name: 'patro:preact-in-the-browser',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      const target = BROWSER_RUNTIME[source];
      if (!target || this.environment.name !== 'client') return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [preactInTheBrowser(), reactRouter()],
  build: { target: 'es2022' },
});
