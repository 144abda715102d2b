/**
 * Every page renders its own <title>, itself or through a component it imports (decision 065): the
 * root layout renders none, so that a client-side navigation leaves one <title> in the document.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = path.join(ROOT, 'src/pages');

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('#src/')) base = path.join(ROOT, 'src', spec.slice('#src/'.length));
  else if (spec.startsWith('#modules/')) base = path.join(ROOT, 'modules', spec.slice('#modules/'.length));
  else return null;
  for (const candidate of [base, `${base}.tsx`, path.join(base, 'index.tsx')]) {
    if (candidate.endsWith('.tsx') && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Whether the file, or a component file it imports (modals left out: a modal's title is not the page's), renders <title>. */
function rendersTitle(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (/<title[\s>]/.test(source)) return true;
  for (const match of source.matchAll(/from\s+['"]([^'"]+)['"]/g)) {
    const target = resolveImport(file, match[1]!);
    if (target && !target.includes(`${path.sep}modals${path.sep}`) && rendersTitle(target, seen)) return true;
  }
  return false;
}

const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

describe('page titles', () => {
  const pages = walk(PAGES).filter((file) => file.endsWith('.tsx') && !path.basename(file).startsWith('_'));

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it('the root layout and root render no <title>', () => {
    for (const file of ['_layout.tsx', '_root.tsx']) expect(readFileSync(path.join(PAGES, file), 'utf8')).not.toMatch(/<title[\s>]/);
  });

  it('every page renders a <title>', () => {
    expect(pages.filter((file) => !rendersTitle(file)).map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
