import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

process.env.DATABASE_URL = inject('databaseUrl');
process.env.YOMIBA_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'yomiba-test-'));
