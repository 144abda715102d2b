import type { MikroORM } from '@mikro-orm/postgresql';
import { noticesDb } from './kysely-db.ts';
import { SiteNotice } from './entities/site-notice.ts';
import { NOTICE_CATEGORY_LABELS, type NoticeCategory, NOTICES_PER_PAGE, type NoticeDetail, type NoticeSummary, type Page } from './notice-views.ts';

type NoticeRow = { id: number; category: NoticeCategory; title: string; body?: string; published_at: Date | string; is_read?: boolean };

const summary = (row: NoticeRow): NoticeSummary => ({
  id: row.id,
  category: row.category,
  categoryLabel: NOTICE_CATEGORY_LABELS[row.category],
  title: row.title,
  publishedAt: new Date(row.published_at).toISOString(),
  isRead: row.is_read ?? null,
});

/** Site notices (/info/): public once published; read marks per member. */
export function createSiteNoticesService(orm: MikroORM, options: { now?: () => Date; onMemberChange?: (userId?: number) => void } = {}) {
  const now = options.now ?? (() => new Date());
  const changed = options.onMemberChange ?? (() => {});
  const db = () => noticesDb(orm);
  /** Published notices with `is_read` for a member (a visitor's rows have none: summary() makes it null). */
  const notices = (userId: number | null, at = now()) =>
    db()
      .selectFrom('site_notice as n')
      .$if(userId !== null, (q) =>
        q.select((eb) => eb.exists(eb.selectFrom('site_notice_read as r').select(eb.lit(1).as('one')).where('r.user_id', '=', userId!).whereRef('r.notice_id', '=', 'n.id')).$castTo<boolean>().as('is_read')),
      )
      .where('n.published_at', '<=', at);

  return {
    /** Published notices, newest first. */
    async list(userId: number | null, page = 1, perPage = NOTICES_PER_PAGE): Promise<Page<NoticeSummary>> {
      const at = now();
      const [rows, counted] = await Promise.all([
        notices(userId, at)
          .select(['n.id', 'n.category', 'n.title', 'n.published_at'])
          .orderBy('n.published_at', 'desc')
          .orderBy('n.id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        notices(null, at).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      const total = Number(counted?.n ?? 0);
      return { items: rows.map(summary), page, perPage, total, totalPages: Math.max(1, Math.ceil(total / perPage)) };
    },

    /** One published notice, or null (unknown or not yet published). */
    async get(id: number, userId: number | null): Promise<NoticeDetail | null> {
      const row = await notices(userId).select(['n.id', 'n.category', 'n.title', 'n.body', 'n.published_at']).where('n.id', '=', id).executeTakeFirst();
      return row ? { ...summary(row), body: row.body ?? '' } : null;
    },

    /** Marks a published notice read for the member (idempotent); false when there is no such notice. */
    async markRead(userId: number, id: number): Promise<boolean> {
      const result = await db()
        .insertInto('site_notice_read')
        .columns(['user_id', 'notice_id', 'read_at'])
        .expression((eb) =>
          eb
            .selectFrom('site_notice as n')
            .select((s) => [s.cast<number>(s.val(userId), 'integer').as('user_id'), 'n.id', s.cast<Date>(s.val(now()), 'timestamptz').as('read_at')])
            .where('n.id', '=', id)
            .where('n.published_at', '<=', now()),
        )
        .onConflict((oc) => oc.columns(['user_id', 'notice_id']).doNothing())
        .returning('notice_id')
        .execute();
      if (result.length > 0) {
        changed(userId);
        return true;
      }
      return (await this.get(id, null)) !== null;
    },

    /** Published notices the member has not opened (spec §3 User.unreadInfoCount). */
    async unreadCount(userId: number): Promise<number> {
      const row = await db()
        .selectFrom('site_notice as n')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('n.published_at', '<=', now())
        .where((eb) => eb.not(eb.exists(eb.selectFrom('site_notice_read as r').select(eb.lit(1).as('one')).where('r.user_id', '=', userId).whereRef('r.notice_id', '=', 'n.id'))))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Publishes a notice (staff tooling and tests); publishedAt defaults to now. Returns its id. */
    async publish(input: { category: NoticeCategory; title: string; body: string; publishedAt?: Date }): Promise<number> {
      const em = orm.em.fork();
      const notice = em.create(SiteNotice, { category: input.category, title: input.title, body: input.body, publishedAt: input.publishedAt ?? now() });
      await em.flush();
      // Every member's unread count (a notice published later counts from its time: the cache's TTL).
      changed();
      return notice.id;
    },
  };
}

export type SiteNoticesService = ReturnType<typeof createSiteNoticesService>;
