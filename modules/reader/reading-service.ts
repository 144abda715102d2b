import type { MikroORM } from '@mikro-orm/postgresql';
import { coverPath, type ViewerStory } from '#modules/catalogue/index.ts';
import { toWindowCounts, windowsSpan, type CountWindow, type WindowCounts } from '#platform/db/window-counts.ts';
import { readerDb } from './kysely-db.ts';

/** A reading event counts once per reader and story within this window (re-opening a page is no new read). */
export const READ_EVENT_WINDOW_MS = 60 * 60 * 1000;
export const LAST_READ_LIMIT = 20;

/** One title's place in a member's reading history (GET /api/v1/lastreadhistory/, initialize). */
export type LastReadHistory = {
  titleCode: string;
  titleName: string;
  thumbnailImagePath: string;
  volumeSerialNumber: number;
  storyNumber: number;
  storyName: string;
  page: number;
  pageCount: number;
  readAt: string;
  getAdultFlag: boolean;
};

type HistoryRow = {
  title_code: string;
  title_name: string;
  is_adult: boolean;
  serial_number: number;
  story_number: number;
  story_name: string;
  page: number;
  page_count: number;
  read_at: Date | string;
};

const HISTORY_SQL = `
  select distinct on (p.title_id) t.title_code, t.title_name, t.is_adult, s.volume_serial_number as serial_number, s.story_number, s.story_name,
         p.page, s.page_count, p.read_at
    from reading_progress p
    join catalogue_story_ref s on s.story_id = p.story_id
    join catalogue_title_ref t on t.title_id = p.title_id
   where p.user_id = ? %s
   order by p.title_id, p.read_at desc`;

const toHistory = (row: HistoryRow): LastReadHistory => ({
  titleCode: row.title_code,
  titleName: row.title_name,
  thumbnailImagePath: coverPath(row.title_code, 240),
  volumeSerialNumber: row.serial_number,
  storyNumber: row.story_number,
  storyName: row.story_name,
  page: row.page,
  pageCount: row.page_count,
  readAt: new Date(row.read_at).toISOString(),
  getAdultFlag: row.is_adult,
});

export type ReadingServiceOptions = {
  now?: () => Date;
  /** Told after a member's progress was recorded (their last reads changed). */
  onMemberChange?: (userId: number) => void;
};

/** Reading progress and reading events (issue 7 item 5). The caller has checked that the reader may read the story. */
export function createReadingService(orm: MikroORM, options: ReadingServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const sql = <T extends object>(query: string, params: unknown[]) => orm.em.fork().getConnection().execute<T[]>(query, params);

  return {
    /**
     * Records that `userId` (0 for a visitor) is on `page` of the story: the member's progress (the
     * page is clamped to the story), and a reading event unless the same member read it within the
     * window. Returns whether an event was counted.
     */
    async record(userId: number, story: Pick<ViewerStory, 'storyId' | 'pageCount'>, page: number): Promise<boolean> {
      const at = now();
      const clamped = Math.min(Math.max(1, Math.trunc(page)), story.pageCount);
      if (userId > 0) {
        const [previous] = await sql<{ read_at: Date | string }>(
          `with before as (select read_at from reading_progress where user_id = ? and story_id = ?),
                upsert as (
                  insert into reading_progress (user_id, story_id, title_id, page, read_at)
                  select ?, s.story_id, s.title_id, ?, ? from catalogue_story_ref s where s.story_id = ?
                  on conflict (user_id, story_id) do update set page = excluded.page, read_at = excluded.read_at)
           select read_at from before`,
          [userId, story.storyId, userId, clamped, at, story.storyId],
        );
        options.onMemberChange?.(userId);
        if (previous && at.getTime() - new Date(previous.read_at).getTime() < READ_EVENT_WINDOW_MS) return false;
      }
      await sql(`insert into reading_event (story_id, title_id, user_id, created_at) select s.story_id, s.title_id, ?, ? from catalogue_story_ref s where s.story_id = ?`, [
        userId > 0 ? userId : null,
        at,
        story.storyId,
      ]);
      return true;
    },

    /** The member's titles, the most recently read first, each with its last story and page. */
    async lastRead(userId: number, limit = LAST_READ_LIMIT, adultAllowed = false): Promise<LastReadHistory[]> {
      const rows = await sql<HistoryRow>(`select * from (${HISTORY_SQL.replace('%s', adultAllowed ? '' : 'and not t.is_adult')}) h order by read_at desc limit ?`, [
        userId,
        Math.min(Math.max(1, limit), 100),
      ]);
      return rows.map(toHistory);
    },

    /** Every title the member has read (at most `max`), the most recent first, adult ones included (the bookshelf filters). */
    async readingHistory(userId: number, max = 5000): Promise<LastReadHistory[]> {
      const rows = await sql<HistoryRow>(`select * from (${HISTORY_SQL.replace('%s', '')}) h order by read_at desc limit ?`, [userId, max]);
      return rows.map(toHistory);
    },

    /** Where the member left off in one title, or null. */
    async resumePoint(userId: number, titleCode: string): Promise<LastReadHistory | null> {
      const [row] = await sql<HistoryRow>(`select * from (${HISTORY_SQL.replace('%s', 'and t.title_code = ?')}) h order by read_at desc limit 1`, [userId, titleCode]);
      return row ? toHistory(row) : null;
    },

    /** Reading events per title in each window (the view rankings' input); titles without events are left out. */
    async titleReadCounts(windows: CountWindow[]): Promise<WindowCounts[]> {
      const { from, to } = windowsSpan(windows);
      const rows = await readerDb(orm)
        .selectFrom('reading_event')
        .select((eb) => [
          'title_id',
          ...windows.map((w, i) =>
            eb.cast<number>(eb.fn.countAll().filterWhere((f) => f.and([f('created_at', '>=', w.from), f('created_at', '<', w.to)])), 'integer').as(`c${i}`),
          ),
        ])
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .groupBy('title_id')
        .execute();
      return toWindowCounts(rows as unknown as Record<string, number>[], windows.length);
    },

    /** The member's reading events in [from, to): which story, when (the rewards module's read rewards). */
    async readEventsBetween(userId: number, from: Date, to: Date, max = 5000): Promise<{ storyId: number; at: Date }[]> {
      const rows = await readerDb(orm)
        .selectFrom('reading_event')
        .select(['story_id', 'created_at'])
        .where('user_id', '=', userId)
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .orderBy('created_at', 'asc')
        .limit(max)
        .execute();
      return rows.map((row) => ({ storyId: row.story_id, at: new Date(row.created_at) }));
    },

    /** Title ids the member has opened (the search's read-status filter). */
    async readTitleIds(userId: number): Promise<number[]> {
      const rows = await readerDb(orm).selectFrom('reading_progress').select('title_id').distinct().where('user_id', '=', userId).execute();
      return rows.map((row) => row.title_id);
    },
  };
}

export type ReadingService = ReturnType<typeof createReadingService>;
