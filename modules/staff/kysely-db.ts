import type { MikroORM } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { StaffAuditEntrySchema } from './entities/audit-entry.ts';
import type { StaffBannerSchema } from './entities/banner.ts';
import type { StaffObjectVersionSchema } from './entities/object-version.ts';
import type { SiteSettingSchema } from './entities/site-setting.ts';
import type { StaffImageSchema } from './entities/staff-image.ts';
import type { StaffDraftSchema } from './entities/draft.ts';

/** The staff module's tables as Kysely sees them, typed from its entities (decision 037). */
export type StaffDb = InferKyselyDB<typeof SiteSettingSchema | typeof StaffObjectVersionSchema | typeof StaffAuditEntrySchema | typeof StaffBannerSchema | typeof StaffImageSchema | typeof StaffDraftSchema>;

/** A Kysely query builder on a fresh entity manager. */
export const staffDb = (orm: MikroORM) => orm.em.fork().getKysely<StaffDb>();
