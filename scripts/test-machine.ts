/**
 * What `npm test` needs of the machine besides node_modules (issue 18 item 10): Chromium for the browser,
 * story and end-to-end tests, a Japanese font for their screenshots, Java for the Nu HTML checker. A
 * missing one is installed with apt-get when this runs as root on Debian, or the run stops at once with
 * the exact command, instead of failing deep inside a test step.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export type MachineFacts = { chromium: boolean; japaneseFont: boolean; java: boolean; root: boolean; aptGet: boolean };

/** Debian packages for what is missing. */
export function missingPackages(facts: MachineFacts): string[] {
  return [...(facts.chromium ? [] : ['chromium']), ...(facts.japaneseFont ? [] : ['fonts-ipafont-gothic']), ...(facts.java ? [] : ['default-jre-headless'])];
}

export type MachinePlan = { kind: 'ready' } | { kind: 'install'; packages: string[] } | { kind: 'stop'; message: string };

export function machinePlan(facts: MachineFacts): MachinePlan {
  const packages = missingPackages(facts);
  if (packages.length === 0) return { kind: 'ready' };
  if (facts.root && facts.aptGet) return { kind: 'install', packages };
  const command = `${facts.root ? '' : 'sudo '}apt-get update && ${facts.root ? '' : 'sudo '}apt-get install -y ${packages.join(' ')}`;
  return {
    kind: 'stop',
    message: facts.aptGet
      ? `npm test needs ${packages.join(', ')}. Run:\n  ${command}\n(or set CHROMIUM_PATH to a Chromium of your own)`
      : `npm test needs ${packages.join(', ')} (Debian package names; install their equivalents, or set CHROMIUM_PATH for Chromium)`,
  };
}

const succeeds = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

export function machineFacts(chromiumPath: string | undefined): MachineFacts {
  const fonts = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  return {
    chromium: chromiumPath !== undefined && fs.existsSync(chromiumPath),
    japaneseFont: fonts.status === 0 && fonts.stdout.trim() !== '',
    java: succeeds('java', ['-version']),
    root: process.getuid?.() === 0,
    aptGet: succeeds('sh', ['-c', 'command -v apt-get']),
  };
}

/** Makes the machine ready or exits with the command to run. */
export function ensureTestMachine(chromiumPath: () => string | undefined): void {
  const plan = machinePlan(machineFacts(chromiumPath()));
  if (plan.kind === 'ready') return;
  if (plan.kind === 'stop') {
    console.error(`✖ ${plan.message}`);
    process.exit(1);
  }
  console.log(`installing ${plan.packages.join(' ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...plan.packages]]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      console.error(`✖ apt-get ${args.join(' ')} failed; install ${plan.packages.join(' ')} and run npm test again`);
      process.exit(1);
    }
  }
  const after = machinePlan(machineFacts(chromiumPath()));
  if (after.kind !== 'ready') {
    console.error(`✖ still missing after apt-get: ${missingPackages(machineFacts(chromiumPath())).join(', ')}`);
    process.exit(1);
  }
}
