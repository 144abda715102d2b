import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { resetConfig } from '../config.ts';

process.env.DATABASE_URL = inject('databaseUrl');
process.env.YOMIBA_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'yomiba-test-'));

// The server reads its configuration once; tests change process.env between (and within) tests, so every
// change makes the next use read it again.
const env = process.env;
process.env = new Proxy(env, {
  set(target, name, value) {
    const done = Reflect.set(target, name, value);
    resetConfig();
    return done;
  },
  deleteProperty(target, name) {
    const done = Reflect.deleteProperty(target, name);
    resetConfig();
    return done;
  },
});
resetConfig();
