import type { MikroORM } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { SiteNoticeReadSchema } from './entities/site-notice-read.ts';
import type { SiteNoticeSchema } from './entities/site-notice.ts';
import type { TermAgreementSchema } from './entities/term-agreement.ts';

/** The notices module's tables as Kysely sees them, typed from its entities (decision 037). */
export type NoticesDb = InferKyselyDB<typeof SiteNoticeSchema | typeof SiteNoticeReadSchema | typeof TermAgreementSchema>;

/** A Kysely query builder on a fresh entity manager. */
export const noticesDb = (orm: MikroORM) => orm.em.fork().getKysely<NoticesDb>();
