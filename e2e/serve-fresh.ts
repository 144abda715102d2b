/** Serves the production build on a throw-away embedded database (or E2E_DATABASE_URL). */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data', 'e2e');
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.YOMIBA_DATA_DIR = dataDir;
process.env.EMBEDDED_PG_PORT ??= '54349';
process.env.NODE_ENV = 'production';
process.env.SESSION_SECRET ??= randomBytes(48).toString('base64url');
if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
else delete process.env.DATABASE_URL;
process.chdir(root);
await import(path.join(root, 'dist', 'serve-node.js'));
