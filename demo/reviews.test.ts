import { describe, expect, it } from 'vitest';
import { clientFor } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { seedDemoReviews } from './reviews.ts';

const { app, orm } = await createTestApp();
const db = orm.em.getConnection();

describe('demo reviews (demo mode)', () => {
  it('the best-selling title has reviews from the demo buyers, with their ratings inside its totals', async () => {
    const [top] = await db.execute<{ code: string; count: number; point: number; reviews: string; points: string }[]>(
      `select t.title_code as code, t.total_review_count as count, t.total_review_point as point,
              (select count(*) from review r where r.title_id = t.id) as reviews, (select coalesce(sum(rating), 0) from review r where r.title_id = t.id) as points
         from title t where not t.is_adult order by t.monthly_sales_amount desc, t.id limit 1`,
    );
    expect(Number(top!.reviews)).toBeGreaterThan(0);
    expect(top!.count).toBeGreaterThanOrEqual(Number(top!.reviews));
    expect(top!.point).toBeGreaterThanOrEqual(Number(top!.points));
    const list = (await (await clientFor(app).get(`/api/v1/review/?title_code=${top!.code}`)).json()) as { total: number; reviews: { reviewerName: string; rating: number }[] };
    expect(list.total).toBe(Number(top!.reviews));
    for (const review of list.reviews) {
      expect(review.reviewerName).toMatch(/^読者\d{3}$/);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
  });

  it('the most-read title (the top page’s ranking) has reviews too', async () => {
    const [top] = await db.execute<{ reviews: string }[]>(
      `select (select count(*) from review r where r.title_id = e.title_id) as reviews
         from reading_event e group by e.title_id order by count(*) desc, e.title_id limit 1`,
    );
    expect(Number(top!.reviews)).toBeGreaterThan(0);
  });

  it('are written once: a second seeding changes nothing', async () => {
    const totals = () => db.execute('select id, total_review_count, total_review_point from title order by id');
    const before = await totals();
    const buyers = await db.execute<{ id: number }[]>("select id from app_user where email like 'demo-buyer-%' order by id");
    expect(await seedDemoReviews(orm, buyers.map((b) => b.id))).toBe(0);
    expect(await totals()).toEqual(before);
  });
});
