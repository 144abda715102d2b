import type { MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { computeRankings, type RankingRow, type TitleCounts } from './compute.ts';
import { rankingWindows, WINDOW_NAMES, type TitleFacts } from './rules.ts';

type Window = { from: Date; to: Date };
type Counts = { titleId: number; counts: number[] }[];

/** Where the rankings' events and title facts come from (wired in src/server/services.ts). */
export type RankingSources = {
  /** Reading events per title in each window (reader module). */
  viewCounts: (windows: Window[]) => Promise<Counts>;
  /** Purchases per title in each window (wallet module). */
  purchaseCounts: (windows: Window[]) => Promise<Counts>;
  titleFacts: (titleIds: number[]) => Promise<TitleFacts[]>;
};

export type RefreshResult = { rows: number; computedAt: Date; durationMs: number };

/** pg_advisory_xact_lock key: two processes refreshing at once take turns. */
const REFRESH_LOCK = 0x5942_524b;

const named = (rows: Counts): TitleCounts[] =>
  rows.map((row) => ({ titleId: row.titleId, ...(Object.fromEntries(WINDOW_NAMES.map((name, i) => [name, row.counts[i] ?? 0])) as Record<(typeof WINDOW_NAMES)[number], number>) }));

/**
 * The ranking rollup job: counts events in the windows ending at `now`, ranks every list and replaces
 * all rows in one transaction, so a reader sees the previous rankings or the new ones, never a mix.
 * Idempotent: the same events and `now` give the same rows.
 */
export function createRankingRefresh(orm: MikroORM, sources: RankingSources) {
  return async function refresh(now: Date = new Date()): Promise<RefreshResult> {
    const started = performance.now();
    const windows = rankingWindows(now);
    const ordered = WINDOW_NAMES.map((name) => windows[name]);
    const [views, purchases] = await Promise.all([sources.viewCounts(ordered), sources.purchaseCounts(ordered)]);
    const ids = [...new Set([...views, ...purchases].map((row) => row.titleId))];
    const facts = new Map((await sources.titleFacts(ids)).map((f) => [f.titleId, f]));
    const rows: RankingRow[] = [...computeRankings('BESTSELLER', named(views), facts), ...computeRankings('SALES', named(purchases), facts)];

    const pool = (await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient()) as unknown as Pool;
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [REFRESH_LOCK]);
      await client.query('delete from ranking_entry');
      await client.query(
        `insert into ranking_entry (kind, basis, list, position, title_id, score, growth, previous_position, is_adult)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::bool[])`,
        [
          rows.map((r) => r.kind), rows.map((r) => r.basis), rows.map((r) => r.list), rows.map((r) => r.position), rows.map((r) => r.titleId),
          rows.map((r) => r.score), rows.map((r) => r.growth), rows.map((r) => r.previousPosition), rows.map((r) => r.isAdult),
        ],
      );
      const durationMs = Math.round(performance.now() - started);
      await client.query(
        `insert into ranking_state (id, computed_at, duration_ms) values (1, $1, $2)
         on conflict (id) do update set computed_at = excluded.computed_at, duration_ms = excluded.duration_ms`,
        [now, durationMs],
      );
      await client.query('commit');
      return { rows: rows.length, computedAt: now, durationMs };
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}

export type RankingRefresh = ReturnType<typeof createRankingRefresh>;
