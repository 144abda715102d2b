import type { MikroORM } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { RewardDrawSchema } from './entities/draw.ts';
import type { RewardPeriodSeedSchema } from './entities/period-seed.ts';

/** The rewards module's tables as Kysely sees them, typed from its entities (decision 037). */
export type RewardsDb = InferKyselyDB<typeof RewardDrawSchema | typeof RewardPeriodSeedSchema>;

/** A Kysely query builder on a fresh entity manager. */
export const rewardsDb = (orm: MikroORM) => orm.em.fork().getKysely<RewardsDb>();
