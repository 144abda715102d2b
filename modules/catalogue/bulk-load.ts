/**
 * The catalogue's bulk load: rows handed in by a caller (the demo generator, an import) go in with native
 * bulk inserts (not the unit of work), in one transaction on one `pg` connection opened on the ORM's URL;
 * while PostgreSQL inserts one batch, the caller's generator makes the next. Big loads drop the secondary
 * indexes and foreign keys first and rebuild them once at the end. Ids come with the rows (1..n per table).
 */
import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { dropSecondaryStructures, insertRows, type Column, type TableRows } from './bulk-insert.ts';
import { refreshSearchDocuments } from './search/documents.ts';
import { pgSqlRunner } from './search/sql-runner.ts';

export type PublisherRow = { id: number; name: string; nameKana: string };
export type AuthorRow = { id: number; name: string; nameKana: string };
/** Dates are epoch milliseconds. */
export type TitleRow = {
  id: number; titleCode: string; titleName: string; titleKana: string; synopsis: string; genreCode: number;
  publisherId: number; tags: string[]; labelText: string | null; labelColor: string | null; badgeIconUrl: string | null;
  freeInfo: string | null; isNew: boolean; isFree: boolean; isFreeForWait: boolean; isStore: boolean; isAdult: boolean;
  isCompleted: boolean; isVertical: boolean; campaignText: string | null; campaignColor: number | null;
  campaignStartAt: number | null; campaignEndAt: number | null; startedAt: number; updatedAt: number;
  totalReviewCount: number; totalReviewPoint: number; monthlySalesAmount: number; favoriteCount: number;
};
export type TitleAuthorRow = { id: number; titleId: number; authorId: number; role: string; position: number };
export type VolumeRow = { id: number; titleId: number; serialNumber: number; name: string; priceCoins: number; publishedAt: number };
export type StoryRow = {
  id: number; titleId: number; volumeId: number; storyNumber: number; name: string; paymentType: 1 | 2 | 3;
  priceCoins: number; pageCount: number; publishedAt: number;
};
export type CatalogueBatch = { titles: TitleRow[]; titleAuthors: TitleAuthorRow[]; volumes: VolumeRow[]; stories: StoryRow[] };

/** What a bulk load inserts: publishers and authors first, then titles with their children in batches. */
export type CatalogueRows = {
  /** Titles the batches hold in all (progress, and whether the load counts as big). */
  titleCount: number;
  publishers: readonly PublisherRow[];
  authors: readonly AuthorRow[];
  /** Called once, inside the load's transaction. */
  batches: () => Iterable<CatalogueBatch>;
  /** Old site codes and the title codes they now point to (`/book/{legacyCode}/` answers 301); codes of missing titles are skipped. */
  legacyCodes?: readonly (readonly [legacyCode: string, titleCode: string])[];
};

export type BulkLoadOptions = {
  /** 'refuse': a catalogue holding rows is an error unless `reset`; 'if-empty': skip (null) when titles exist. */
  mode: 'refuse' | 'if-empty';
  /** Empties the catalogue tables (not genre) first; without it a non-empty catalogue is refused. */
  reset?: boolean;
  /**
   * Wraps the reset's TRUNCATE … CASCADE, which also empties what refers to the catalogue (favourites,
   * reading history, the wallet): the composition root lets the wallet allow it (its ledger refuses
   * TRUNCATE otherwise).
   */
  aroundReset?: (client: pg.Client, truncate: () => Promise<void>) => Promise<void>;
  onProgress?: (doneTitles: number, total: number) => void;
  /** Phases other than inserting titles: 'indexes' while rebuilding them, 'analyze'. */
  onStage?: (stage: 'indexes' | 'analyze') => void;
};
export type BulkLoadCounts = { titles: number; authors: number; publishers: number; volumes: number; stories: number };

/** From this many titles on, secondary indexes and foreign keys are dropped during the load. */
export const BIG_LOAD_TITLES = 1000;
const TABLES = ['publisher', 'author', 'title', 'title_author', 'volume', 'story'] as const;
/** pg_advisory_xact_lock key, so two processes never load at once. */
const LOAD_LOCK = 0x5942_5345;

const col = <T>(name: string, type: Column<T>['type'], value: (row: T) => unknown): Column<T> => ({ name, type, value });

const PUBLISHER_COLUMNS: Column<PublisherRow>[] = [col('id', 'int4', (r) => r.id), col('name', 'text', (r) => r.name), col('name_kana', 'text', (r) => r.nameKana)];
const AUTHOR_COLUMNS: Column<AuthorRow>[] = [col('id', 'int4', (r) => r.id), col('name', 'text', (r) => r.name), col('name_kana', 'text', (r) => r.nameKana)];
const TITLE_COLUMNS: Column<TitleRow>[] = [
  col('id', 'int4', (r) => r.id), col('title_code', 'text', (r) => r.titleCode), col('title_name', 'text', (r) => r.titleName),
  col('title_kana', 'text', (r) => r.titleKana), col('synopsis', 'text', (r) => r.synopsis), col('genre_code', 'int2', (r) => r.genreCode),
  col('publisher_id', 'int4', (r) => r.publisherId), col('tags', 'text[]', (r) => r.tags), col('label_text', 'text', (r) => r.labelText),
  col('label_color', 'text', (r) => r.labelColor), col('badge_icon_url', 'text', (r) => r.badgeIconUrl), col('free_info', 'text', (r) => r.freeInfo),
  col('is_new', 'bool', (r) => r.isNew), col('is_free', 'bool', (r) => r.isFree), col('is_free_for_wait', 'bool', (r) => r.isFreeForWait),
  col('is_store', 'bool', (r) => r.isStore), col('is_adult', 'bool', (r) => r.isAdult), col('is_completed', 'bool', (r) => r.isCompleted),
  col('is_vertical', 'bool', (r) => r.isVertical), col('campaign_text', 'text', (r) => r.campaignText),
  col('campaign_color', 'int4', (r) => r.campaignColor), col('campaign_start_at', 'timestamptz', (r) => r.campaignStartAt),
  col('campaign_end_at', 'timestamptz', (r) => r.campaignEndAt), col('started_at', 'timestamptz', (r) => r.startedAt),
  col('updated_at', 'timestamptz', (r) => r.updatedAt), col('total_review_count', 'int4', (r) => r.totalReviewCount),
  col('total_review_point', 'int4', (r) => r.totalReviewPoint), col('monthly_sales_amount', 'int4', (r) => r.monthlySalesAmount),
  col('favorite_count', 'int4', (r) => r.favoriteCount),
];
const TITLE_AUTHOR_COLUMNS: Column<TitleAuthorRow>[] = [
  col('id', 'int4', (r) => r.id), col('title_id', 'int4', (r) => r.titleId), col('author_id', 'int4', (r) => r.authorId),
  col('role', 'text', (r) => r.role), col('position', 'int2', (r) => r.position),
];
const VOLUME_COLUMNS: Column<VolumeRow>[] = [
  col('id', 'int4', (r) => r.id), col('title_id', 'int4', (r) => r.titleId), col('serial_number', 'int2', (r) => r.serialNumber),
  col('name', 'text', (r) => r.name), col('price_coins', 'int4', (r) => r.priceCoins), col('published_at', 'timestamptz', (r) => r.publishedAt),
];
const STORY_COLUMNS: Column<StoryRow>[] = [
  col('id', 'int4', (r) => r.id), col('title_id', 'int4', (r) => r.titleId), col('volume_id', 'int4', (r) => r.volumeId),
  col('story_number', 'int4', (r) => r.storyNumber), col('name', 'text', (r) => r.name), col('payment_type', 'int2', (r) => r.paymentType),
  col('price_coins', 'int4', (r) => r.priceCoins), col('page_count', 'int2', (r) => r.pageCount), col('published_at', 'timestamptz', (r) => r.publishedAt),
];

const batchParts = (batch: CatalogueBatch): TableRows<any>[] => [
  { table: 'title', columns: TITLE_COLUMNS, rows: batch.titles },
  { table: 'title_author', columns: TITLE_AUTHOR_COLUMNS, rows: batch.titleAuthors },
  { table: 'volume', columns: VOLUME_COLUMNS, rows: batch.volumes },
  { table: 'story', columns: STORY_COLUMNS, rows: batch.stories },
];

function clientUrl(orm: MikroORM): string {
  const url = orm.config.get('clientUrl');
  if (!url) throw new Error('bulkLoadCatalogue needs the ORM configured with a clientUrl');
  return url;
}

async function existingCounts(client: pg.ClientBase): Promise<Record<(typeof TABLES)[number], number>> {
  const { rows } = await client.query<Record<string, string>>(
    `SELECT ${TABLES.map((t) => `(SELECT count(*) FROM (SELECT 1 FROM "${t}" LIMIT 1) x) AS "${t}"`).join(', ')}`,
  );
  return Object.fromEntries(TABLES.map((t) => [t, Number(rows[0]![t])])) as Record<(typeof TABLES)[number], number>;
}

/** Whether the catalogue holds any title. */
export async function catalogueHasTitles(orm: MikroORM): Promise<boolean> {
  const [row] = await orm.em.getConnection().execute<{ present: boolean }[]>('select exists (select 1 from "title") as present');
  return row?.present ?? false;
}

/** Loads `rows` into the catalogue tables; null when mode 'if-empty' found titles (leftovers without titles are cleared). */
export async function bulkLoadCatalogue(orm: MikroORM, rows: CatalogueRows, options: BulkLoadOptions): Promise<BulkLoadCounts | null> {
  const { onProgress, onStage, mode } = options;
  const titles = rows.titleCount;
  const client = new pg.Client({ connectionString: clientUrl(orm), application_name: 'yomiba-seed' });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOAD_LOCK]);
    const existing = await existingCounts(client);
    const occupied = TABLES.filter((t) => existing[t] > 0);
    if (mode === 'if-empty' && existing.title > 0) {
      await client.query('ROLLBACK');
      return null;
    }
    if (occupied.length > 0 && mode === 'refuse' && !options.reset) {
      throw new Error(`The catalogue is not empty (rows in ${occupied.join(', ')}); pass reset: true (--reset) to replace it.`);
    }
    if (occupied.length > 0) {
      const truncate = async () => void (await client.query(`TRUNCATE ${TABLES.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`));
      await (options.aroundReset ? options.aroundReset(client, truncate) : truncate());
    }
    await client.query('TRUNCATE "title_search"');

    const big = titles >= BIG_LOAD_TITLES;
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    const restore = big ? await dropSecondaryStructures(client, TABLES) : [];

    await insertRows(client, [
      { table: 'publisher', columns: PUBLISHER_COLUMNS, rows: rows.publishers },
      { table: 'author', columns: AUTHOR_COLUMNS, rows: rows.authors },
    ]);
    const counts: BulkLoadCounts = { titles: 0, authors: rows.authors.length, publishers: rows.publishers.length, volumes: 0, stories: 0 };
    let titleAuthors = 0;
    onProgress?.(0, titles);
    // Pipeline: batch n is sent, then batch n+1 generated while PostgreSQL works on n.
    let pending: { query: Promise<void>; titles: number } | undefined;
    let done = 0;
    for (const batch of rows.batches()) {
      const query = insertRows(client, batchParts(batch));
      query.catch(() => undefined); // awaited below; a failure must not surface as unhandled first
      if (pending) {
        await pending.query;
        onProgress?.((done += pending.titles), titles);
      }
      pending = { query, titles: batch.titles.length };
      counts.titles += batch.titles.length;
      counts.volumes += batch.volumes.length;
      counts.stories += batch.stories.length;
      titleAuthors += batch.titleAuthors.length;
    }
    if (pending) {
      await pending.query;
      onProgress?.((done += pending.titles), titles);
    }

    if (restore.length > 0) onStage?.('indexes');
    for (const statement of restore) await client.query(statement);
    if (rows.legacyCodes?.length) await insertLegacyCodes(client, rows.legacyCodes);
    await buildSearchDocuments(client, big);
    const lastIds: Record<(typeof TABLES)[number], number> = {
      publisher: counts.publishers, author: counts.authors, title: counts.titles, title_author: titleAuthors, volume: counts.volumes, story: counts.stories,
    };
    for (const table of TABLES) {
      await client.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), $2, true)`, [table, lastIds[table]]);
    }
    if (big) {
      onStage?.('analyze');
      await client.query(`ANALYZE ${[...TABLES, 'title_search'].map((t) => `"${t}"`).join(', ')}`);
    }
    await client.query('COMMIT');
    return counts;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Inserts the legacy codes whose title exists, on the load's connection and inside its transaction.
 * The load's `TRUNCATE … CASCADE` of `title` empties the table.
 */
async function insertLegacyCodes(client: Pick<pg.ClientBase, 'query'>, codes: NonNullable<CatalogueRows['legacyCodes']>): Promise<number> {
  const result = await client.query(
    `INSERT INTO "legacy_title_code" ("legacy_code", "title_id")
     SELECT l.legacy_code, t.id FROM unnest($1::text[], $2::text[]) AS l(legacy_code, title_code)
       JOIN "title" t ON t.title_code = l.title_code
     ON CONFLICT ("legacy_code") DO UPDATE SET "title_id" = excluded."title_id"`,
    [codes.map(([legacy]) => legacy), codes.map(([, title]) => title)],
  );
  return result.rowCount ?? 0;
}

/** The search documents of every title; a big load builds the search indexes once, after the rows. */
async function buildSearchDocuments(client: pg.ClientBase, big: boolean): Promise<void> {
  const restore = big ? await dropSecondaryStructures(client, ['title_search']) : [];
  await refreshSearchDocuments(pgSqlRunner(client));
  for (const statement of restore) await client.query(statement);
}
