/**
 * One contract (decision 036): an API path is written only by the module that serves it (its router, and
 * its index.ts / client.ts for the constants others need). Everything else calls the API through the typed
 * client (`apiClient.api.v1.favorite.index.$post(...)`), so no path literal is needed outside modules/.
 *
 * `node scripts/api-path-literals.ts` lists every string or template literal that starts like an API path
 * ('/api/', '/payment/api/', '/store/api/') outside modules/ and platform/http/ (which serves the API-wide
 * prefixes and the CSRF token route), and exits 1 when production code has one. Tests, fixtures and stories
 * are counted apart: a test may call the real server by its address.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parseSource, readSource, ROOT, sourceFiles } from './source-tree.ts';

export type PathLiteral = { file: string; line: number; text: string };
export type LiteralReport = { production: PathLiteral[]; tests: PathLiteral[] };

/** Folders whose code is outside every module (modules/ and platform/ are the API's owners). */
const OUTSIDE = ['src', 'demo', 'scripts', 'bench', 'stories', 'e2e', '.storybook'];
const API_PATH = /^\/(?:payment\/|store\/)?api\//;

const isTest = (path: string) =>
  /\.(test|spec)\.tsx?$/.test(path) || /(^|\/)test-[^/]*\.ts$/.test(path) || path.endsWith('-test-helpers.ts') || /-fixtures\.tsx?$/.test(path) || /\.stories\.tsx?$/.test(path) || /^(e2e|stories|bench)\//.test(path) || path.includes('/testing/');

/** Every string or template literal of `text` that starts like an API path (a template's head counts). */
export function apiPathLiterals(path: string, text: string): PathLiteral[] {
  const source = parseSource(path, text);
  const found: PathLiteral[] = [];
  const visit = (node: ts.Node): void => {
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : ts.isTemplateExpression(node) ? node.head.text : undefined;
    if (literal !== undefined && API_PATH.test(literal)) {
      found.push({ file: path, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: literal });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every API path literal outside modules/ and platform/, split into production code and tests. */
export function apiPathLiteralReport(root = ROOT): LiteralReport {
  const report: LiteralReport = { production: [], tests: [] };
  for (const folder of OUTSIDE) {
    for (const path of sourceFiles(folder, root)) {
      const literals = apiPathLiterals(path, readSource(path, root));
      (isTest(path) ? report.tests : report.production).push(...literals);
    }
  }
  return report;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = apiPathLiteralReport();
  const print = (label: string, literals: PathLiteral[]) => {
    console.log(`${label}: ${literals.length}`);
    for (const literal of literals) console.log(`  ${literal.file}:${literal.line}  ${literal.text}`);
  };
  print('production code', report.production);
  print('tests, fixtures and stories (not enforced)', report.tests);
  process.exit(report.production.length === 0 ? 0 : 1);
}
