import type { MikroORM } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { RewardGiftClaimSchema } from '../entities/gift-claim.ts';
import type { RewardGiftHandoutSchema } from '../entities/gift-handout.ts';
import type { RewardPendingSchema } from '../entities/pending-reward.ts';
import type { RewardTicketCampaignSchema } from '../entities/ticket-campaign.ts';

/** The gifts' tables as Kysely sees them, typed from their entities (decision 037). */
export type GiftDb = InferKyselyDB<typeof RewardGiftClaimSchema | typeof RewardGiftHandoutSchema | typeof RewardPendingSchema | typeof RewardTicketCampaignSchema>;

export const giftDb = (orm: MikroORM) => orm.em.fork().getKysely<GiftDb>();
