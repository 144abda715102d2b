import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { RELATED_LIMIT } from './related-titles.ts';

const { services, orm } = await createTestApp();
const { catalogue } = services;
const sql = <T>(text: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(text, params);

type TitleRow = { id: number; title_code: string; genre_code: number; tags: string[]; is_adult: boolean; monthly_sales_amount: number };
const titlesByCode = async (codes: string[]) => {
  const rows = codes.length ? await sql<TitleRow>(`select id, title_code, genre_code, tags, is_adult, monthly_sales_amount from title where title_code in (${codes.map(() => '?').join(',')})`, codes) : [];
  return new Map(rows.map((r) => [r.title_code, r]));
};

describe('the title page’s related titles', () => {
  it('other titles by the same creators: exactly those sharing a creator, most popular first, never the title itself', async () => {
    const [title] = await sql<{ id: number; title_code: string }>(
      `select t.id, t.title_code from title t where not t.is_adult and exists (
         select 1 from title_author a join title_author b on b.author_id = a.author_id and b.title_id <> a.title_id
           join title o on o.id = b.title_id and not o.is_adult where a.title_id = t.id) order by t.id limit 1`,
    );
    expect(title, 'the seed has creators with several titles').toBeDefined();
    const expected = await sql<{ title_code: string }>(
      `select distinct o.title_code, o.monthly_sales_amount, o.id from title o join title_author b on b.title_id = o.id
        where b.author_id in (select author_id from title_author where title_id = ?) and o.id <> ? and not o.is_adult
        order by o.monthly_sales_amount desc, o.id limit ${RELATED_LIMIT}`,
      [title!.id, title!.id],
    );
    const { byAuthors } = await catalogue.relatedTitles(title!.title_code, false);
    expect(byAuthors.map((t) => t.titleCode)).toEqual(expected.map((r) => r.title_code));
  });

  it('similar titles share a tag or the genre, rank by shared tags then genre then popularity, and skip the same creators’ titles', async () => {
    const [title] = await sql<{ title_code: string }>(`select title_code from title where not is_adult and cardinality(tags) >= 2 order by monthly_sales_amount desc limit 1`);
    const { byAuthors, similar } = await catalogue.relatedTitles(title!.title_code, false);
    expect(similar.length).toBe(RELATED_LIMIT);
    const rows = await titlesByCode([title!.title_code, ...similar.map((t) => t.titleCode)]);
    const me = rows.get(title!.title_code)!;
    const score = (r: TitleRow) => 2 * r.tags.filter((tag) => me.tags.includes(tag)).length + (r.genre_code === me.genre_code ? 1 : 0);
    const scored = similar.map((t) => rows.get(t.titleCode)!);
    for (const row of scored) {
      expect(score(row)).toBeGreaterThan(0);
      expect(row.is_adult).toBe(false);
      expect(row.title_code).not.toBe(me.title_code);
    }
    for (let i = 1; i < scored.length; i++) {
      const [a, b] = [scored[i - 1]!, scored[i]!];
      expect(score(a) > score(b) || (score(a) === score(b) && a.monthly_sales_amount >= b.monthly_sales_amount)).toBe(true);
    }
    const authorCodes = new Set(byAuthors.map((t) => t.titleCode));
    expect(similar.some((t) => authorCodes.has(t.titleCode))).toBe(false);
    // Nothing better was left out: the best-scoring candidate in the database is at the top.
    const [best] = await sql<{ best: number }>(
      `select max(2 * cardinality(array(select unnest(o.tags) intersect select unnest(?::text[]))) + case when o.genre_code = ? then 1 else 0 end) as best
         from title o where o.id <> ? and not o.is_adult and not (o.title_code = any(?::text[]))`,
      [`{${me.tags.map((t) => `"${t}"`).join(',')}}`, me.genre_code, me.id, `{${[...authorCodes].join(',')}}`],
    );
    expect(score(scored[0]!)).toBe(best!.best);
  });

  it('adult titles only in lists for viewers allowed them', async () => {
    const [adult] = await sql<{ title_code: string }>(`select title_code from title where is_adult order by monthly_sales_amount desc limit 1`);
    const general = await catalogue.relatedTitles(adult!.title_code, false);
    expect([...general.byAuthors, ...general.similar].every((t) => !t.getAdultFlag)).toBe(true);
    const allowed = await catalogue.relatedTitles(adult!.title_code, true);
    expect(allowed.similar.some((t) => t.getAdultFlag)).toBe(true);
  });

  it('an unknown title has no related titles', async () => {
    expect(await catalogue.relatedTitles('NOPE0000', false)).toEqual({ byAuthors: [], similar: [] });
  });
});
