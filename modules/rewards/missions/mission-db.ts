import type { MikroORM } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { RewardMissionSchema } from '../entities/mission.ts';
import type { RewardMissionBoardSchema } from '../entities/mission-board.ts';
import type { RewardMissionClaimSchema } from '../entities/mission-claim.ts';
import type { RewardMissionEventSchema } from '../entities/mission-event.ts';

/** The missions' tables as Kysely sees them, typed from their entities (decision 037). */
export type MissionDb = InferKyselyDB<typeof RewardMissionBoardSchema | typeof RewardMissionSchema | typeof RewardMissionEventSchema | typeof RewardMissionClaimSchema>;

export const missionDb = (orm: MikroORM) => orm.em.fork().getKysely<MissionDb>();
