/**
 * One URL builder per route (decision 038): the address of a page that carries a value (a title code, an id,
 * a `next`) is built by `platform/routes/site-paths.ts`, never by hand. A hand-built address is a template
 * literal or a `+` concatenation in which a literal part starts with a page's first path segment
 * (`/book/`, `/bv/`, `/signin/?`…, taken from src/pages) followed by a value.
 *
 * `node scripts/route-paths.ts` lists every one in src/, modules/ and demo/ (tests aside) and exits 1 when
 * there is one.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parseSource, readSource, ROOT, sourceFiles } from './source-tree.ts';

export type HandBuiltPath = { file: string; line: number; text: string };

const BUILDERS = 'platform/routes/site-paths.ts';
/**
 * Lists with many query options keep their one builder next to the parser of that query (defaults left out
 * of the address): these functions, and only they, may write their route's path.
 */
export const QUERY_BUILDERS = new Set(['rankingHref', 'shelfHref', 'searchPageHref', 'kanaIndexHref', 'listHref']);

const isTest = (path: string) =>
  /\.(test|spec)\.tsx?$/.test(path) || /(^|\/)test-[^/]*\.ts$/.test(path) || path.endsWith('-test-helpers.ts') || path.endsWith('/testing.ts') || path.includes('/testing/');

/** The first path segment of every page (`book`, `bv`, `signin`…), from the file router's src/pages. */
export function pageSegments(root = ROOT): Set<string> {
  const segments = new Set<string>();
  for (const path of sourceFiles('src/pages', root)) {
    const first = path.slice('src/pages/'.length).split('/')[0]!.replace(/\.tsx?$/, '');
    if (!/^(_|\[|index$|404$)/.test(first)) segments.add(first);
  }
  return segments;
}

/** The name of the function or variable a node sits in, innermost first. */
function enclosingNames(node: ts.Node): string[] {
  const names: string[] = [];
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if ((ts.isFunctionDeclaration(at) || ts.isVariableDeclaration(at)) && at.name && ts.isIdentifier(at.name)) names.push(at.name.text);
  }
  return names;
}

/** Every hand-built page address in one file's text. */
export function handBuiltPaths(path: string, text: string, segments: Set<string>): HandBuiltPath[] {
  const prefix = new RegExp(`^/(?:${[...segments].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:/|\\?|$)`);
  const source = parseSource(path, text);
  const found: HandBuiltPath[] = [];
  const report = (node: ts.Node) => {
    if (enclosingNames(node).some((name) => QUERY_BUILDERS.has(name))) return;
    found.push({ file: path, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.getText(source) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      // A part followed by a value (every part but the last), or the part after a leading value (`${origin}/book/…`).
      if (parts.slice(0, -1).some((part) => prefix.test(part)) || (node.head.text === '' && prefix.test(parts[1] ?? ''))) report(node);
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const sides = [node.left, node.right];
      if (sides.some((side) => ts.isStringLiteralLike(side) && prefix.test(side.text)) && !sides.every(ts.isStringLiteralLike)) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every hand-built page address in production code. */
export function routePathReport(root = ROOT): HandBuiltPath[] {
  const segments = pageSegments(root);
  return ['src', 'modules', 'demo'].flatMap((dir) =>
    sourceFiles(dir, root).flatMap((path) => {
      return path === BUILDERS || isTest(path) ? [] : handBuiltPaths(path, readSource(path, root), segments);
    }),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const found = routePathReport();
  console.log(`hand-built page addresses outside ${BUILDERS}: ${found.length}`);
  for (const use of found) console.log(`  ${use.file}:${use.line}  ${use.text}`);
  process.exit(found.length === 0 ? 0 : 1);
}
