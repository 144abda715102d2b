import type { MikroORM } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { SiteSettingSchema } from './entities/site-setting.ts';

/** The staff module's tables as Kysely sees them, typed from its entities (decision 037). */
export type StaffDb = InferKyselyDB<typeof SiteSettingSchema>;

/** A Kysely query builder on a fresh entity manager. */
export const staffDb = (orm: MikroORM) => orm.em.fork().getKysely<StaffDb>();
