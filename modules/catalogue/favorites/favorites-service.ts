import type { MikroORM } from '@mikro-orm/postgresql';
import { catalogueDb } from '../kysely-db.ts';

export type FavoriteAnswer = { isFavorite: boolean; favs: number };

/**
 * Favourites. Each toggle is one statement: the row is inserted (or deleted) and the title's count
 * moves only when a row really was, so the count stays exact under concurrent and repeated toggles.
 */
export function createFavoritesService(orm: MikroORM) {
  const db = () => catalogueDb(orm);

  return {
    /** Sets the member's favourite on the title (by code); null when no such title or not shown to them (adult). `at`: when added (demo data). */
    async set(userId: number, titleCode: string, favorite: boolean, allowAdult: boolean, at?: Date): Promise<FavoriteAnswer | null> {
      const title = await db()
        .selectFrom('title')
        .select('id')
        .where('title_code', '=', titleCode)
        .$if(!allowAdult, (q) => q.where('is_adult', '=', false))
        .executeTakeFirst();
      if (!title) return null;
      const row = favorite
        ? await db()
            .with('changed', (q) =>
              q
                .insertInto('favorite')
                .values((eb) => ({ user_id: userId, title_id: title.id, created_at: at ?? eb.fn<Date>('now') }))
                .onConflict((oc) => oc.doNothing())
                .returning('title_id'),
            )
            .updateTable('title')
            .set((eb) => ({ favorite_count: eb('favorite_count', '+', eb.selectFrom('changed').select((c) => c.fn.countAll<number>().as('n'))) }))
            .where('id', '=', title.id)
            .returning('favorite_count')
            .executeTakeFirst()
        : await db()
            .with('changed', (q) => q.deleteFrom('favorite').where('user_id', '=', userId).where('title_id', '=', title.id).returning('title_id'))
            .updateTable('title')
            .set((eb) => ({
              favorite_count: eb.fn<number>('greatest', [eb('favorite_count', '-', eb.selectFrom('changed').select((c) => c.fn.countAll<number>().as('n'))), eb.lit(0)]),
            }))
            .where('id', '=', title.id)
            .returning('favorite_count')
            .executeTakeFirst();
      return { isFavorite: favorite, favs: row!.favorite_count };
    },

    /** The member's favourite titles (adult ones included: the caller filters), newest first. */
    async list(userId: number): Promise<{ titleCode: string; createdAt: Date }[]> {
      const rows = await db()
        .selectFrom('favorite as f')
        .innerJoin('title as t', 't.id', 'f.title_id')
        .select(['t.title_code', 'f.created_at'])
        .where('f.user_id', '=', userId)
        .orderBy('f.created_at', 'desc')
        .limit(5000)
        .execute();
      // Timestamps come back as text from MikroORM's pool.
      return rows.map((row) => ({ titleCode: row.title_code, createdAt: new Date(row.created_at) }));
    },

    /** Every member who has one of these titles (by code) as a favourite, and since when: who hears of a new episode. */
    async favouritersOf(titleCodes: readonly string[]): Promise<{ userId: number; titleCode: string; since: Date }[]> {
      if (titleCodes.length === 0) return [];
      const rows = await db()
        .selectFrom('favorite as f')
        .innerJoin('title as t', 't.id', 'f.title_id')
        .select(['f.user_id', 't.title_code', 'f.created_at'])
        .where('t.title_code', 'in', [...new Set(titleCodes)])
        .orderBy('f.user_id')
        .execute();
      return rows.map((row) => ({ userId: row.user_id, titleCode: row.title_code, since: new Date(row.created_at) }));
    },

    /** Which of these titles (by code) the member has as favourites: the marks on list pages. */
    async favoriteCodes(userId: number, titleCodes: readonly string[]): Promise<string[]> {
      if (titleCodes.length === 0) return [];
      const rows = await db()
        .selectFrom('favorite as f')
        .innerJoin('title as t', 't.id', 'f.title_id')
        .select('t.title_code')
        .where('f.user_id', '=', userId)
        .where('t.title_code', 'in', [...titleCodes])
        .execute();
      return rows.map((r) => r.title_code);
    },

    /** The member's flag and the title's count; null when no such title or not shown to them (adult). */
    async state(userId: number, titleCode: string, allowAdult: boolean): Promise<FavoriteAnswer | null> {
      const row = await db()
        .selectFrom('title as t')
        .select((eb) => [
          't.favorite_count',
          eb.exists(eb.selectFrom('favorite as f').select(eb.lit(1).as('one')).where('f.user_id', '=', userId).whereRef('f.title_id', '=', 't.id')).$castTo<boolean>().as('yes'),
        ])
        .where('t.title_code', '=', titleCode)
        .$if(!allowAdult, (q) => q.where('t.is_adult', '=', false))
        .executeTakeFirst();
      return row ? { isFavorite: row.yes, favs: row.favorite_count } : null;
    },

    async isFavorite(userId: number, titleCode: string): Promise<boolean> {
      const row = await db()
        .selectNoFrom((eb) =>
          eb
            .exists(eb.selectFrom('favorite as f').innerJoin('title as t', 't.id', 'f.title_id').select(eb.lit(1).as('one')).where('f.user_id', '=', userId).where('t.title_code', '=', titleCode))
            .$castTo<boolean>()
            .as('yes'),
        )
        .executeTakeFirstOrThrow();
      return row.yes;
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
