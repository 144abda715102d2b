import type { MikroORM } from '@mikro-orm/postgresql';

export type ReaderSettingsValue = { direction: 'rtl' | 'ltr'; spread: 'auto' | 'single'; mode: 'paged' | 'vertical' };

/** Adult titles exist for a member only once they confirmed their age (decision 012). */
const VISIBLE_TITLE = 't.title_code = ? and (not t.is_adult or ?)';

/** Members' reader settings per title. Visitors keep theirs in localStorage (src/state/viewer-settings.ts). */
export function createReaderSettingsService(orm: MikroORM, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const sql = <T extends object>(query: string, params: unknown[]) => orm.em.fork().getConnection().execute<T[]>(query, params);

  return {
    /** The saved settings; `undefined` when the title is unknown or hidden from this member, null when none are saved. */
    async get(userId: number, titleCode: string, adultAllowed: boolean): Promise<ReaderSettingsValue | null | undefined> {
      const [row] = await sql<{ found: boolean; direction: string | null; spread: string | null; mode: string | null }>(
        `select true as found, r.direction, r.spread, r.mode
           from catalogue_title_ref t left join reader_setting r on r.title_id = t.title_id and r.user_id = ?
          where ${VISIBLE_TITLE}`,
        [userId, titleCode, adultAllowed],
      );
      if (!row) return undefined;
      if (!row.direction || !row.spread || !row.mode) return null;
      return { direction: row.direction, spread: row.spread, mode: row.mode } as ReaderSettingsValue;
    },

    /** Saves (replaces) the settings; false when the title is unknown or hidden from this member. */
    async put(userId: number, titleCode: string, adultAllowed: boolean, settings: ReaderSettingsValue): Promise<boolean> {
      const rows = await sql<{ title_id: number }>(
        `insert into reader_setting (user_id, title_id, direction, spread, mode, updated_at)
         select ?, t.title_id, ?, ?, ?, ? from catalogue_title_ref t where ${VISIBLE_TITLE}
         on conflict (user_id, title_id) do update
            set direction = excluded.direction, spread = excluded.spread, mode = excluded.mode, updated_at = excluded.updated_at
         returning title_id`,
        [userId, settings.direction, settings.spread, settings.mode, now(), titleCode, adultAllowed],
      );
      return rows.length > 0;
    },
  };
}

export type ReaderSettingsService = ReturnType<typeof createReaderSettingsService>;
