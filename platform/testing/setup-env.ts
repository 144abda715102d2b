import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject, vi } from 'vitest';
import { resetConfig } from '../config.ts';

// Runs before every test file. The node project does not isolate files (`isolate: false`): the files of a
// worker share one process and module graph, so what is done once per worker is guarded, and what a file
// may change (process.env, fake timers, spies, stubs) is put back after it, before the next file.
const worker = globalThis as { __yomibaTestEnv?: true; __yomibaResetConfig?: () => void };
// This file's configuration module: a file that calls vi.resetModules() leaves the next ones another instance.
worker.__yomibaResetConfig = resetConfig;
if (!worker.__yomibaTestEnv) {
  worker.__yomibaTestEnv = true;
  process.env.DATABASE_URL = inject('databaseUrl');
  process.env.YOMIBA_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'yomiba-test-'));

  // The server reads its configuration once; tests change process.env between (and within) tests, so every
  // change makes the next use read it again.
  const env = process.env;
  process.env = new Proxy(env, {
    set(target, name, value) {
      const done = Reflect.set(target, name, value);
      worker.__yomibaResetConfig?.();
      return done;
    },
    deleteProperty(target, name) {
      const done = Reflect.deleteProperty(target, name);
      worker.__yomibaResetConfig?.();
      return done;
    },
  });
  resetConfig();
}

const fileStartEnv = { ...process.env };
// Registered first, so it runs after the file's own afterAll hooks (they run last-registered first).
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  for (const name of Object.keys(process.env)) if (!(name in fileStartEnv) && !name.startsWith('VITEST')) delete process.env[name];
  for (const [name, value] of Object.entries(fileStartEnv)) if (process.env[name] !== value && !name.startsWith('VITEST')) process.env[name] = value;
});
