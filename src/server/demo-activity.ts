import type { MikroORM } from '@mikro-orm/postgresql';
import { seedDemoBuyers } from '../../modules/accounts/index.ts';
import { seedDemoReads } from '../../modules/reader/index.ts';
import { planDemoActivity } from '../../modules/rankings/index.ts';
import { seedDemoSales } from '../../modules/wallet/index.ts';
import { nativeQuery } from '../../platform/db/native-query.ts';

export const DEMO_BUYERS = 200;

/**
 * The demo catalogue's last 60 days of reads and purchases (deterministic for a seed and `now`), so
 * the rankings have something to rank. Each part is skipped when already there. `sales` (demo mode
 * only: it creates the demo buyers) adds the purchases.
 */
export async function seedDemoActivity(orm: MikroORM, options: { seed?: number; now?: Date; sales?: boolean } = {}): Promise<{ reads: number; purchases: number; ms: number }> {
  const started = performance.now();
  const titles = await nativeQuery<{ id: number }>(orm, 'select id from title order by id');
  const plan = planDemoActivity(
    titles.map((t) => t.id),
    { seed: options.seed ?? 20261122, now: options.now ?? new Date() },
  );
  const reads = await seedDemoReads(orm, plan.reads);
  const purchases = options.sales === false ? 0 : await seedDemoSales(orm, await seedDemoBuyers(orm, DEMO_BUYERS), plan.purchases);
  return { reads, purchases, ms: Math.round(performance.now() - started) };
}
