/**
 * The architecture checks of `npm run lint`, over one read and one parse of every file (scripts/source-tree.ts):
 * raw SQL outside the allow-list (decision 037), another module's tables (035), hand-built page addresses (038),
 * API path literals outside their module (036), relative imports that leave their area (038).
 * Exits 1 when one fails. Each check's own script (`node scripts/raw-sql.ts` …) prints its full listing.
 */
import { apiPathLiteralReport } from './api-path-literals.ts';
import { dataOwnershipReport } from './data-ownership.ts';
import { scan } from './import-aliases.ts';
import { countsByFile, rawSqlReport, violations } from './raw-sql.ts';
import { routePathReport } from './route-paths.ts';
import { ROOT } from './source-tree.ts';

export type CheckResult = { name: string; summary: string; failures: string[] };

const where = (use: { file: string; line: number }) => `${use.file}:${use.line}`;

export const checks: { name: string; run: () => Omit<CheckResult, 'name'> }[] = [
  {
    name: 'raw SQL only in allowed files (decision 037)',
    run: () => {
      const report = rawSqlReport();
      const counts = countsByFile(report.production);
      return { summary: `${[...counts.values()].reduce((a, b) => a + b, 0)} sites in ${counts.size} files`, failures: violations(report) };
    },
  },
  {
    name: "no module touches another module's tables (decision 035)",
    run: () => {
      const report = dataOwnershipReport();
      return {
        summary: `${report.tables.size} tables in ${new Set(report.tables.values()).size} modules`,
        failures: report.production.map((use) => `${where(use)} ${use.owner}.${use.table} (${use.how})`),
      };
    },
  },
  {
    name: 'page addresses built by platform/routes/site-paths.ts (decision 038)',
    run: () => ({ summary: '', failures: routePathReport().map((use) => `${where(use)} ${use.text}`) }),
  },
  {
    name: 'API paths written only by their module (decision 036)',
    run: () => ({ summary: '', failures: apiPathLiteralReport().production.map((literal) => `${where(literal)} ${literal.text}`) }),
  },
  {
    name: 'imports leave their area through #aliases (decision 038)',
    run: () => ({
      summary: '',
      failures: scan(ROOT).map((offence) => `${offence.file}: '${offence.specifier}' → '${offence.alias}' (node scripts/import-aliases.ts --fix)`),
    }),
  },
];

if (import.meta.main) {
  const started = performance.now();
  let failed = 0;
  for (const check of checks) {
    const { summary, failures } = check.run();
    console.log(`${failures.length ? '✖' : '✔'} ${check.name}${summary ? `: ${summary}` : ''}`);
    for (const failure of failures) console.log(`    ${failure}`);
    failed += failures.length;
  }
  console.log(`architecture checks: ${failed} problems (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(failed === 0 ? 0 : 1);
}
