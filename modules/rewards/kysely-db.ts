import type { MikroORM } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { RewardDrawSchema } from './entities/draw.ts';
import type { RewardPeriodSeedSchema } from './entities/period-seed.ts';
import type { RewardExtraDrawSchema } from './entities/extra-draw.ts';
import type { RewardStampCardSchema } from './entities/stamp-card.ts';
import type { RewardStampSchema } from './entities/stamp.ts';
import type { RewardStampCompletionSchema } from './entities/stamp-completion.ts';
import type { RewardVideoViewSchema } from './entities/video-view.ts';

/** The rewards module's tables as Kysely sees them, typed from its entities (decision 037). */
export type RewardsDb = InferKyselyDB<
  typeof RewardDrawSchema | typeof RewardPeriodSeedSchema | typeof RewardExtraDrawSchema | typeof RewardStampCardSchema | typeof RewardStampSchema | typeof RewardStampCompletionSchema | typeof RewardVideoViewSchema
>;

/** A Kysely query builder on a fresh entity manager. */
export const rewardsDb = (orm: MikroORM) => orm.em.fork().getKysely<RewardsDb>();
