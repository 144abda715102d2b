import type { MikroORM } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { CatalogueViewsDb } from '#modules/catalogue/index.ts';
import type { ReaderSettingSchema } from './entities/reader-setting.ts';
import type { ReadingEventSchema } from './entities/reading-event.ts';
import type { ReadingProgressSchema } from './entities/reading-progress.ts';

/** The reader's tables and the catalogue's published views, typed from their entities (decision 037). */
export type ReaderDb = InferKyselyDB<typeof ReaderSettingSchema | typeof ReadingEventSchema | typeof ReadingProgressSchema> & CatalogueViewsDb;

/** A Kysely query builder on a fresh entity manager. */
export const readerDb = (orm: MikroORM) => orm.em.fork().getKysely<ReaderDb>();
