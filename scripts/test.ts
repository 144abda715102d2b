/**
 * `npm test`: every check, in order, stopping at the first failure:
 * type check, lint, node tests (real database), browser tests, every story as a
 * browser test with its axe check (no Storybook build: decision 039), then the
 * production build, the cluster tests and end-to-end tests.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '#platform/testing/chromium.ts';
import { ensureTestMachine } from './test-machine.ts';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });

type Counts = { passed: number; failed: number; skipped: number };
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

function vitestCounts(file: string): Counts {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(file: string): Counts {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const vitest = (project: string) => ({
  command: ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=test-results/${project}.json`],
  counts: () => vitestCounts(path.join(results, `${project}.json`)),
});

const steps: { name: string; command: string[]; counts?: () => Counts }[] = [
  { name: 'type check', command: ['tsc', '--noEmit', '-p', '.'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'node tests', ...vitest('node') },
  { name: 'browser tests', ...vitest('browser') },
  { name: 'stories as tests', ...vitest('stories') },
  { name: 'production build', command: ['waku', 'build'] },
  // Needs the build, HAProxy and Redis: two app processes behind the balancer (decision 041).
  { name: 'cluster tests', ...vitest('cluster') },
  {
    name: 'end-to-end tests',
    command: ['playwright', 'test'],
    counts: () => playwrightCounts(path.join(results, 'e2e.json')),
  },
];

const only = process.argv.slice(2);
// Chromium, a Japanese font and Java first: installed (root on Debian) or the exact command, before any step.
const needsMachine = only.length === 0 || only.some((name) => ['browser', 'stories', 'end-to-end', 'cluster'].some((step) => step.includes(name) || name.includes(step)));
if (needsMachine) ensureTestMachine(chromiumPath);
for (const step of steps) {
  if (only.length && !only.some((name) => step.name.includes(name))) continue;
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const run = spawnSync(step.command[0]!, step.command.slice(1), { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.counts) {
    try {
      const counts = step.counts();
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
    } catch {
      total.failed += run.status === 0 ? 0 : 1;
    }
  }
  if (run.status !== 0) {
    console.error(`✖ ${step.name} failed after ${seconds} s`);
    if (total.failed === 0) total.failed = 1;
    console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
    process.exit(run.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
