/**
 * `npm test`: every check, stage by stage, stopping after the first stage with a failure.
 * 1. Type check, lint (with the architecture checks) and the production build, side by side: none needs
 *    another, and each one's output is held back and printed whole when it ends, so the logs never interleave.
 * 2. Node tests (real database), browser tests, every story as a browser test with its axe check (no
 *    Storybook build: decision 039), the cluster tests (they need the build) and end-to-end tests.
 * Each step's duration is printed, and the run's are written to test-results/timings.json.
 * `npm test -- node lint` runs only the steps whose name contains one of the words.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '#platform/testing/chromium.ts';
import { ensureTestMachine } from './test-machine.ts';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');

export type Counts = { passed: number; failed: number; skipped: number };
export type Step = { name: string; command: string[]; counts?: () => Counts };
export type StepTiming = { name: string; seconds: number; status: 'passed' | 'failed' | 'skipped'; tests?: Counts };
export type Timings = { startedAt: string; status: 'passed' | 'failed'; seconds: number; steps: StepTiming[] };

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

/** The steps of each stage run side by side; the stages run one after the other. */
export const STAGES: Step[][] = [
  [
    { name: 'type check', command: ['tsc', '--noEmit', '-p', '.'] },
    { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
    { name: 'production build', command: ['waku', 'build'] },
  ],
  [{ name: 'node tests', ...vitest('node') }],
  [{ name: 'browser tests', ...vitest('browser') }],
  [{ name: 'stories as tests', ...vitest('stories') }],
  // Needs the build, HAProxy and Redis: two app processes behind the balancer (decision 041).
  [{ name: 'cluster tests', ...vitest('cluster') }],
  [{ name: 'end-to-end tests', command: ['playwright', 'test'], counts: () => playwrightCounts(path.join(results, 'e2e.json')) }],
];

/** The stages with only the steps named by `only` (every step when it is empty). */
export function selectStages(stages: Step[][], only: string[]): Step[][] {
  if (only.length === 0) return stages;
  return stages.map((stage) => stage.filter((step) => only.some((word) => step.name.includes(word)))).filter((stage) => stage.length > 0);
}

/** timings.json's content: every step of `stages`, those that did not run as skipped. */
export function timingsOf(stages: Step[][], ran: Map<string, Omit<StepTiming, 'name'>>, startedAt: Date, seconds: number): Timings {
  const steps = stages.flat().map((step): StepTiming => ({ name: step.name, ...(ran.get(step.name) ?? { seconds: 0, status: 'skipped' }) }));
  return { startedAt: startedAt.toISOString(), status: steps.some((step) => step.status === 'failed') ? 'failed' : 'passed', seconds, steps };
}

/** The timings as the table printed at the end of a run. */
export function timingsTable(timings: Timings): string {
  const width = Math.max(...timings.steps.map((step) => step.name.length), 'total'.length);
  const line = (name: string, seconds: number, status: string) => `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s  ${status}`;
  return [...timings.steps.map((step) => line(step.name, step.seconds, step.status)), line('total', timings.seconds, timings.status)].join('\n');
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;

/** Runs one step; with `buffered`, its output is kept and printed whole when it ends. */
function runStep(step: Step, buffered: boolean): Promise<{ code: number; seconds: number }> {
  const started = performance.now();
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}${buffered ? ' (output when it ends)' : ''}`);
  const env = buffered && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn(step.command[0]!, step.command.slice(1), { cwd: root, env, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = round((performance.now() - started) / 1000);
      if (buffered) {
        console.log(`\n── ${step.name} (${seconds} s) ──`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ code: code ?? 1, seconds });
    });
  });
}

async function main() {
  fs.mkdirSync(results, { recursive: true });
  const startedAt = new Date();
  const only = process.argv.slice(2);
  // Chromium, a Japanese font and Java first: installed (root on Debian) or the exact command, before any step.
  const needsMachine = only.length === 0 || only.some((name) => ['browser', 'stories', 'end-to-end', 'cluster'].some((step) => step.includes(name) || name.includes(step)));
  if (needsMachine) ensureTestMachine(chromiumPath);

  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const ran = new Map<string, Omit<StepTiming, 'name'>>();
  let failed = false;
  for (const stage of selectStages(STAGES, only)) {
    const outcomes = await Promise.all(stage.map((step) => runStep(step, stage.length > 1)));
    stage.forEach((step, index) => {
      const { code, seconds } = outcomes[index]!;
      let tests: Counts | undefined;
      try {
        tests = step.counts?.();
      } catch {
        // No report: the step failed before writing it (counted below).
      }
      if (tests) {
        total.passed += tests.passed;
        total.failed += tests.failed;
        total.skipped += tests.skipped;
      }
      ran.set(step.name, { seconds, status: code === 0 ? 'passed' : 'failed', ...(tests ? { tests } : {}) });
      console.log(code === 0 ? `✔ ${step.name} (${seconds} s)` : `✖ ${step.name} failed after ${seconds} s`);
      if (code !== 0) failed = true;
    });
    if (failed) break;
  }
  if (failed && total.failed === 0) total.failed = 1;

  const timings = timingsOf(selectStages(STAGES, only), ran, startedAt, round((Date.now() - startedAt.getTime()) / 1000));
  fs.mkdirSync(results, { recursive: true });
  fs.writeFileSync(path.join(results, 'timings.json'), `${JSON.stringify(timings, null, 2)}\n`);
  console.log(`\ntimings (test-results/timings.json):\n${timingsTable(timings)}`);
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(failed ? 1 : 0);
}

if (import.meta.main) await main();
