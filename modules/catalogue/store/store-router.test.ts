import { describe, expect, it } from 'vitest';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import type { StoreSearchAnswer } from './product.ts';

const { app, orm } = await createTestApp();
const sql = <T>(text: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(text, params);
const visitor = clientFor(app);
const search = async (query: string, client: { get: (path: string) => Promise<Response> } = visitor) => {
  const response = await client.get(`/store/api/v2/search/?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as StoreSearchAnswer;
};
const list = (answer: StoreSearchAnswer) => answer.paginator.current_page.object_list;

const PRODUCT_FIELDS = [
  'productId', 'productType', 'name', 'price', 'regularPrice', 'discounting', 'discountEndDate', 'mainImageCdnUrl', 'mainLargeImageCdnUrl',
  'reviewAverage', 'reviewCount', 'lastSaleData', 'numberOfTurns', 'authors', 'publisher', 'series', 'saleLimit', 'saleUnlimited', 'isStock',
  'mpFlag', 'goodsFlag', 'hasGoodsCategory', 'adultProductFlag', 'trialreadingUrl', 'isBonus',
];

describe('GET /store/api/v2/search/', () => {
  it('answers paginator.current_page.object_list of products with every field of the spec, one per priced volume', async () => {
    const answer = await search('q=&order_by=order_count-desc&product_type=1&page_size=50');
    const products = list(answer);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(Object.keys(product).sort()).toEqual([...PRODUCT_FIELDS].sort());
      expect(product.productType).toBe(1);
      expect(product.regularPrice).toBeGreaterThan(0);
      expect(product.price).toBeLessThanOrEqual(product.regularPrice);
      expect(product.discounting).toBe(product.price < product.regularPrice);
      expect(product.discountEndDate === null).toBe(!product.discounting);
      if (product.discountEndDate) expect(Date.parse(product.discountEndDate)).toBeGreaterThan(Date.now());
      expect(product.saleUnlimited).toBe(product.saleLimit === null);
      expect(product.mainImageCdnUrl).toMatch(/^\/img\/cover\/\w+\?w=240$/);
      expect(product.mainLargeImageCdnUrl).toMatch(/^\/img\/cover\/\w+\?w=480$/);
      expect(product.reviewAverage).toBeGreaterThanOrEqual(0);
      expect(product.reviewAverage).toBeLessThanOrEqual(5);
      expect(product.authors.length).toBeGreaterThan(0);
      expect(product.adultProductFlag).toBe(false);
      if (product.trialreadingUrl) expect(product.trialreadingUrl).toMatch(/^\/bv\/t\/\w+\/v\/\d+\/s\/\d+\/p\/1\/$/);
    }
    // Compared with the database: name, price, episodes, publisher of the first product.
    const first = products[0]!;
    const [row] = await sql<{ name: string; title_name: string; price_coins: number; turns: string; publisher: string; title_code: string }>(
      `select v.name, t.title_name, v.price_coins, (select count(*) from story s where s.volume_id = v.id) as turns, p.name as publisher, t.title_code
         from volume v join title t on t.id = v.title_id join publisher p on p.id = t.publisher_id where v.id = ?`,
      [first.productId],
    );
    expect(first.name).toBe(`${row!.title_name} ${row!.name}`);
    expect(first.regularPrice).toBe(row!.price_coins);
    expect(first.numberOfTurns).toBe(Number(row!.turns));
    expect(first.publisher).toBe(row!.publisher);
    expect(first.series).toEqual({ titleCode: row!.title_code, titleName: row!.title_name });
    expect(answer.message).toBeNull();
  });

  it('a running "全巻N%OFF" campaign discounts every volume of the title until it ends; the demo seed has such sales', async () => {
    const sales = await sql<{ title_code: string; title_name: string; campaign_text: string; campaign_end_at: Date }>(
      `select title_code, title_name, campaign_text, campaign_end_at from title
        where not is_adult and campaign_text like '%\\%OFF' and campaign_start_at <= now() and campaign_end_at > now()
          and exists (select 1 from volume v where v.title_id = title.id and v.price_coins > 0) order by id`,
    );
    expect(sales.length).toBeGreaterThan(0);
    const sale = sales[0]!;
    const percent = Number(/(\d+)%OFF/.exec(sale.campaign_text)![1]);
    const products = list(await search(`q=${encodeURIComponent(sale.title_name)}&page_size=50`)).filter((p) => p.series.titleCode === sale.title_code);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.discounting).toBe(true);
      expect(product.price).toBe(product.regularPrice - Math.floor((product.regularPrice * percent) / 100));
      expect(product.discountEndDate).toBe(new Date(sale.campaign_end_at).toISOString());
    }
  });

  it('orders by order count (popularity spread over volumes), price, release date and review count', async () => {
    const expected = await sql<{ id: number }>(
      `select v.id from volume v join title t on t.id = v.title_id where v.price_coins > 0 and not t.is_adult
        order by floor(t.monthly_sales_amount::numeric / v.price_coins / sqrt(v.serial_number)) desc, v.id limit 10`,
    );
    expect(list(await search('order_by=order_count-desc&page_size=10')).map((p) => p.productId)).toEqual(expected.map((r) => r.id));
    const prices = list(await search('order_by=price-asc&page_size=50')).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = list(await search('order_by=price-desc&page_size=50')).map((p) => p.price);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const dates = list(await search('order_by=release_date-desc&page_size=50')).map((p) => p.lastSaleData);
    expect(dates).toEqual([...dates].sort().reverse());
    const reviews = list(await search('order_by=review_count-desc&page_size=50')).map((p) => p.reviewCount);
    expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
  });

  it('pages: disjoint pages, the count of every priced general volume, has_next / has_previous', async () => {
    const [row] = await sql<{ n: string }>('select count(*) as n from volume v join title t on t.id = v.title_id where v.price_coins > 0 and not t.is_adult');
    const total = Number(row!.n);
    const one = await search('page_size=5&page=1');
    const two = await search('page_size=5&page=2');
    expect(one.paginator).toMatchObject({ count: total, num_pages: Math.ceil(total / 5), per_page: 5 });
    expect(one.paginator.current_page).toMatchObject({ number: 1, has_previous: false, has_next: true });
    expect(two.paginator.current_page).toMatchObject({ number: 2, has_previous: true });
    const ids = [...list(one), ...list(two)].map((p) => p.productId);
    expect(new Set(ids).size).toBe(10);
    const last = await search(`page_size=5&page=${Math.ceil(total / 5)}`);
    expect(last.paginator.current_page.has_next).toBe(false);
    expect(list(last).length).toBe(total - 5 * (Math.ceil(total / 5) - 1));
  });

  it('q finds the products of matching titles (title name, folded like the title search)', async () => {
    const [title] = await sql<{ title_name: string; title_code: string; volumes: string }>(
      `select t.title_name, t.title_code, (select count(*) from volume v where v.title_id = t.id and v.price_coins > 0) as volumes
         from title t where not t.is_adult and exists (select 1 from volume v where v.title_id = t.id and v.price_coins > 0)
        order by length(t.title_name) desc, t.id limit 1`,
    );
    const found = list(await search(`q=${encodeURIComponent(title!.title_name)}&page_size=50`));
    expect(found.filter((p) => p.series.titleCode === title!.title_code)).toHaveLength(Number(title!.volumes));
    expect(list(await search(`q=${encodeURIComponent('存在しない作品名ですよ')}`))).toEqual([]);
  });

  it('adult products only for adult-valid members', async () => {
    const [adult] = await sql<{ title_name: string; title_code: string }>(
      `select t.title_name, t.title_code from title t where t.is_adult and exists (select 1 from volume v where v.title_id = t.id and v.price_coins > 0) order by t.id limit 1`,
    );
    expect(adult, 'the seed has a priced adult title').toBeDefined();
    const q = `q=${encodeURIComponent(adult!.title_name)}&page_size=50`;
    const ofAdult = (answer: StoreSearchAnswer) => list(answer).filter((p) => p.series.titleCode === adult!.title_code);
    expect(ofAdult(await search(q))).toEqual([]);
    const member = await signUpMember(app);
    expect(ofAdult(await search(q, member))).toEqual([]);
    await member.post('/api/user/v1/profile/adult-setting/');
    const shown = ofAdult(await search(q, member));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((p) => p.adultProductFlag)).toBe(true);
  });

  it('anonymous answers are publicly cacheable, members’ private', async () => {
    const anonymous = await visitor.get('/store/api/v2/search/?q=');
    // No CSRF cookie sent: the answer hands one out, so it stays private; with it, public.
    expect(anonymous.headers.get('vary')).toBe('Cookie');
    const member = await signUpMember(app);
    expect((await member.get('/store/api/v2/search/')).headers.get('cache-control')).toBe('private, no-store');
  });

  it('a bad query is a 400 with the zod messages', async () => {
    for (const query of ['order_by=cheapest', 'product_type=2', 'product_type=x', 'page=0', 'page=abc', 'page_size=500', `q=${'あ'.repeat(101)}`]) {
      const response = await visitor.get(`/store/api/v2/search/?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { success: boolean; errors: { path: string; message: string }[] };
      expect(body.success).toBe(false);
      expect(body.errors[0]!.message.length).toBeGreaterThan(0);
    }
  });
});
