import type { MikroORM } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { AffiliateMemberSchema } from './entities/affiliate-member.ts';
import type { AffiliateReferralSchema } from './entities/affiliate-referral.ts';
import type { DotmoneyLinkSchema } from './entities/dotmoney-link.ts';
import type { PayoutExportBatchSchema } from './entities/payout-export-batch.ts';
import type { PayoutHistorySchema } from './entities/payout-history.ts';
import type { PayoutRequestSchema } from './entities/payout-request.ts';

/** The affiliate module's tables as Kysely sees them (decision 037). */
export type AffiliateDb = InferKyselyDB<typeof AffiliateMemberSchema | typeof AffiliateReferralSchema | typeof PayoutRequestSchema | typeof PayoutHistorySchema | typeof DotmoneyLinkSchema | typeof PayoutExportBatchSchema>;

export const affiliateDb = (orm: MikroORM) => orm.em.fork().getKysely<AffiliateDb>();
