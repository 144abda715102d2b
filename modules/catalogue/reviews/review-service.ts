import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { catalogueDb, type CatalogueDb } from '../kysely-db.ts';
import { coverPath } from '../title-view.ts';
import type { ReviewView } from './review-view.ts';
import type { ReviewReportReason, ReviewSort } from './review-rules.ts';

export const REVIEWS_PER_PAGE = 20;

export type ReviewInput = { rating: number; body: string; hasSpoiler: boolean };

export type { ReviewView } from './review-view.ts';

/** A review with its title, for the list of the newest reviews across titles. */
export type TitledReviewView = ReviewView & { titleCode: string; titleName: string; coverImagePath: string };

export type ReviewTotals = { totalReviewCount: number; totalReviewPoint: number };
export type ReviewedTitle = ReviewTotals & { titleCode: string; titleName: string; coverImagePath: string };

/** How a title's reviews are narrowed and ordered: one star rating (0: all), spoilers hidden, newest or by rating. */
export type ReviewFilter = { rating: number; hideSpoilers: boolean; sort: ReviewSort };
export const NO_REVIEW_FILTER: ReviewFilter = { rating: 0, hideSpoilers: false, sort: 'new' };

export type TitleReviews = {
  title: ReviewedTitle;
  reviews: ReviewView[];
  /** Reviews matching the filter (what the pages count). */
  total: number;
  /** Every review of the title, and how many gave each rating (index 1 to 5). */
  all: number;
  byRating: [number, number, number, number, number, number];
  filter: ReviewFilter;
  page: number;
  pages: number;
  mine: ReviewView | null;
};

const ORDER: Record<ReviewSort, string> = {
  new: 'r.created_at desc, r.id desc',
  high: 'r.rating desc, r.created_at desc, r.id desc',
  low: 'r.rating asc, r.created_at desc, r.id desc',
};
export type LatestReviews = { reviews: TitledReviewView[]; total: number; page: number; pages: number };

type ReviewRow = {
  id: number; user_id: number; rating: number; body: string; has_spoiler: boolean;
  created_at: Date | string; updated_at: Date | string;
};
/** A review row with its writer's display name (from modules/accounts). */
type NamedRow<R extends ReviewRow = ReviewRow> = R & { display_name: string };
type TitledRow = ReviewRow & { title_code: string; title_name: string };
type TitleRow = { id: number; title_code: string; title_name: string; total_review_count: number; total_review_point: number };

const iso = (value: Date | string) => new Date(value).toISOString();
const toView = (row: NamedRow, viewerId: number): ReviewView => ({
  id: row.id,
  reviewerName: row.display_name,
  rating: row.rating,
  body: row.body,
  hasSpoiler: row.has_spoiler,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  isMine: viewerId > 0 && row.user_id === viewerId,
});
const toTitle = (row: TitleRow): ReviewedTitle => ({
  titleCode: row.title_code,
  titleName: row.title_name,
  coverImagePath: coverPath(row.title_code),
  totalReviewCount: row.total_review_count,
  totalReviewPoint: row.total_review_point,
});
const titled = (row: NamedRow<TitledRow>, viewerId: number): TitledReviewView => ({ ...toView(row, viewerId), titleCode: row.title_code, titleName: row.title_name, coverImagePath: coverPath(row.title_code) });
const toTotals = (row: TitleRow): ReviewTotals => ({ totalReviewCount: row.total_review_count, totalReviewPoint: row.total_review_point });
/** The title (when shown to the member), its row locked until the transaction ends: its totals move one writer at a time. */
const lockShownTitle = async (em: EntityManager, titleCode: string, allowAdult: boolean): Promise<TitleRow | null> =>
  (await em
    .getKysely<CatalogueDb>()
    .selectFrom('title')
    .select(TITLE_FIELDS)
    .where('title_code', '=', titleCode)
    .$if(!allowAdult, (q) => q.where('is_adult', '=', false))
    .forUpdate()
    .executeTakeFirst()) ?? null;
const pageCount = (total: number) => Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE));

const REVIEW_COLUMNS = 'r.id, r.user_id, r.rating, r.body, r.has_spoiler, r.created_at, r.updated_at';
const TITLE_COLUMNS = 'id, title_code, title_name, total_review_count, total_review_point';
const TITLE_FIELDS = ['id', 'title_code', 'title_name', 'total_review_count', 'total_review_point'] as const;

/**
 * Reviews: one per member and title. Writing or deleting one moves the title's totals in the same
 * transaction, under a lock on the title row, so the totals stay exact under concurrent and repeated
 * requests. The totals also hold ratings given without a text (the seeded catalogue's), so the list
 * of texts can be shorter than the count.
 */
export type ReviewServiceDeps = {
  /** Members' display names by id (modules/accounts). */
  displayNames: (userIds: readonly number[]) => Promise<Map<number, string>>;
};

export function createReviewService(orm: MikroORM, deps: ReviewServiceDeps) {
  const sql = <T extends object>(query: string, params: unknown[]) => orm.em.fork().getConnection().execute<T[]>(query, params);
  const namesOf = (...lists: ReviewRow[][]) => deps.displayNames(lists.flat().map((row) => row.user_id));
  /** The rows with their writers' names; a row whose writer is gone is left out, as the former join with the members did. */
  const withNames = <R extends ReviewRow>(rows: R[], names: Map<number, string>): NamedRow<R>[] =>
    rows.flatMap((row) => {
      const name = names.get(row.user_id);
      return name === undefined ? [] : [{ ...row, display_name: name }];
    });
  const shownTitle = async (titleCode: string, allowAdult: boolean) =>
    (await sql<TitleRow>(`select ${TITLE_COLUMNS} from title where title_code = ? and (? or not is_adult)`, [titleCode, allowAdult]))[0] ?? null;
  /** Reviews with their titles (adult ones only when allowed), one page, and how many there are in all. */
  const titledPage = async (where: string, params: unknown[], order: string, page: number, viewerId: number, allowAdult: boolean): Promise<LatestReviews> => {
    const from = `from review r join title t on t.id = r.title_id where ${where} and (? or not t.is_adult)`;
    const [counted, rows] = await Promise.all([
      sql<{ n: string | number }>(`select count(*) as n ${from}`, [...params, allowAdult]),
      sql<TitledRow>(
        `select ${REVIEW_COLUMNS}, t.title_code, t.title_name ${from}
          order by ${order} limit ? offset ?`,
        [...params, allowAdult, REVIEWS_PER_PAGE, (page - 1) * REVIEWS_PER_PAGE],
      ),
    ]);
    const total = Number(counted[0]!.n);
    return { reviews: withNames(rows, await namesOf(rows)).map((row) => titled(row, viewerId)), total, page, pages: pageCount(total) };
  };

  return {
    /** A title's reviews, newest first, and the viewer's own; null when no such title or not shown to them (adult). */
    async forTitle(
      titleCode: string,
      options: { page: number; viewerId: number; allowAdult: boolean; perPage?: number; filter?: ReviewFilter },
    ): Promise<TitleReviews | null> {
      const perPage = options.perPage ?? REVIEWS_PER_PAGE;
      const filter = options.filter ?? NO_REVIEW_FILTER;
      const title = await shownTitle(titleCode, options.allowAdult);
      if (!title) return null;
      const where = 'r.title_id = ? and r.hidden_at is null and (? = 0 or r.rating = ?) and not (? and r.has_spoiler)';
      const whereParams = [title.id, filter.rating, filter.rating, filter.hideSpoilers];
      // Unfiltered (the title page's preview), the count is the sum of the split by rating.
      const narrowed = filter.rating > 0 || filter.hideSpoilers;
      const [counted, ratings, unnamedRows, unnamedMine] = await Promise.all([
        narrowed ? sql<{ n: string | number }>(`select count(*) as n from review r where ${where}`, whereParams) : Promise.resolve(null),
        sql<{ rating: number; n: string | number }>('select rating, count(*) as n from review where title_id = ? and hidden_at is null group by rating', [title.id]),
        sql<ReviewRow>(
          `select ${REVIEW_COLUMNS} from review r
            where ${where} order by ${ORDER[filter.sort]} limit ? offset ?`,
          [...whereParams, perPage, (options.page - 1) * perPage],
        ),
        options.viewerId > 0
          ? sql<ReviewRow>(`select ${REVIEW_COLUMNS} from review r where r.title_id = ? and r.user_id = ?`, [title.id, options.viewerId])
          : Promise.resolve([]),
      ]);
      const names = await namesOf(unnamedRows, unnamedMine);
      const [rows, mine] = [withNames(unnamedRows, names), withNames(unnamedMine, names)];
      const byRating: TitleReviews['byRating'] = [0, 0, 0, 0, 0, 0];
      for (const row of ratings) byRating[row.rating] = Number(row.n);
      const all = byRating.reduce((sum, n) => sum + n, 0);
      const total = counted ? Number(counted[0]!.n) : all;
      return {
        title: toTitle(title),
        reviews: rows.map((row) => toView(row, options.viewerId)),
        total,
        all,
        byRating,
        filter,
        page: options.page,
        pages: Math.max(1, Math.ceil(total / perPage)),
        mine: mine[0] ? toView(mine[0], options.viewerId) : null,
      };
    },

    /** The newest reviews across titles (adult titles only for members allowed them). */
    async latest(options: { page: number; viewerId: number; allowAdult: boolean }): Promise<LatestReviews> {
      return titledPage('r.hidden_at is null', [], 'r.created_at desc, r.id desc', options.page, options.viewerId, options.allowAdult);
    },

    /** The member's own reviews with their titles, newest first (adult titles only when allowed). */
    async byMember(userId: number, options: { page: number; allowAdult: boolean }): Promise<LatestReviews> {
      return titledPage('r.user_id = ?', [userId], 'r.updated_at desc, r.id desc', options.page, userId, options.allowAdult);
    },

    /** One review with its title, when its title is shown to the viewer (the report page). */
    async one(reviewId: number, options: { viewerId: number; allowAdult: boolean }): Promise<TitledReviewView | null> {
      const [row] = await sql<TitledRow>(
        `select ${REVIEW_COLUMNS}, t.title_code, t.title_name from review r
           join title t on t.id = r.title_id
          where r.id = ? and (? or not t.is_adult)`,
        [reviewId, options.allowAdult],
      );
      const [withName] = row ? withNames([row], await namesOf([row])) : [];
      return withName ? titled(withName, options.viewerId) : null;
    },

    /**
     * A member's report of someone else's review, kept once per member and review. 'own' for their own
     * review; null when there is no such review or its title is not shown to them.
     */
    async report(userId: number, reviewId: number, input: { reason: ReviewReportReason; comment: string }, allowAdult: boolean): Promise<'reported' | 'already' | 'own' | null> {
      const review = await catalogueDb(orm)
        .selectFrom('review as r')
        .innerJoin('title as t', 't.id', 'r.title_id')
        .select('r.user_id')
        .where('r.id', '=', reviewId)
        .$if(!allowAdult, (q) => q.where('t.is_adult', '=', false))
        .executeTakeFirst();
      if (!review) return null;
      if (review.user_id === userId) return 'own';
      const inserted = await catalogueDb(orm)
        .insertInto('review_report')
        .values((eb) => ({ review_id: reviewId, user_id: userId, reason: input.reason, comment: input.comment, created_at: eb.fn<Date>('now') }))
        .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
        .returning('id')
        .execute();
      return inserted.length > 0 ? 'reported' : 'already';
    },

    /** Writes (or rewrites) the member's review; null when no such title or not shown to them. */
    async write(userId: number, titleCode: string, input: ReviewInput, allowAdult: boolean): Promise<{ created: boolean; totals: ReviewTotals } | null> {
      return orm.em.fork().transactional(async (em) => {
        const title = await lockShownTitle(em, titleCode, allowAdult);
        if (!title) return null;
        const db = em.getKysely<CatalogueDb>();
        const old = await db.selectFrom('review').select(['rating', 'hidden_at']).where('user_id', '=', userId).where('title_id', '=', title.id).executeTakeFirst();
        await db
          .insertInto('review')
          .values((eb) => ({ user_id: userId, title_id: title.id, rating: input.rating, body: input.body, has_spoiler: input.hasSpoiler, created_at: eb.fn<Date>('now'), updated_at: eb.fn<Date>('now') }))
          .onConflict((oc) =>
            oc.columns(['user_id', 'title_id']).doUpdateSet((eb) => ({
              rating: eb.ref('excluded.rating'),
              body: eb.ref('excluded.body'),
              has_spoiler: eb.ref('excluded.has_spoiler'),
              updated_at: eb.fn<Date>('now'),
            })),
          )
          .execute();
        const totals = await db
          .updateTable('title')
          .set((eb) => ({
            // A review staff hid stays hidden when rewritten, and out of the totals.
            total_review_count: eb('total_review_count', '+', old ? 0 : 1),
            total_review_point: eb('total_review_point', '+', old?.hidden_at ? 0 : input.rating - (old?.rating ?? 0)),
          }))
          .where('id', '=', title.id)
          .returning(TITLE_FIELDS)
          .executeTakeFirst();
        return { created: !old, totals: toTotals(totals!) };
      });
    },

    /** Deletes the member's review of the title; `removed` false when there was none. Null when no such title. */
    async remove(userId: number, titleCode: string, allowAdult: boolean): Promise<{ removed: boolean; totals: ReviewTotals } | null> {
      return orm.em.fork().transactional(async (em) => {
        const title = await lockShownTitle(em, titleCode, allowAdult);
        if (!title) return null;
        const db = em.getKysely<CatalogueDb>();
        const old = await db.deleteFrom('review').where('user_id', '=', userId).where('title_id', '=', title.id).returning(['rating', 'hidden_at']).executeTakeFirst();
        if (!old) return { removed: false, totals: toTotals(title) };
        if (old.hidden_at) return { removed: true, totals: toTotals(title) };
        const totals = await db
          .updateTable('title')
          .set((eb) => ({
            total_review_count: eb.fn<number>('greatest', [eb('total_review_count', '-', 1), eb.lit(0)]),
            total_review_point: eb.fn<number>('greatest', [eb('total_review_point', '-', old.rating), eb.lit(0)]),
          }))
          .where('id', '=', title.id)
          .returning(TITLE_FIELDS)
          .executeTakeFirst();
        return { removed: true, totals: toTotals(totals!) };
      });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
