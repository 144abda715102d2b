/**
 * A member's isPurchased / isFavorite on shared list, search and suggestion answers (issue 18 item 3,
 * decision 054): theirs on their own answers, never on a visitor's or another member's.
 */
import { describe, expect, it } from 'vitest';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { createTestApp } from './testing/test-app.ts';

const { app, services, orm } = await createTestApp();
const anonymous = clientFor(app, csrfHeaders.Cookie);

type Marked = { titleCode: string; titleName: string; isPurchased: boolean; isFavorite?: boolean };
type Story = { titleCode: string; titleName: string; v: number; s: number };

async function coinStories(): Promise<Story[]> {
  return orm.em.fork().execute<Story[]>(
    `select distinct on (t.id) t.title_code as "titleCode", t.title_name as "titleName", v.serial_number as v, s.story_number as s
       from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
      where s.payment_type = 3 and s.price_coins > 0 and not t.is_store and not t.is_adult and char_length(t.title_name) >= 3
      order by t.id, s.story_number limit 2`,
  );
}

const get = async <T>(client: { get: (path: string) => Promise<Response> }, path: string): Promise<T> => {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};
const find = (items: Marked[], code: string) => items.find((item) => item.titleCode === code);

describe('member marks on title answers', () => {
  it('marks the bought title in suggestions and search, the favourite in search and lists, for that member only', async () => {
    const [bought, favourite] = await coinStories();
    expect(bought && favourite).toBeTruthy();
    const member = await signUpMember(app);
    await services.wallet.creditPurchase(member.userId, { paymentId: `marks-${member.userId}`, paidCoins: 1000 });
    await services.wallet.consume(member.userId, { titleCode: bought!.titleCode, volumeSerialNumber: bought!.v, storyNumber: bought!.s, ticketDiv: 'payment', paymentDiv: 'story' });
    expect((await member.post('/api/v1/favorite/', { favorite: '1', title_code: favourite!.titleCode })).status).toBe(200);

    const keyword = encodeURIComponent(bought!.titleName);
    const suggested = await get<{ items: Marked[] }>(member, `/api/v1/suggest/?keyword=${keyword}`);
    expect(find(suggested.items, bought!.titleCode)?.isPurchased).toBe(true);
    const searched = await get<{ results: Marked[] }>(member, `/api/v1/search/?keyword=${keyword}`);
    expect(find(searched.results, bought!.titleCode)).toMatchObject({ isPurchased: true, isFavorite: false });
    const favouriteSearch = await get<{ results: Marked[] }>(member, `/api/v1/search/?keyword=${encodeURIComponent(favourite!.titleName)}`);
    expect(find(favouriteSearch.results, favourite!.titleCode)).toMatchObject({ isPurchased: false, isFavorite: true });

    // The same shared answers for a visitor and another member: no marks of the first member.
    const visitor = await get<{ items: Marked[] }>(anonymous, `/api/v1/suggest/?keyword=${keyword}`);
    expect(find(visitor.items, bought!.titleCode)?.isPurchased).toBe(false);
    const other = await signUpMember(app);
    const theirs = await get<{ results: Marked[] }>(other, `/api/v1/search/?keyword=${keyword}`);
    expect(find(theirs.results, bought!.titleCode)).toMatchObject({ isPurchased: false, isFavorite: false });
    const list = await get<{ results: Marked[] }>(member, '/api/v1/titles/all/');
    for (const item of list.results) expect(typeof item.isPurchased === 'boolean' && typeof item.isFavorite === 'boolean').toBe(true);
  });
});
