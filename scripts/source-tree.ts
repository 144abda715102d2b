/**
 * The project's TypeScript files, each read and parsed once per process: the architecture checks
 * (scripts/architecture.ts) share one walk, one read and one TypeScript parse of every file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const listings = new Map<string, string[]>();
const texts = new Map<string, string>();
const parsed = new Map<string, { text: string; source: ts.SourceFile }>();

function walk(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every .ts/.tsx file under `dir` of `root` (node_modules aside), as paths relative to `root` with `/`. */
export function sourceFiles(dir: string, root = ROOT): string[] {
  const key = join(root, dir);
  let files = listings.get(key);
  if (!files) {
    files = walk(key).map((file) => relative(root, file).split(sep).join('/'));
    listings.set(key, files);
  }
  return files;
}

/** The text of `path` (relative to `root`). */
export function readSource(path: string, root = ROOT): string {
  const key = join(root, path);
  let text = texts.get(key);
  if (text === undefined) {
    text = readFileSync(key, 'utf8');
    texts.set(key, text);
  }
  return text;
}

/** The syntax tree of `text` at `path`: parsed once, and again only when given another text for it. */
export function parseSource(path: string, text: string): ts.SourceFile {
  const known = parsed.get(path);
  if (known?.text === text) return known.source;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  parsed.set(path, { text, source });
  return source;
}
