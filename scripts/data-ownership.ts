/**
 * Data ownership (decision 035): a module's SQL and ORM calls touch only the tables its own entities
 * declare. Other modules' data comes through injected functions or through the views the owning module
 * publishes in its migrations (views are not tables, so they never count here).
 *
 * `node scripts/data-ownership.ts` lists every use of another module's table in modules/ and platform/
 * (production code; tests, test helpers and demo code are counted apart) and exits 1 when there is one.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parseSource, readSource, ROOT, sourceFiles } from './source-tree.ts';

export type TableUse = { file: string; line: number; owner: string; table: string; how: string };
export type OwnershipReport = { tables: Map<string, string>; production: TableUse[]; tests: TableUse[]; demo: TableUse[] };

/** A table named where SQL names tables: after from/join/into/update/table/using, or in a from list after a comma. */
const TABLE_POSITION = /\b(?:from|join|into|update|table|using)\s+(?:only\s+)?(?:"?public"?\.)?("?)([a-z_][a-z0-9_]*)\1((?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?(?:\s*,\s*(?:"?public"?\.)?"?[a-z_][a-z0-9_]*"?(?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?)*)/gi;
const LISTED_TABLE = /,\s*(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
/** EntityManager / ORM calls whose first argument is the entity they read or write. */
const ORM_CALL = /\.(?:find|findOne|findOneOrFail|findAndCount|findAll|findByCursor|count|nativeUpdate|nativeDelete|nativeInsert|insert|insertMany|upsert|upsertMany|create|getReference|getRepository|createQueryBuilder|qb|merge|map|stream)\(\s*([A-Z][A-Za-z0-9]*)\b/g;

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || /(^|\/)test-[^/]*\.ts$/.test(path) || path.endsWith('-test-helpers.ts');
/** Demo content (moving to demo/, issue 13 item 6): counted apart. */
const isDemo = (path: string) => /(^|\/)demo-[^/]*\.ts$/.test(path) || path.startsWith('modules/catalogue/seed/');

/** modules/<name>/... belongs to <name>; platform/ owns no table. */
const ownerOf = (path: string) => (path.startsWith('modules/') ? path.split('/')[1]! : 'platform');

/** Table name → owning module, from every entity's `tableName` (and entity class name → module). */
export function tableOwners(root = ROOT): { tables: Map<string, string>; entities: Map<string, string> } {
  const tables = new Map<string, string>();
  const entities = new Map<string, string>();
  for (const path of sourceFiles('modules', root)) {
    if (isTest(path)) continue;
    const text = readSource(path, root);
    for (const match of text.matchAll(/defineEntity\(\{\s*name:\s*'([A-Za-z0-9]+)',\s*tableName:\s*'([a-z0-9_]+)',(\s*view:\s*true)?/g)) {
      // A view entity is a module's published interface, open to every module.
      if (match[3]) continue;
      tables.set(match[2]!, ownerOf(path));
      entities.set(match[1]!, ownerOf(path));
    }
  }
  return { tables, entities };
}

/** The text of every string and template literal (substitutions become `?`), with its line. */
function literals(path: string, text: string): { text: string; line: number }[] {
  const source = parseSource(path, text);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node): void => {
    const line = () => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push({ text: node.text, line: line() });
    else if (ts.isTemplateExpression(node)) {
      found.push({ text: [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? '), line: line() });
      node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every place `path` (a file of module `owner`) names a table or entity of another module. */
export function foreignUses(path: string, text: string, owners: ReturnType<typeof tableOwners>): TableUse[] {
  const owner = ownerOf(path);
  const uses: TableUse[] = [];
  const foreign = (table: string) => {
    const tableOwner = owners.tables.get(table.toLowerCase());
    return tableOwner !== undefined && tableOwner !== owner ? tableOwner : null;
  };
  for (const literal of literals(path, text)) {
    for (const match of literal.text.matchAll(TABLE_POSITION)) {
      const named = [match[2]!, ...[...(match[3] ?? '').matchAll(LISTED_TABLE)].map((listed) => listed[1]!)];
      for (const table of named) {
        const tableOwner = foreign(table);
        if (tableOwner) uses.push({ file: path, line: literal.line, owner: tableOwner, table: table.toLowerCase(), how: `SQL: ${match[0].replace(/\s+/g, ' ').trim()}` });
      }
    }
  }
  for (const match of text.matchAll(ORM_CALL)) {
    const entityOwner = owners.entities.get(match[1]!);
    if (entityOwner !== undefined && entityOwner !== owner) {
      const line = text.slice(0, match.index).split('\n').length;
      uses.push({ file: path, line, owner: entityOwner, table: match[1]!, how: `ORM: ${match[0].replace(/\s+/g, '')}` });
    }
  }
  return uses;
}

/** Every foreign table use in modules/ and platform/, split into production code, tests and demo code. */
export function dataOwnershipReport(root = ROOT): OwnershipReport {
  const owners = tableOwners(root);
  const report: OwnershipReport = { tables: owners.tables, production: [], tests: [], demo: [] };
  for (const path of [...sourceFiles('modules', root), ...sourceFiles('platform', root)]) {
    const uses = foreignUses(path, readSource(path, root), owners);
    (isTest(path) ? report.tests : isDemo(path) ? report.demo : report.production).push(...uses);
  }
  return report;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = dataOwnershipReport();
  const print = (label: string, uses: TableUse[]) => {
    console.log(`${label}: ${uses.length}`);
    for (const use of uses) console.log(`  ${use.file}:${use.line}  ${use.owner}.${use.table}  ${use.how}`);
  };
  console.log(`${report.tables.size} tables in ${new Set(report.tables.values()).size} modules`);
  print('production code', report.production);
  print('tests and test helpers (not enforced)', report.tests);
  print('demo code (not enforced, moving to demo/)', report.demo);
  process.exit(report.production.length === 0 ? 0 : 1);
}
