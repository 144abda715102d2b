/**
 * `npm run seed -- [--titles N] [--seed S] [--reset]`: fills the catalogue with deterministic demo data.
 * Uses DATABASE_URL, or the embedded PostgreSQL in .data/pg when it is unset (migrating it first).
 */
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { DEFAULT_SEED, MAX_TITLES, seedCatalogue, seedDemoActivity } from '#demo/index.ts';
import { config } from '#platform/config.ts';
import { openDatabase, SCRIPT_POOL } from '#platform/db/orm.ts';
import { databaseSetup } from '#src/server/database.ts';
import { createServices } from '#src/server/services.ts';
import { withLedgerTruncateAllowed } from '#modules/wallet/index.ts';

const USAGE = `Usage: npm run seed -- [--titles N] [--seed S] [--reset]
  --titles N  titles to generate, 1..${MAX_TITLES} (default 300)
  --seed S    generator seed, 0..4294967295 (default ${DEFAULT_SEED}); the same seed gives the same catalogue
  --reset     empty the catalogue first (required when it already holds data), and with it what refers
              to it: favourites, reading history, rankings, the members' wallets`;

function fail(message: string): never {
  console.error(`seed: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function integerOption(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) fail(`--${name} must be an integer in ${min}..${max}, got "${raw}"`);
  return value;
}

let args: { titles?: string; seed?: string; reset?: boolean; help?: boolean };
try {
  args = parseArgs({
    options: { titles: { type: 'string' }, seed: { type: 'string' }, reset: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: false,
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const titles = integerOption('titles', args.titles, 300, 1, MAX_TITLES);
const seed = integerOption('seed', args.seed, DEFAULT_SEED, 0, 0xffff_ffff);

const started = performance.now();
const database = await openDatabase({ ...databaseSetup, seedIfEmpty: undefined }, SCRIPT_POOL);
const bar = new cliProgress.SingleBar(
  { format: 'seed |{bar}| {percentage}% | {value}/{total} titles | {duration_formatted} elapsed | ETA {eta_formatted}', hideCursor: true, etaBuffer: 20 },
  cliProgress.Presets.shades_classic,
);
let exitCode = 0;
try {
  console.log(`seed: ${titles} titles, seed ${seed}${args.reset ? ', replacing the current catalogue' : ''}`);
  const counts = await seedCatalogue(database.orm, {
    titles,
    seed,
    reset: args.reset ?? false,
    // Replacing the catalogue empties what refers to it, the members' wallets included (a local database only).
    aroundReset: withLedgerTruncateAllowed,
    onProgress: (done, total) => (done === 0 ? bar.start(total, 0) : bar.update(done)),
    onStage: (stage) => {
      bar.stop();
      console.log(stage === 'indexes' ? 'seed: rebuilding indexes and foreign keys…' : 'seed: analyzing tables…');
    },
  });
  bar.stop();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `seed: ${counts.titles} titles, ${counts.authors} authors, ${counts.publishers} publishers, ${counts.volumes} volumes, ${counts.stories} stories in ${seconds} s`,
  );
  // The last 60 days of reads and purchases (demo mode: it creates the demo buyers), then the rankings.
  const activity = config.demoMode ? await seedDemoActivity(database.orm, { seed }) : { reads: 0, purchases: 0, reviews: 0, ms: 0 };
  const rankings = await createServices(database.orm).refreshRankings();
  console.log(`seed: ${activity.reads} reads, ${activity.purchases} purchases and ${activity.reviews} reviews in ${activity.ms} ms; rankings: ${rankings.rows} rows in ${rankings.durationMs} ms`);
} catch (error) {
  bar.stop();
  console.error(`seed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
