import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // React Router v8's changes, each answered (the build warned about every one left unset). We stay
  // on v7 behaviour until the v8 move, which takes them together with its own tests: middleware
  // changes the loaders' `context` (our server passes the API address in it), split route modules
  // and the Vite environment API change the build's output that the islands build and the service
  // worker's precache list read, pass-through requests and trailing-slash `.data` URLs change what
  // the page cache and the e2e tests see.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
