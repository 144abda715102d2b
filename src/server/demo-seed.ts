import type { MikroORM } from '@mikro-orm/postgresql';
import { seedDemoMembers } from '../../modules/accounts/index.ts';
import { seedDemoCoupons } from '../../modules/campaigns/index.ts';
import { seedDemoIfEmpty } from '../../modules/catalogue/index.ts';
import { createNoticesService } from '../../modules/notices/index.ts';
import { config } from '../../platform/config.ts';

/** What a fresh database gets: the demo catalogue and, in demo mode only (config.demoMode), the demo members. */
export async function seedDemoData(orm: MikroORM): Promise<void> {
  await seedDemoIfEmpty(orm);
  await seedDemoCoupons(orm);
  if (!config.demoMode) return;
  const [row] = await orm.em.getConnection().execute<{ present: boolean }[]>(`select exists (select 1 from "app_user" where email = 'member@yomiba.test') as present`);
  if (row?.present) return;
  const members = await seedDemoMembers(orm);
  const terms = createNoticesService(orm).terms;
  for (const userId of Object.values(members)) await terms.agreeToCurrent(userId);
  console.log('[seed] demo members: member@ / adult@ / premium@ / staff@yomiba.test (password yomiba-demo-1)');
}
