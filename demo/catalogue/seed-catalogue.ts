/**
 * The generated demo catalogue into the database, through the catalogue's bulk load (modules/catalogue
 * bulkLoadCatalogue): while PostgreSQL inserts one batch, the next is generated.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { bulkLoadCatalogue, catalogueHasTitles, type BulkLoadCounts, type BulkLoadOptions, type CatalogueRows } from '#modules/catalogue/index.ts';
import { config } from '#platform/config.ts';
import { log } from '#platform/log/logger.ts';
import { generateCatalogue, MAX_TITLES, REFERENCE_DATE } from './generate.ts';
import { LEGACY_TITLE_CODES } from './legacy-codes.ts';

export type SeedOptions = Omit<BulkLoadOptions, 'mode'> & { titles: number; seed?: number };
export type SeedCounts = BulkLoadCounts;

const DAY = 86_400_000;

/**
 * The generated titles with their campaigns moved: the generator's campaigns run around its fixed
 * reference date; a catalogue seeded later gets them moved by whole days so that they run around the
 * seeding day (store discounts and bonuses need a running campaign to be believable).
 */
function demoRows(titles: number, seed: number | undefined): CatalogueRows {
  const generated = generateCatalogue({ titles, seed });
  const shift = Math.max(0, Math.floor((Date.now() - REFERENCE_DATE) / DAY)) * DAY;
  const moved = (at: number | null) => (at === null ? null : at + shift);
  return {
    ...generated,
    legacyCodes: LEGACY_TITLE_CODES,
    *batches() {
      for (const batch of generated.batches()) {
        for (const title of batch.titles) {
          title.campaignStartAt = moved(title.campaignStartAt);
          title.campaignEndAt = moved(title.campaignEndAt);
        }
        yield batch;
      }
    },
  };
}

function checkTitles(titles: number): void {
  if (!Number.isSafeInteger(titles) || titles < 1 || titles > MAX_TITLES) throw new RangeError(`titles must be an integer in 1..${MAX_TITLES}, got ${titles}`);
}

/** Generates `titles` demo titles (deterministic for a seed) and bulk-inserts them with their children. */
export async function seedCatalogue(orm: MikroORM, options: SeedOptions): Promise<SeedCounts> {
  const { titles, seed, ...load } = options;
  checkTitles(titles);
  return (await bulkLoadCatalogue(orm, demoRows(titles, seed), { ...load, mode: 'refuse' }))!;
}

/** At a demo start: seeds SEED_TITLES (default 300; 0 disables) demo titles when the title table is empty. Returns whether it did. */
export async function seedDemoIfEmpty(orm: MikroORM): Promise<boolean> {
  const titles = config.seedTitles;
  if (!Number.isSafeInteger(titles) || titles < 0 || titles > MAX_TITLES) throw new Error(`SEED_TITLES must be an integer in 0..${MAX_TITLES}, got ${titles}`);
  if (titles === 0) return false;
  if (await catalogueHasTitles(orm)) return false;
  const started = performance.now();
  const counts = await bulkLoadCatalogue(orm, demoRows(titles, undefined), { mode: 'if-empty' });
  if (!counts) return false;
  const ms = Math.round(performance.now() - started);
  log.info({ ...counts, ms }, '[seed] demo catalogue');
  return true;
}
