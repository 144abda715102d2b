import type { MikroORM } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { AuthorSchema } from './entities/author.ts';
import type { FavoriteSchema } from './entities/favorite.ts';
import type { GenreSchema } from './entities/genre.ts';
import type { PageAltTextSchema } from './entities/page-alt-text.ts';
import type { ReviewReportSchema } from './entities/review-report.ts';
import type { ReviewSchema } from './entities/review.ts';
import type { PricedStoryViewSchema, StoryRefViewSchema, TitleRefViewSchema, VolumeRefViewSchema } from './entities/published-views.ts';
import type { StorySchema } from './entities/story.ts';
import type { TitleAuthorSchema } from './entities/title-author.ts';
import type { TitleSchema } from './entities/title.ts';
import type { VolumeSchema } from './entities/volume.ts';

/**
 * The catalogue's tables as Kysely sees them, typed from the entities (decision 037): table and
 * column names are checked at compile time, and only this module's own tables are listed.
 */
export type CatalogueDb = InferKyselyDB<
  | typeof TitleSchema
  | typeof VolumeSchema
  | typeof StorySchema
  | typeof FavoriteSchema
  | typeof GenreSchema
  | typeof ReviewSchema
  | typeof ReviewReportSchema
  | typeof AuthorSchema
  | typeof TitleAuthorSchema
  | typeof PageAltTextSchema
>;

/** A Kysely query builder on a fresh entity manager (its own connection from the pool per query). */
export const catalogueDb = (orm: MikroORM) => orm.em.fork().getKysely<CatalogueDb>();

/**
 * The catalogue's published views (decision 035) as Kysely sees them: other modules join these with
 * their own tables, e.g. `InferKyselyDB<typeof ReaderSettingSchema> & CatalogueViewsDb`.
 */
export type CatalogueViewsDb = InferKyselyDB<typeof TitleRefViewSchema | typeof VolumeRefViewSchema | typeof StoryRefViewSchema | typeof PricedStoryViewSchema>;
