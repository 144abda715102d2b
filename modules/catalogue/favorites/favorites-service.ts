import type { MikroORM } from '@mikro-orm/postgresql';

export type FavoriteAnswer = { isFavorite: boolean; favs: number };

/**
 * Favourites. Each toggle is one statement: the row is inserted (or deleted) and the title's count
 * moves only when a row really was, so the count stays exact under concurrent and repeated toggles.
 */
export function createFavoritesService(orm: MikroORM) {
  const sql = <T extends object>(query: string, params: unknown[]) => orm.em.fork().getConnection().execute<T[]>(query, params);

  return {
    /** Sets the member's favourite on the title (by code); null when no such title or not shown to them (adult). */
    async set(userId: number, titleCode: string, favorite: boolean, allowAdult: boolean): Promise<FavoriteAnswer | null> {
      const [title] = await sql<{ id: number }>('select id from title where title_code = ? and (? or not is_adult)', [titleCode, allowAdult]);
      if (!title) return null;
      const [row] = favorite
        ? await sql<{ favorite_count: number }>(
            `with changed as (insert into favorite (user_id, title_id, created_at) values (?, ?, now()) on conflict do nothing returning title_id)
             update title set favorite_count = favorite_count + (select count(*) from changed) where id = ? returning favorite_count`,
            [userId, title.id, title.id],
          )
        : await sql<{ favorite_count: number }>(
            `with changed as (delete from favorite where user_id = ? and title_id = ? returning title_id)
             update title set favorite_count = greatest(favorite_count - (select count(*) from changed), 0) where id = ? returning favorite_count`,
            [userId, title.id, title.id],
          );
      return { isFavorite: favorite, favs: row!.favorite_count };
    },

    /** The member's favourite titles (adult ones included: the caller filters), newest first. */
    async list(userId: number): Promise<{ titleCode: string; createdAt: Date }[]> {
      const rows = await sql<{ title_code: string; created_at: Date | string }>(
        'select t.title_code, f.created_at from favorite f join title t on t.id = f.title_id where f.user_id = ? order by f.created_at desc limit 5000',
        [userId],
      );
      return rows.map((row) => ({ titleCode: row.title_code, createdAt: new Date(row.created_at) }));
    },

    /** Which of these titles (by code) the member has as favourites: the marks on list pages. */
    async favoriteCodes(userId: number, titleCodes: readonly string[]): Promise<string[]> {
      if (titleCodes.length === 0) return [];
      const rows = await sql<{ title_code: string }>(
        `select t.title_code from favorite f join title t on t.id = f.title_id where f.user_id = ? and t.title_code = any(string_to_array(?, ','))`,
        [userId, titleCodes.join(',')],
      );
      return rows.map((r) => r.title_code);
    },

    /** The member's flag and the title's count; null when no such title or not shown to them (adult). */
    async state(userId: number, titleCode: string, allowAdult: boolean): Promise<FavoriteAnswer | null> {
      const [row] = await sql<{ favorite_count: number; yes: boolean }>(
        `select t.favorite_count, exists (select 1 from favorite f where f.user_id = ? and f.title_id = t.id) as yes
           from title t where t.title_code = ? and (? or not t.is_adult)`,
        [userId, titleCode, allowAdult],
      );
      return row ? { isFavorite: row.yes, favs: row.favorite_count } : null;
    },

    async isFavorite(userId: number, titleCode: string): Promise<boolean> {
      const [row] = await sql<{ yes: boolean }>(
        'select exists (select 1 from favorite f join title t on t.id = f.title_id where f.user_id = ? and t.title_code = ?) as yes',
        [userId, titleCode],
      );
      return row!.yes;
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
