/**
 * `npm start`: builds the production bundle when the sources are newer than it,
 * then serves it (embedded PostgreSQL and demo data unless DATABASE_URL is set).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist', 'serve-node.js');
const SOURCE_DIRS = ['src', 'modules', 'platform', 'demo', 'migrations', 'public'];
const SOURCE_FILES = ['package.json', 'waku.config.ts', 'tsconfig.json'];

function newestSourceMtime(): number {
  let newest = 0;
  const visit = (target: string) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(target)) visit(path.join(target, name));
    } else if (!/\.(test|browser\.test)\.tsx?$/.test(target)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const dir of [...SOURCE_DIRS, ...SOURCE_FILES]) visit(path.join(root, dir));
  return newest;
}

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

const needsBuild = !fs.existsSync(entry) || fs.statSync(entry).mtimeMs < newestSourceMtime() || process.argv.includes('--build');
if (needsBuild) {
  console.log('[start] building the production bundle (waku build)…');
  const result = spawnSync('waku', ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
process.chdir(root);
// The local demo on the embedded database gets the demo members (platform/config.ts demoMode).
if (!process.env.DATABASE_URL) process.env.YOMIBA_DEMO ??= '1';

// `npm start` is the local demo: without SESSION_SECRET it uses the one kept in .data/ (generated once).
// A real deployment runs dist/serve-node.js with SESSION_SECRET set, or the server refuses to start.
if (!process.env.SESSION_SECRET) {
  const { loadSessionSecret } = await import('../modules/accounts/index.ts');
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
