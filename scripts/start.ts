/**
 * `npm start`: builds the production bundle when the sources are newer than it,
 * then serves it (embedded PostgreSQL and demo data unless DATABASE_URL is set).
 */
import net from 'node:net';
import path from 'node:path';
import { buildIfNeeded, SERVER_ENTRY as entry } from '../deploy/build-if-needed.ts';
import { keptSecret, newKeyRing } from '#platform/process/kept-secret.ts';

const root = path.resolve(import.meta.dirname, '..');

process.env.PORT ??= '3000';
const portFree = await new Promise<boolean>((resolve) => {
  const probe = net.createServer();
  probe.once('error', () => resolve(false));
  probe.once('listening', () => probe.close(() => resolve(true)));
  probe.listen(Number(process.env.PORT));
});
if (!portFree) {
  console.error(`[start] port ${process.env.PORT} is in use: stop the other server, or choose another port with PORT=…`);
  process.exit(1);
}

buildIfNeeded((line) => console.log(line.replace('[build]', '[start]')), process.argv.includes('--build'));

process.env.NODE_ENV ??= 'production';
process.chdir(root);
// The local demo on the embedded database gets the demo members (platform/config.ts demoMode).
if (!process.env.DATABASE_URL) process.env.YOMIBA_DEMO ??= '1';
// A production build never uses the development key of bank account numbers (platform/config.ts): the
// local demo gets a key of its own, made once and kept in .data/ so its data stays readable. Set before
// anything reads the configuration.
if (['1', 'true'].includes(process.env.YOMIBA_DEMO ?? '') && !process.env.PAYOUT_ACCOUNT_KEYS) {
  const dataDir = path.resolve(process.env.YOMIBA_DATA_DIR || '.data');
  process.env.PAYOUT_ACCOUNT_KEYS = keptSecret(path.join(dataDir, 'payout-account-keys'), () => newKeyRing('local'));
  console.log('[start] using the local key of bank account numbers in .data/payout-account-keys (set PAYOUT_ACCOUNT_KEYS in production)');
}

// `npm start` is the local demo: without SESSION_SECRET it uses the one kept in .data/ (generated once).
// A real deployment runs dist/serve-node.js with SESSION_SECRET set, or the server refuses to start.
if (!process.env.SESSION_SECRET) {
  const { loadSessionSecret } = await import('#modules/accounts/index.ts');
  process.env.SESSION_SECRET = new TextDecoder().decode(loadSessionSecret({ ...process.env, NODE_ENV: 'development' }));
  console.log('[start] using the local session secret in .data/session-secret (set SESSION_SECRET in production)');
}

await import(entry);

// Open the database (initialising and seeding it on the first run) before the first visitor.
const url = `http://localhost:${process.env.PORT}`;
const started = Date.now();
try {
  const response = await fetch(`${url}/api/v1/initialize/`);
  if (!response.ok) throw new Error(`initialize answered ${response.status}`);
  console.log(`[start] 読み場 is ready on ${url} (${Date.now() - started} ms to open the database)`);
} catch (error) {
  console.error(`[start] the server did not become ready: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
