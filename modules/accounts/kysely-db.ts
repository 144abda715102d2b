import type { MikroORM } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { EmailTokenSchema } from './email-tokens-entity.ts';
import type { UserSchema } from './entities/user.ts';

/** The accounts module's tables as Kysely sees them, typed from its entities (decision 037). */
export type AccountsDb = InferKyselyDB<typeof UserSchema | typeof EmailTokenSchema>;

/** A Kysely query builder on a fresh entity manager. */
export const accountsDb = (orm: MikroORM) => orm.em.fork().getKysely<AccountsDb>();
