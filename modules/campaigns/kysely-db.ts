import type { MikroORM } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { CouponCampaignSchema } from './entities/coupon-campaign.ts';

/** The campaigns module's tables as Kysely sees them, typed from its entities (decision 037). */
export type CampaignsDb = InferKyselyDB<typeof CouponCampaignSchema>;

/** A Kysely query builder on a fresh entity manager. */
export const campaignsDb = (orm: MikroORM) => orm.em.fork().getKysely<CampaignsDb>();
