import type { MikroORM } from '@mikro-orm/postgresql';
import { readerDb } from './kysely-db.ts';

export type ReaderSettingsValue = { direction: 'rtl' | 'ltr'; spread: 'auto' | 'single'; mode: 'paged' | 'vertical' };

/** Members' reader settings per title. Visitors keep theirs in localStorage (src/state/viewer-settings.ts). */
export function createReaderSettingsService(orm: MikroORM, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const db = () => readerDb(orm);
  /** The title by code; adult titles exist for a member only once they confirmed their age (decision 012). */
  const visibleTitle = (titleCode: string, adultAllowed: boolean) =>
    db()
      .selectFrom('catalogue_title_ref as t')
      .where('t.title_code', '=', titleCode)
      .$if(!adultAllowed, (q) => q.where('t.is_adult', '=', false));

  return {
    /** The saved settings; `undefined` when the title is unknown or hidden from this member, null when none are saved. */
    async get(userId: number, titleCode: string, adultAllowed: boolean): Promise<ReaderSettingsValue | null | undefined> {
      const row = await visibleTitle(titleCode, adultAllowed)
        .leftJoin('reader_setting as r', (join) => join.onRef('r.title_id', '=', 't.title_id').on('r.user_id', '=', userId))
        .select(['r.direction', 'r.spread', 'r.mode'])
        .executeTakeFirst();
      if (!row) return undefined;
      if (!row.direction || !row.spread || !row.mode) return null;
      return { direction: row.direction, spread: row.spread, mode: row.mode } as ReaderSettingsValue;
    },

    /** Saves (replaces) the settings; false when the title is unknown or hidden from this member. */
    async put(userId: number, titleCode: string, adultAllowed: boolean, settings: ReaderSettingsValue): Promise<boolean> {
      const rows = await db()
        .insertInto('reader_setting')
        .columns(['user_id', 'title_id', 'direction', 'spread', 'mode', 'updated_at'])
        .expression(
          visibleTitle(titleCode, adultAllowed).select((eb) => [
            eb.cast<number>(eb.val(userId), 'integer').as('user_id'),
            't.title_id',
            eb.cast<string>(eb.val(settings.direction), 'text').as('direction'),
            eb.cast<string>(eb.val(settings.spread), 'text').as('spread'),
            eb.cast<string>(eb.val(settings.mode), 'text').as('mode'),
            eb.cast<Date>(eb.val(now()), 'timestamptz').as('updated_at'),
          ]),
        )
        .onConflict((oc) =>
          oc.columns(['user_id', 'title_id']).doUpdateSet((eb) => ({
            direction: eb.ref('excluded.direction'),
            spread: eb.ref('excluded.spread'),
            mode: eb.ref('excluded.mode'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .returning('title_id')
        .execute();
      return rows.length > 0;
    },
  };
}

export type ReaderSettingsService = ReturnType<typeof createReaderSettingsService>;
