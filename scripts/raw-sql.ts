/**
 * Typed queries (decision 037): outside the measured hot paths, modules read and write the database
 * through MikroORM (em.find, QueryBuilder, nativeUpdate, upsert) or Kysely typed from the entities,
 * never through SQL strings; and no code rewrites `?` placeholders into `$n` by regular expression.
 *
 * `node scripts/raw-sql.ts` lists every raw SQL site in production code of modules/, platform/ and src/
 * (tests, test helpers and demo code are counted apart) and exits 1 when a file outside the allow-list
 * below has one, when an allowed file has more than it is allowed, or when a placeholder rewrite exists.
 *
 * A raw SQL site is a string or template literal that reads as an SQL statement, an `sql\`…\`` tagged
 * template (the hot paths' parameter-numbering helper), or a call that sends text to the database
 * (`.execute(text)`, `.executePrepared`, `.executeThenCommit`, a pg `.query(text)`, `raw(…)`,
 * `nativeQuery`, `preparedStatement`).
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parseSource, readSource, ROOT, sourceFiles } from './source-tree.ts';

export type RawSqlSite = { file: string; line: number; kind: 'statement' | 'call' | 'rewrite'; text: string };
export type RawSqlReport = { production: RawSqlSite[]; tests: RawSqlSite[]; demo: RawSqlSite[] };

/**
 * Files that may keep hand-written SQL, with at most this many sites (statements + calls): a new one
 * fails until it is converted or, with a reason, added here.
 */
export const ALLOWED: Record<string, { max: number; why: string }> = {
  // Measured hot paths (bench/): hand-written statements, most prepared once per connection; parameters
  // are numbered by the sql tagged template (platform/db/sql-template.ts) or written as pg's native $n.
  'modules/wallet/ledger.ts': { max: 19, why: 'hot path: consume and purchase ledger movements, one CTE statement each (bench:wallet); a caller\'s row and its grant in one statement (creditWith, decision 061), the lock in the first statement\'s round trip and the grant with its COMMIT (decision 073), or all of it in one round trip (decision 076)' },
  'modules/wallet/wallet-service.ts': { max: 13, why: 'hot path: check, balances and consume (bench:wallet); withMemberLedger and creditPurchase run a caller\'s statement in the ledger transaction; MemberLedger.executePrepared and grantWith (decision 061)' },
  'modules/rewards/gifts/gift-ledger-sql.ts': { max: 4, why: 'gift claims, coupon limits (guarded tallies, decision 067) and pending rewards inside the wallet\'s member transaction (MemberLedger.execute takes an SqlStatement)' },
  'modules/rewards/gifts/gift-service.ts': { max: 7, why: 'runs gift-ledger-sql.ts\'s statements on the wallet\'s member transaction; a handout\'s offer key in a Kysely sql fragment (decision 072)' },
  'modules/staff/banners/published-images.ts': { max: 1, why: 'whether a site setting shows an image: a jsonb field compared in a Kysely sql fragment (issue 29)' },
  'modules/rewards/missions/mission-ledger-sql.ts': { max: 3, why: 'a mission\'s progress and claim inside the wallet\'s member transaction (MemberLedger.execute takes an SqlStatement)' },
  'modules/rewards/missions/mission-service.ts': { max: 2, why: 'runs mission-ledger-sql.ts\'s statements on the wallet\'s member transaction' },
  'modules/affiliate/affiliate-ledger-sql.ts': { max: 6, why: 'a payout request with its debit, its status moves and returns with their history, a referral marked credited with its grant: inside the wallet\'s member transaction (MemberLedger.execute takes an SqlStatement)' },
  'modules/affiliate/payout-service.ts': { max: 7, why: 'runs affiliate-ledger-sql.ts\'s payout statements on the wallet\'s member transaction' },
  'modules/affiliate/referral-service.ts': { max: 1, why: 'runs affiliate-ledger-sql.ts\'s referral statement on the wallet\'s member transaction' },
  'modules/rewards/lottery-service.ts': { max: 6, why: 'hot path: the daily gacha confirm inside the wallet transaction (bench:lottery), in one round trip when the draws used are guessed right (decision 076); an extra draw earned in the same transaction' },
  'modules/rewards/stamp-cards/stamp-card-service.ts': { max: 4, why: 'a stamp card completion and its grant inside the wallet transaction (MemberLedger.execute takes SQL)' },
  'modules/rewards/video/video-service.ts': { max: 2, why: 'a video reward granted once inside the wallet transaction (MemberLedger.execute takes SQL)' },
  'platform/jobs/leadership.ts': { max: 4, why: 'infrastructure: advisory-lock leadership (pg_try_advisory_lock has no query-builder form)' },
  'platform/jobs/job-runner.ts': { max: 6, why: 'infrastructure: job leases claimed with the database clock in one statement each' },
  'platform/jobs/testing/runner-child.ts': { max: 2, why: 'test process of the job runner tests (records runs)' },
  'src/server/health.ts': { max: 2, why: 'infrastructure: /readyz pings the primary and the read connection (select 1)' },
  'platform/db/id-blocks.ts': { max: 1, why: 'hot path: a block of a sequence\'s ids in one query (the gacha draw\'s id before its one-round-trip statement, decision 076)' },
  'platform/db/orm.ts': { max: 2, why: 'infrastructure: the advisory lock that serialises migrations across processes, and their transaction free of the statement timeout (decision 081)' },
  'modules/wallet/sql-transaction.ts': { max: 14, why: 'hot path: the wallet transaction runner (BEGIN and COMMIT ride with statements, in pipelines since decision 073; a whole transaction in one, decision 076)' },
  'platform/db/pipelined-query.ts': { max: 2, why: 'infrastructure: sends a hot path\'s statements in one round trip (extended protocol, decision 073)' },
  'modules/wallet/story-lookup.ts': { max: 3, why: 'hot path: priced story lookups of check and consume (bench:wallet)' },
  'modules/wallet/ticket-conversion.ts': { max: 1, why: 'a ledger statement inside the wallet transaction runner, under the row lock' },
  'modules/wallet/payments/purchase-service.ts': { max: 15, why: 'hot path: coin purchase (bench/purchase.ts) inside the wallet transaction runner' },
  'modules/accounts/sessions.ts': { max: 2, why: 'hot path: session lookup on every signed-in request (prepared statement)' },
  'modules/reader/reading-service.ts': { max: 7, why: 'hot path: page reads record progress and history (bench/viewer.ts)' },
  'modules/catalogue/catalogue-service.ts': { max: 5, why: 'hot path: title page and initialize reads (bench/run.ts)' },
  'modules/catalogue/related-titles.ts': { max: 3, why: 'hot path: the title page\'s related lists (bench/run.ts)' },
  'modules/catalogue/reviews/review-service.ts': { max: 9, why: 'hot path: review page and API (bench/run.ts); its writes are typed' },
  'modules/catalogue/search/search-sql.ts': { max: 7, why: 'hot path: store search (bench/search.ts, bench/run.ts)' },
  'modules/catalogue/search/short-keywords.ts': { max: 4, why: 'hot path: store search for 1-2 character keywords' },
  'modules/catalogue/search/search-service.ts': { max: 1, why: 'hot path: store search' },
  'modules/catalogue/search/sql-runner.ts': { max: 6, why: 'hot path: the $n runner of search, lists and store pages' },
  'modules/catalogue/lists/list-sql.ts': { max: 6, why: 'hot path: top page and list blocks (bench/run.ts)' },
  'modules/catalogue/store/store-sql.ts': { max: 2, why: 'hot path: store pages' },
  'modules/rankings/ranking-service.ts': { max: 4, why: 'hot path: rankings read (bench/ranking.ts)' },
  'platform/db/prepared.ts': { max: 1, why: 'hot path: named prepared statements (session lookup, wallet check and balances)' },
  'platform/db/sql-template.ts': { max: 1, why: 'the parameter-numbering helper itself' },
  // Maintenance and bulk loads with no query-builder form: DDL, TRUNCATE, advisory locks, unnest of
  // 50,000-row arrays, one-statement proofs that must see one snapshot.
  'modules/catalogue/bulk-load.ts': { max: 16, why: 'maintenance: TRUNCATE, advisory lock, constraints dropped and restored, setval, ANALYZE' },
  'modules/catalogue/bulk-insert.ts': { max: 7, why: 'maintenance: unnest bulk inserts' },
  'modules/catalogue/search/documents.ts': { max: 4, why: 'maintenance: search documents rebuilt in batches' },
  'modules/rankings/refresh.ts': { max: 7, why: 'maintenance: rebuilds the rollup under an advisory lock in one transaction' },
  'modules/wallet/ledger-reset.ts': { max: 3, why: 'maintenance: truncates the append-only ledger with its guard triggers off' },
  'modules/wallet/reconcile.ts': { max: 1, why: 'maintenance: the ledger proof, one statement so that it sees one snapshot' },
  'modules/wallet/import-sales.ts': { max: 6, why: 'bulk load: past sales by unnest (demo data)' },
  'modules/reader/import-reads.ts': { max: 4, why: 'bulk load: past reads by unnest (demo data)' },
  'modules/catalogue/reviews/import-reviews.ts': { max: 3, why: 'bulk load: reviews by unnest (demo data)' },
  'modules/accounts/import-members.ts': { max: 2, why: 'bulk load: members by unnest (demo data)' },
  'platform/db/native-query.ts': { max: 1, why: 'the $n runner of the bulk loads' },
  'platform/db/embedded-postgres.ts': { max: 2, why: 'maintenance: CREATE DATABASE' },
  'platform/db/pool-guard.ts': { max: 2, why: 'wraps every pooled client\'s query, promise and callback forms (connection-loss and timeout accounting), sends no SQL of its own' },
};

/** A literal that reads as an SQL statement (what would be sent to the database). */
const SQL_STATEMENT =
  /^\s*\(?\s*(?:select\s[\s\S]*\sfrom\s|select\s+(?:exists|count|1|pg_|setval|\$|\?)|insert\s+into\s|update\s+"?[a-z_][a-z0-9_]*"?(?:\s+[a-z]+)?\s+set\s|delete\s+from\s|with\s+(?:recursive\s+)?"?[a-z_][a-z0-9_]*"?\s+as\s*\(|alter\s+table\s|truncate\s|create\s+(?:database|index|table|view)\s|drop\s+(?:index|table|database|view)\s|set\s+local\s|analyze\s|lock\s+table\s|begin\b|commit\b|rollback\b)/i;
const EXECUTORS = new Set(['execute', 'executePrepared', 'executeThenCommit', 'query', 'raw', 'nativeQuery', 'preparedStatement']);

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || /(^|\/)test-[^/]*\.ts$/.test(path) || path.endsWith('-test-helpers.ts') || path.startsWith('platform/testing/');
const isDemo = (path: string) => /(^|\/)demo-[^/]*\.ts$/.test(path) || path.startsWith('demo/');
/** Entity definitions: index expressions and view definitions are schema, kept in step by migrations/schema-sync.test.ts. */
const isSchema = (path: string) => /\/entities\//.test(path);

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 100);

/** Whether a regular expression or string argument matches a placeholder: a literal `?`, or `$` and digits. */
function matchesPlaceholder(node: ts.Node): boolean {
  if (ts.isRegularExpressionLiteral(node)) {
    const pattern = node.text.slice(1, node.text.lastIndexOf('/'));
    return /\\\?|\[[^\]]*\?[^\]]*\]|\\\$\(?(?:\\d|\[0-9\])/.test(pattern);
  }
  return (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text === '?';
}

const isLiteral = (node: ts.Node) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
const literalText = (node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression) =>
  ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? ') : node.text;

/** Every raw SQL site and placeholder rewrite in one file. */
export function rawSqlSites(path: string, text: string): RawSqlSite[] {
  const source = parseSource(path, text);
  const sites: RawSqlSite[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && /^sql/i.test(node.tag.getText(source))) {
      sites.push({ file: path, line: at(node), kind: 'statement', text: oneLine(node.template.getText(source)) });
      ts.forEachChild(node.template, visit);
      return;
    }
    if (isLiteral(node)) {
      const literal = literalText(node as ts.StringLiteral);
      if (SQL_STATEMENT.test(literal)) sites.push({ file: path, line: at(node), kind: 'statement', text: oneLine(literal) });
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
      const receiver = ts.isPropertyAccessExpression(callee) ? callee.expression.getText(source) : '';
      const first = node.arguments[0];
      const queryBuilderMode = first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) && ['all', 'get', 'run'].includes(first.text);
      const honoQuery = name === 'query' && /(^|\.)req$/.test(receiver);
      // A bare query({ ... }) builds an address's query string (platform/routes/site-paths.ts), not SQL.
      const urlQuery = name === 'query' && receiver === '' && first !== undefined && ts.isObjectLiteralExpression(first);
      // A call whose text is written in place counts once, as that statement.
      const statementInPlace = first && ((isLiteral(first) && SQL_STATEMENT.test(literalText(first as ts.StringLiteral))) || (ts.isTaggedTemplateExpression(first) && /^sql/i.test(first.tag.getText(source))));
      if (EXECUTORS.has(name) && first && !queryBuilderMode && !honoQuery && !urlQuery && !statementInPlace) {
        sites.push({ file: path, line: at(node), kind: 'call', text: oneLine(node.getText(source)) });
      }
      const second = node.arguments[1];
      if ((name === 'replace' || name === 'replaceAll') && first && second && matchesPlaceholder(first) && /[$?]/.test(second.getText(source))) {
        sites.push({ file: path, line: at(node), kind: 'rewrite', text: oneLine(node.getText(source)) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

/** Every site in modules/, platform/ and src/, split into production code, tests and demo code. */
export function rawSqlReport(root = ROOT): RawSqlReport {
  const report: RawSqlReport = { production: [], tests: [], demo: [] };
  for (const dir of ['modules', 'platform', 'src']) {
    for (const path of sourceFiles(dir, root)) {
      if (isSchema(path)) continue;
      const sites = rawSqlSites(path, readSource(path, root));
      (isTest(path) ? report.tests : isDemo(path) ? report.demo : report.production).push(...sites);
    }
  }
  return report;
}

/** Counts by file (statements + calls) of production code. */
export function countsByFile(sites: RawSqlSite[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const site of sites) if (site.kind !== 'rewrite') counts.set(site.file, (counts.get(site.file) ?? 0) + 1);
  return new Map([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

/** What fails the check: files over their allowance (or not allowed at all), and every placeholder rewrite. */
export function violations(report: RawSqlReport, allowed = ALLOWED): string[] {
  const found: string[] = [];
  for (const [file, count] of countsByFile(report.production)) {
    const allowance = allowed[file]?.max ?? 0;
    if (count > allowance) found.push(`${file}: ${count} raw SQL sites, ${allowance} allowed`);
  }
  for (const site of [...report.production, ...report.tests, ...report.demo]) {
    if (site.kind === 'rewrite') found.push(`${site.file}:${site.line}: placeholder rewritten by regular expression: ${site.text}`);
  }
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = rawSqlReport();
  const print = (label: string, sites: RawSqlSite[]) => {
    const counts = countsByFile(sites);
    console.log(`${label}: ${[...counts.values()].reduce((a, b) => a + b, 0)} sites in ${counts.size} files`);
    for (const [file, count] of counts) console.log(`  ${String(count).padStart(3)}  ${file}${ALLOWED[file] ? `  (allowed ${ALLOWED[file].max}: ${ALLOWED[file].why})` : ''}`);
  };
  const outside = report.production.filter((site) => !ALLOWED[site.file]);
  print('production code, allow-listed files', report.production.filter((site) => ALLOWED[site.file]));
  print('production code, other files', outside);
  if (process.argv.includes('--sites')) for (const site of report.production) console.log(`  ${site.file}:${site.line} ${site.kind} ${site.text}`);
  print('tests and test helpers (not enforced)', report.tests);
  print('demo code (not enforced)', report.demo);
  const failed = violations(report);
  for (const line of failed) console.log(`FAIL ${line}`);
  process.exit(failed.length === 0 ? 0 : 1);
}
