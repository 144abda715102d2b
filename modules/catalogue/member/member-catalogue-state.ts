import type { MikroORM } from '@mikro-orm/postgresql';
import { catalogueDb } from '../kysely-db.ts';

/** What one member sees of one title that the shared page render cannot know (decision 045). */
export type MemberTitleFacts = {
  isFavorite: boolean;
  /** The title's counts, read now (the member's own favourite or review shows at once). */
  favs: number;
  totalReviewCount: number;
  totalReviewPoint: number;
  /** The member's review of the title, when they wrote one. */
  review: { rating: number; body: string; hasSpoiler: boolean } | null;
};

/**
 * The catalogue's part of a member's page state: their favourite codes, and per title their favourite,
 * their review and the title's current counts in one statement.
 */
export function createMemberCatalogueState(orm: MikroORM) {
  const db = () => catalogueDb(orm);
  return {
    /** Every title code the member favourited (adult ones included: pages only ask about titles they show). */
    async favoriteCodes(userId: number): Promise<string[]> {
      const rows = await db()
        .selectFrom('favorite as f')
        .innerJoin('title as t', 't.id', 'f.title_id')
        .select('t.title_code')
        .where('f.user_id', '=', userId)
        .execute();
      return rows.map((row) => row.title_code);
    },

    /** Null when there is no such title. */
    async titleFacts(userId: number, titleCode: string): Promise<MemberTitleFacts | null> {
      const row = await db()
        .selectFrom('title as t')
        .leftJoin('review as r', (join) => join.onRef('r.title_id', '=', 't.id').on('r.user_id', '=', userId))
        .select((eb) => [
          't.favorite_count',
          't.total_review_count',
          't.total_review_point',
          'r.rating',
          'r.body',
          'r.has_spoiler',
          eb.exists(eb.selectFrom('favorite as f').select(eb.lit(1).as('one')).where('f.user_id', '=', userId).whereRef('f.title_id', '=', 't.id')).$castTo<boolean>().as('is_favorite'),
        ])
        .where('t.title_code', '=', titleCode)
        .executeTakeFirst();
      if (!row) return null;
      return {
        isFavorite: row.is_favorite,
        favs: row.favorite_count,
        totalReviewCount: row.total_review_count,
        totalReviewPoint: row.total_review_point,
        review: row.rating === null || row.rating === undefined ? null : { rating: row.rating, body: row.body ?? '', hasSpoiler: row.has_spoiler ?? false },
      };
    },
  };
}

export type MemberCatalogueState = ReturnType<typeof createMemberCatalogueState>;
