import type { MikroORM } from '@mikro-orm/postgresql';
import { importReads } from '#modules/reader/index.ts';
import { importPastSales } from '#modules/wallet/index.ts';
import { nativeQuery } from '#platform/db/native-query.ts';
import { planDemoActivity } from './activity-plan.ts';
import { seedDemoBuyers } from './members.ts';
import { seedDemoReviews } from './reviews.ts';

export const DEMO_BUYERS = 200;

/** The `count` titles read most often in the plan (ties: the lower id). */
function mostRead(titleIds: readonly number[], count: number): number[] {
  const reads = new Map<number, number>();
  for (const id of titleIds) reads.set(id, (reads.get(id) ?? 0) + 1);
  return [...reads].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, count).map(([id]) => id);
}

/**
 * The demo catalogue's last 60 days of reads and purchases (deterministic for a seed and `now`), so
 * the rankings have something to rank. Each part is skipped when already there. `sales` (demo mode
 * only: it creates the demo buyers) adds the purchases and the buyers' reviews.
 */
export async function seedDemoActivity(orm: MikroORM, options: { seed?: number; now?: Date; sales?: boolean } = {}): Promise<{ reads: number; purchases: number; reviews: number; ms: number }> {
  const started = performance.now();
  const titles = await nativeQuery<{ id: number }>(orm, 'select id from title order by id');
  const plan = planDemoActivity(
    titles.map((t) => t.id),
    { seed: options.seed ?? 20261122, now: options.now ?? new Date() },
  );
  const reads = await importReads(orm, plan.reads);
  if (options.sales === false) return { reads, purchases: 0, reviews: 0, ms: Math.round(performance.now() - started) };
  const buyers = await seedDemoBuyers(orm, DEMO_BUYERS);
  const purchases = await importPastSales(orm, buyers, plan.purchases);
  const reviews = await seedDemoReviews(orm, buyers, { seed: options.seed, now: options.now, mostRead: mostRead(plan.reads.titleIds, 20) });
  return { reads, purchases, reviews, ms: Math.round(performance.now() - started) };
}
