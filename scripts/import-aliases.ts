/**
 * Imports that leave their own area (src/, one module, platform/, demo/, scripts/...) use the package's
 * `imports` aliases (#src/, #modules/, #platform/, #demo/) instead of `../../..` chains (decision 038).
 * `node scripts/import-aliases.ts` lists offenders and exits 1; `--fix` rewrites them in place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readSource, sourceFiles as filesUnder } from './source-tree.ts';

export const ALIASES: Record<string, string> = { src: '#src', modules: '#modules', platform: '#platform', demo: '#demo' };
const AREAS = ['src', 'modules', 'platform', 'demo', 'scripts', 'bench', 'deploy', 'e2e', 'stories', 'migrations', '.storybook'];
/** Holds import statements of fixture files as text, for a temporary tree without the aliases. */
const SKIP = new Set(['scripts/module-boundaries.test.ts']);
const IMPORT = /((?:\bfrom|\bimport)\s*\(?\s*|vi\.mock\(\s*)(['"])(\.\.\/[^'"]+)\2/g;

/** src, platform, demo...; one module counts as its own area. */
function areaOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'modules' ? parts.slice(0, 2).join('/') : parts[0]!;
}

export type Offence = { file: string; specifier: string; alias: string };

/** Every relative import in `text` (at `file`, relative to root) that leaves its area, with its alias. */
export function offencesIn(file: string, text: string): Offence[] {
  const found: Offence[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[3]!;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const top = target.split('/')[0]!;
    if (!ALIASES[top] || areaOf(target) === areaOf(file)) continue;
    found.push({ file, specifier, alias: `${ALIASES[top]}${target.slice(top.length)}` });
  }
  return found;
}

/** The areas' files and the root's own .ts files (the configs). */
export function sourceFiles(root: string): string[] {
  const configs = fs.readdirSync(root).filter((name) => name.endsWith('.ts'));
  return [...AREAS.flatMap((area) => filesUnder(area, root)), ...configs].filter((file) => !SKIP.has(file));
}

export function scan(root: string, fix = false): Offence[] {
  const all: Offence[] = [];
  for (const file of sourceFiles(root)) {
    const text = readSource(file, root);
    const offences = offencesIn(file, text);
    all.push(...offences);
    if (fix && offences.length) {
      const rewritten = text.replace(IMPORT, (whole, before: string, quote: string, specifier: string) => {
        const [offence] = offencesIn(file, `from ${quote}${specifier}${quote}`);
        return offence ? `${before}${quote}${offence.alias}${quote}` : whole;
      });
      fs.writeFileSync(path.join(root, file), rewritten);
    }
  }
  return all;
}

if (import.meta.main) {
  const fix = process.argv.includes('--fix');
  const offences = scan(path.resolve(import.meta.dirname, '..'), fix);
  if (fix) console.log(`rewrote ${offences.length} imports`);
  else {
    for (const offence of offences) console.log(`${offence.file}: '${offence.specifier}' → '${offence.alias}'`);
    console.log(`${offences.length} relative imports leave their area`);
    if (offences.length) process.exit(1);
  }
}
