import type { MikroORM } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { EpisodeDigestSchema } from './entities/episode-digest.ts';
import type { EpisodeScanSchema } from './entities/episode-scan.ts';
import type { MemberMessageSchema } from './entities/member-message.ts';
import type { SiteNoticeReadSchema } from './entities/site-notice-read.ts';
import type { SiteNoticeSchema } from './entities/site-notice.ts';
import type { TermAgreementSchema } from './entities/term-agreement.ts';

/** The notices module's tables as Kysely sees them, typed from its entities (decision 037). */
export type NoticesDb = InferKyselyDB<
  typeof SiteNoticeSchema | typeof SiteNoticeReadSchema | typeof TermAgreementSchema | typeof MemberMessageSchema | typeof EpisodeScanSchema | typeof EpisodeDigestSchema
>;

/** A Kysely query builder on a fresh entity manager. */
export const noticesDb = (orm: MikroORM) => orm.em.fork().getKysely<NoticesDb>();
