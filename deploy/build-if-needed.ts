/** The production bundle (`dist/serve-node.js`), built with `waku build` when a source is newer than it. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = path.join(root, 'dist', 'serve-node.js');
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

/** Builds unless the bundle is newer than every source (`force`: always); exits the process when the build fails. */
export function buildIfNeeded(log: (line: string) => void = console.log, force = false): void {
  const needsBuild = force || !fs.existsSync(SERVER_ENTRY) || fs.statSync(SERVER_ENTRY).mtimeMs < newestSourceMtime();
  if (!needsBuild) return;
  log('[build] building the production bundle (waku build)…');
  const result = spawnSync('waku', ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
