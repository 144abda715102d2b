import type { MikroORM } from '@mikro-orm/postgresql';
import { SiteNotice } from './entities/site-notice.ts';
import { NOTICE_CATEGORY_LABELS, type NoticeCategory, NOTICES_PER_PAGE, type NoticeDetail, type NoticeSummary, type Page } from './notice-views.ts';

type NoticeRow = { id: number; category: NoticeCategory; title: string; body?: string; published_at: Date; is_read: boolean | null };

const summary = (row: NoticeRow): NoticeSummary => ({
  id: row.id,
  category: row.category,
  categoryLabel: NOTICE_CATEGORY_LABELS[row.category],
  title: row.title,
  publishedAt: new Date(row.published_at).toISOString(),
  isRead: row.is_read,
});

/** Site notices (/info/): public once published; read marks per member. */
export function createSiteNoticesService(orm: MikroORM, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const sql = () => orm.em.fork().getConnection();
  /** `is_read` for a member, null for a visitor (userId null). */
  const isRead = 'case when ?::int is null then null else exists (select 1 from site_notice_read r where r.user_id = ? and r.notice_id = n.id) end as is_read';

  return {
    /** Published notices, newest first. */
    async list(userId: number | null, page = 1, perPage = NOTICES_PER_PAGE): Promise<Page<NoticeSummary>> {
      const at = now();
      const [rows, counted] = await Promise.all([
        sql().execute<NoticeRow[]>(
          `select n.id, n.category, n.title, n.published_at, ${isRead} from site_notice n where n.published_at <= ? order by n.published_at desc, n.id desc limit ? offset ?`,
          [userId, userId, at, perPage, (page - 1) * perPage],
        ),
        sql().execute<{ n: string }[]>('select count(*) as n from site_notice where published_at <= ?', [at]),
      ]);
      const total = Number(counted[0]?.n ?? 0);
      return { items: rows.map(summary), page, perPage, total, totalPages: Math.max(1, Math.ceil(total / perPage)) };
    },

    /** One published notice, or null (unknown or not yet published). */
    async get(id: number, userId: number | null): Promise<NoticeDetail | null> {
      const [row] = await sql().execute<NoticeRow[]>(
        `select n.id, n.category, n.title, n.body, n.published_at, ${isRead} from site_notice n where n.id = ? and n.published_at <= ?`,
        [userId, userId, id, now()],
      );
      return row ? { ...summary(row), body: row.body ?? '' } : null;
    },

    /** Marks a published notice read for the member (idempotent); false when there is no such notice. */
    async markRead(userId: number, id: number): Promise<boolean> {
      const result = await sql().execute<{ notice_id: number }[]>(
        `insert into site_notice_read (user_id, notice_id, read_at)
         select ?, n.id, ? from site_notice n where n.id = ? and n.published_at <= ?
         on conflict (user_id, notice_id) do nothing returning notice_id`,
        [userId, now(), id, now()],
      );
      if (result.length > 0) return true;
      return (await this.get(id, null)) !== null;
    },

    /** Published notices the member has not opened (spec §3 User.unreadInfoCount). */
    async unreadCount(userId: number): Promise<number> {
      const [row] = await sql().execute<{ n: string }[]>(
        'select count(*) as n from site_notice n where n.published_at <= ? and not exists (select 1 from site_notice_read r where r.user_id = ? and r.notice_id = n.id)',
        [now(), userId],
      );
      return Number(row?.n ?? 0);
    },

    /** Publishes a notice (staff tooling and tests); publishedAt defaults to now. Returns its id. */
    async publish(input: { category: NoticeCategory; title: string; body: string; publishedAt?: Date }): Promise<number> {
      const em = orm.em.fork();
      const notice = em.create(SiteNotice, { category: input.category, title: input.title, body: input.body, publishedAt: input.publishedAt ?? now() });
      await em.flush();
      return notice.id;
    },
  };
}

export type SiteNoticesService = ReturnType<typeof createSiteNoticesService>;
