import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { PAGE_SIZE } from './search-query.ts';

const { app, orm } = await createTestApp();
/** A visitor without a session who already holds the CSRF cookie (as every page visitor does). */
const anonymous = clientFor(app, csrfHeaders.Cookie);

type Card = { titleCode: string; titleName: string; getAdultFlag: boolean; monthlySalesAmount: number; favs: number; totalReviewCount: number; updateDate: string; isFree: boolean; isFreeForWait: boolean; genreCode: number };
type SearchBody = { success: boolean; results: Card[]; titleCount: number; maxPage: number; page: number; selectedConditions: Record<string, unknown>; selectedSortBy: number };
type Row = { title_code: string; genre_code: number; is_completed: boolean; is_store: boolean; is_free: boolean; is_free_for_wait: boolean; is_adult: boolean; updated_at: Date | string; free_story_count: number };

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.getConnection().execute<T[]>(query, params);
}

async function rowsByCode(codes: string[]): Promise<Map<string, Row>> {
  const rows = await sql<Row>(
    `select t.title_code, t.genre_code, t.is_completed, t.is_store, t.is_free, t.is_free_for_wait, t.is_adult, t.updated_at, s.free_story_count
       from title t join title_search s on s.title_id = t.id where t.title_code = any(string_to_array(?, ','))`,
    [codes.join(',')],
  );
  return new Map(rows.map((r) => [r.title_code, r]));
}

async function search(path: string, client = anonymous): Promise<SearchBody> {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchBody;
}

const adultMember = async () => {
  const member = await signUpMember(app);
  expect((await member.post('/api/user/v1/profile/adult-setting/', { enabled: true })).status).toBe(200);
  return member;
};

describe('GET /api/v1/search/', () => {
  it('without a keyword lists every general title, popular first, paginated', async () => {
    const [{ n }] = (await sql<{ n: string }>('select count(*) as n from title where not is_adult')) as [{ n: string }];
    const body = await search('/api/v1/search/');
    expect(body.success).toBe(true);
    expect(body.titleCount).toBe(Number(n));
    expect(body.maxPage).toBe(Math.ceil(Number(n) / PAGE_SIZE));
    expect(body.results).toHaveLength(PAGE_SIZE);
    const sales = body.results.map((r) => r.monthlySalesAmount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(body.selectedSortBy).toBe(9);
    const second = await search('/api/v1/search/?page=2');
    expect(second.page).toBe(2);
    expect(second.results[0]!.monthlySalesAmount).toBeLessThanOrEqual(sales.at(-1)!);
    expect(new Set([...body.results, ...second.results].map((r) => r.titleCode)).size).toBe(2 * PAGE_SIZE);
  });

  it('a page past the end is empty but still counts', async () => {
    const body = await search('/api/v1/search/?page=500');
    expect(body.results).toEqual([]);
    expect(body.titleCount).toBeGreaterThan(0);
  });

  it.each([
    [1, 'updateDate', (r: Card) => Date.parse(r.updateDate)],
    [11, 'favs', (r: Card) => r.favs],
    [5, 'totalReviewCount', (r: Card) => r.totalReviewCount],
  ] as const)('sort %i orders by %s', async (sort, _name, key) => {
    const body = await search(`/api/v1/search/?sort=${sort}`);
    expect(body.selectedSortBy).toBe(sort);
    const values = body.results.map(key);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('sort 6 orders by free episodes', async () => {
    const body = await search('/api/v1/search/?sort=6');
    const rows = await rowsByCode(body.results.map((r) => r.titleCode));
    const counts = body.results.map((r) => rows.get(r.titleCode)!.free_story_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const [{ best }] = (await sql<{ best: number }>('select max(s.free_story_count) as best from title_search s join title t on t.id = s.title_id where not t.is_adult')) as [{ best: number }];
    expect(counts[0]).toBe(best);
  });

  it.each([
    ['genre=1112,1120', (r: Row) => [1112, 1120].includes(r.genre_code), 'genre_code in (1112, 1120)'],
    ['completion=1', (r: Row) => r.is_completed, 't.is_completed'],
    ['completion=2', (r: Row) => !r.is_completed, 'not t.is_completed'],
    ['display=1', (r: Row) => !r.is_store, 'not t.is_store'],
    ['period=1', (r: Row) => new Date(r.updated_at).getTime() >= Date.now() - 7 * 86_400_000 - 60_000, "t.updated_at >= now() - interval '7 days'"],
    ['period=2', (r: Row) => new Date(r.updated_at).getTime() >= Date.now() - 30 * 86_400_000 - 60_000, "t.updated_at >= now() - interval '30 days'"],
    ['free_all=1', (r: Row) => r.is_free, 't.is_free'],
    ['free_wait=true', (r: Row) => r.is_free_for_wait, 't.is_free_for_wait'],
    ['free_story=1', (r: Row) => r.free_story_count > 0, 's.free_story_count > 0'],
    ['free_all=1&free_wait=1', (r: Row) => r.is_free || r.is_free_for_wait, '(t.is_free or t.is_free_for_wait)'],
  ] as const)('filter %s keeps exactly the matching titles', async (params, holds, where) => {
    const body = await search(`/api/v1/search/?${params}`);
    const rows = await rowsByCode(body.results.map((r) => r.titleCode));
    expect(body.results.every((r) => holds(rows.get(r.titleCode)!) && !r.getAdultFlag)).toBe(true);
    const [{ n }] = (await sql<{ n: string }>(`select count(*) as n from title t join title_search s on s.title_id = t.id where not t.is_adult and ${where}`)) as [{ n: string }];
    expect(body.titleCount).toBe(Number(n));
  });

  it('display=2 puts store titles first', async () => {
    const body = await search('/api/v1/search/?display=2');
    const rows = await rowsByCode(body.results.map((r) => r.titleCode));
    const store = body.results.map((r) => rows.get(r.titleCode)!.is_store);
    expect(store).toEqual([...store].sort((a, b) => Number(b) - Number(a)));
    expect(store[0]).toBe(true);
  });

  it('read status filters a member’s opened titles (read) or the others (unread); visitors are not filtered', async () => {
    const member = await signUpMember(app);
    const all = await search('/api/v1/search/', member);
    expect((await search('/api/v1/search/?read=2', member)).titleCount).toBe(0);
    expect((await search('/api/v1/search/?read=1', member)).titleCount).toBe(all.titleCount);
    // Open one free general story.
    const [row] = await sql<{ code: string; v: number; s: number }>(
      'select t.title_code as code, v.serial_number as v, s.story_number as s from story s join title t on t.id = s.title_id join volume v on v.id = s.volume_id where not t.is_adult and s.payment_type = 1 order by s.id limit 1',
      [],
    );
    expect((await member.post('/api/v1/reading/progress/', { title: row!.code, volume: row!.v, story: row!.s, page: 1 })).status).toBe(200);
    const read = await search('/api/v1/search/?read=2', member);
    expect(read.selectedConditions.readStatus).toBe(2);
    expect(read.results.map((r) => r.titleCode)).toEqual([row!.code]);
    const unread = await search('/api/v1/search/?read=1', member);
    expect(unread.titleCount).toBe(all.titleCount - 1);
    expect(unread.results.map((r) => r.titleCode)).not.toContain(row!.code);
    expect((await search('/api/v1/search/?read=2')).titleCount).toBe(all.titleCount);
  });

  it('invalid parameters fall back to defaults instead of failing', async () => {
    const body = await search('/api/v1/search/?sort=99&genre=abc&completion=9&page=-3&free_all=yes&unknown=1');
    expect(body.selectedSortBy).toBe(9);
    expect(body.page).toBe(1);
    expect(body.selectedConditions).toEqual({ genres: [], completion: 0, display: 0, updatePeriod: 0, readStatus: 0, free: { allFree: false, waitFree: false, hasFree: false } });
  });

  it('finds a title by its name typed in hiragana', async () => {
    const [title] = await sql<{ title_code: string; title_name: string; title_kana: string }>(
      "select title_code, title_name, title_kana from title where not is_adult and title_kana ~ '^[ァ-ヶー]+$' order by monthly_sales_amount desc limit 1",
    );
    const hiragana = [...title!.title_kana].map((ch) => (ch >= 'ァ' && ch <= 'ヶ' ? String.fromCodePoint(ch.codePointAt(0)! - 0x60) : ch)).join('');
    const body = await search(`/api/v1/search/?keyword=${encodeURIComponent(hiragana)}`);
    expect(body.results.map((r) => r.titleCode)).toContain(title!.title_code);
  });

  it('anonymous answers are shared-cacheable and vary on Cookie; members get private answers', async () => {
    const anon = await anonymous.get('/api/v1/search/?keyword=%E3%81%82');
    expect(anon.headers.get('cache-control')).toMatch(/public/);
    expect(anon.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect(anon.headers.get('vary')).toMatch(/Cookie/i);
    expect(anon.headers.getSetCookie()).toEqual([]);
    // The first answer to a cookieless visitor carries a fresh CSRF cookie: never shared.
    const fresh = await clientFor(app).get('/api/v1/search/?keyword=%E3%81%82');
    expect(fresh.headers.getSetCookie().some((c) => c.startsWith('yomiba_csrf='))).toBe(true);
    expect(fresh.headers.get('cache-control')).toBe('private, no-store');
    const member = await signUpMember(app);
    const own = await member.get('/api/v1/search/?keyword=%E3%81%82');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const suggest = await anonymous.get('/api/v1/suggest/?keyword=%E3%81%82');
    expect(suggest.headers.get('cache-control')).toMatch(/public/);
    expect((await member.get('/api/v1/suggest/?keyword=%E3%81%82')).headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('adult titles (TL / BL) in search and suggestions', () => {
  it('only an adult-valid member sees them; anonymous answers stay clean after a member asked the same', async () => {
    const [adultTitle] = await sql<{ title_code: string; title_name: string }>('select title_code, title_name from title where is_adult order by monthly_sales_amount desc limit 1');
    const keyword = encodeURIComponent(adultTitle!.title_name);
    const adult = await adultMember();
    const member = await signUpMember(app);

    const seen = await search(`/api/v1/search/?keyword=${keyword}`, adult);
    expect(seen.results.map((r) => r.titleCode)).toContain(adultTitle!.title_code);
    const adultGenres = await search('/api/v1/search/?genre=1122,1123', adult);
    expect(adultGenres.titleCount).toBeGreaterThan(0);
    expect(adultGenres.results.every((r) => r.getAdultFlag)).toBe(true);
    const suggested = (await (await adult.get(`/api/v1/suggest/?keyword=${keyword}`)).json()) as { items: { titleCode: string }[] };
    expect(suggested.items.map((i) => i.titleCode)).toContain(adultTitle!.title_code);

    for (const client of [anonymous, member]) {
      const body = await search(`/api/v1/search/?keyword=${keyword}`, client);
      expect(body.results.some((r) => r.getAdultFlag)).toBe(false);
      expect((await search('/api/v1/search/?genre=1122,1123', client)).titleCount).toBe(0);
      const all = await search('/api/v1/search/?sort=11', client);
      expect(all.results.some((r) => r.getAdultFlag)).toBe(false);
      const items = ((await (await client.get(`/api/v1/suggest/?keyword=${keyword}`)).json()) as { items: { getAdultFlag: boolean }[] }).items;
      expect(items.some((i) => i.getAdultFlag)).toBe(false);
    }
  });
});

describe('GET /api/v1/suggest/', () => {
  it('answers at most 5 items with the spec fields', async () => {
    const response = await anonymous.get('/api/v1/suggest/?keyword=%E3%83%B3'); // ン: matches many titles
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; message: unknown; items: Record<string, unknown>[] };
    expect(body.success).toBe(true);
    expect(body.items).toHaveLength(5);
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(['author', 'getAdultFlag', 'isPurchased', 'thumbnailImagePath', 'titleCode', 'titleName']);
      expect(item.isPurchased).toBe(false);
      expect(item.getAdultFlag).toBe(false);
    }
  });

  it('an empty or blank keyword gives no items', async () => {
    for (const path of ['/api/v1/suggest/', '/api/v1/suggest/?keyword=', '/api/v1/suggest/?keyword=%20%E3%80%80']) {
      const body = (await (await anonymous.get(path)).json()) as { success: boolean; items: unknown[] };
      expect(body).toMatchObject({ success: true, items: [] });
    }
  });

  it('a keyword over 100 characters is a 400 with a field message', async () => {
    const response = await anonymous.get(`/api/v1/suggest/?keyword=${'あ'.repeat(101)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; errors: { path: string; message: string }[] };
    expect(body.success).toBe(false);
    expect(body.errors).toEqual([{ path: 'keyword', message: 'キーワードは100文字以内で入力してください。' }]);
  });

  it('only GET is allowed', async () => {
    const response = await anonymous.post('/api/v1/suggest/', { keyword: 'あ' });
    expect(response.status).toBe(404);
  });
});
