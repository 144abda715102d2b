import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { createEpisodeUpdates } from '#modules/catalogue/index.ts';
import { createReadingService } from '#modules/reader/index.ts';
import { createWalletShelf } from '#modules/wallet/index.ts';
import { insertMember } from '#modules/wallet/testing.ts';
import { createBookshelfService } from './bookshelf-service.ts';
import { parseShelfQuery, remainingLabel, type ShelfQuery } from './client.ts';

const { orm, services } = await createTestApp();
const { wallet, favorites, catalogue } = services;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = new Date(Date.now() - 30 * DAY);

let clock = new Date(T0.getTime() + 20 * DAY);
const walletShelf = createWalletShelf(orm);
/** The service as src/server/services.ts wires it, with a clock the tests move. */
const shelf = createBookshelfService({
  liveEntitlements: (userId, at, titleCode) => walletShelf.liveEntitlements(userId, at, titleCode),
  favorites: (userId) => favorites.list(userId),
  readingHistory: (userId) => services.reading.readingHistory(userId),
  titles: (codes) => catalogue.shelfTitles(codes),
  latestEpisodeAt: (codes, at) => createEpisodeUpdates(orm).latestEpisodeAt(codes, at),
  titleDetail: (code) => catalogue.titleDetail(code),
  now: () => clock,
});

type Pick = { titleCode: string; titleName: string; titleKana: string; v: number; s: number; storyId: number; pageCount: number; volumePrice: number };
/** The first matching story of each of `limit` different titles. */
async function picks(where: string, limit: number): Promise<Pick[]> {
  return orm.em.getConnection().execute<Pick[]>(
    `select * from (select distinct on (t.id) t.title_code as "titleCode", t.title_name as "titleName", t.title_kana as "titleKana", v.serial_number as v,
            s.story_number as s, s.id as "storyId", s.page_count as "pageCount", v.price_coins as "volumePrice"
       from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
      where ${where} order by t.id, s.story_number) p order by "titleCode" limit ?`,
    [limit],
  );
}
const coinStories = await picks('s.payment_type = 3 and s.price_coins > 0 and not t.is_store and not t.is_adult', 4);
const waitFree = await picks('s.payment_type = 2 and not t.is_adult', 2);
const [storeStory] = await picks('s.payment_type = 3 and t.is_store and v.price_coins > 0 and not t.is_adult', 1);
const [adultFree] = await picks('s.payment_type = 1 and t.is_adult', 1);
const [adultCoin] = await picks('s.payment_type = 3 and s.price_coins > 0 and t.is_adult', 1);
const freeStories = await picks('s.payment_type = 1 and not t.is_adult', 3);

const query = (search: string): ShelfQuery => {
  const parsed = parseShelfQuery(search);
  if (!parsed.success) throw new Error(parsed.error.message);
  return parsed.data;
};
const codes = (page: { items: { titleCode: string }[] }) => page.items.map((i) => i.titleCode);
const general = (userId: number) => ({ userId, adultAllowed: false });

async function member(coins = 5000): Promise<number> {
  const userId = await insertMember(orm);
  await wallet.creditPurchase(userId, { paymentId: `shelf-${userId}`, paidCoins: coins, at: T0 });
  return userId;
}
const buy = (userId: number, p: Pick, at: Date) => wallet.consume(userId, { titleCode: p.titleCode, volumeSerialNumber: p.v, storyNumber: p.s, ticketDiv: 'payment', paymentDiv: 'story' }, at);
const read = (userId: number, p: Pick, page: number, at: Date) => createReadingService(orm, { now: () => at }).record(userId, { storyId: p.storyId, pageCount: p.pageCount }, page);

describe('the query of /bookshelf/', () => {
  it('defaults to the purchased tab by purchase date, and refuses what a tab does not offer', () => {
    expect(query('')).toEqual({ tab: 'purchased', sort: 'added', q: '', page: 1 });
    expect(query('tab=rental')).toMatchObject({ tab: 'rental', sort: 'expiry' });
    expect(query('tab=history&sort=title&q=%20ワン%20&page=3')).toEqual({ tab: 'history', sort: 'title', q: 'ワン', page: 3 });
    for (const bad of ['tab=shelf', 'tab=history&sort=added', 'tab=purchased&sort=expiry', 'page=0', 'page=abc', `q=${'あ'.repeat(51)}`]) {
      expect(parseShelfQuery(bad).success, bad).toBe(false);
    }
    const refused = parseShelfQuery('tab=history&sort=added');
    expect(refused.error?.issues[0]?.message).toBe('このタブではその並び順を選べません。');
  });
});

describe('remainingLabel', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  const after = (ms: number) => new Date(now.getTime() + ms);
  it('says the time left in the largest whole unit', () => {
    expect(remainingLabel(after(3 * HOUR + 59 * 60_000), now)).toBe('あと3時間');
    expect(remainingLabel(after(2 * DAY + 5 * HOUR), now)).toBe('あと2日5時間');
    expect(remainingLabel(after(DAY), now)).toBe('あと1日');
    expect(remainingLabel(after(15 * 60_000 + 30_000), now)).toBe('あと15分');
    expect(remainingLabel(after(10_000), now)).toBe('あと1分');
    expect(remainingLabel(now, now)).toBe('レンタル終了');
  });
});

describe('the purchased tab', () => {
  it('lists each title once with what is owned, sorted by purchase date, last read, or title', async () => {
    const userId = await member();
    const [a, b, c] = coinStories as [Pick, Pick, Pick];
    await buy(userId, a, new Date(T0.getTime() + DAY));
    await buy(userId, b, new Date(T0.getTime() + 3 * DAY));
    await buy(userId, c, new Date(T0.getTime() + 2 * DAY));
    await wallet.consume(userId, { titleCode: storeStory!.titleCode, volumeSerialNumber: storeStory!.v, storyNumber: storeStory!.s, ticketDiv: 'payment', paymentDiv: 'volume' }, new Date(T0.getTime() + 4 * DAY));
    await read(userId, a, 2, new Date(T0.getTime() + 5 * DAY));

    const byDate = await shelf.list(general(userId), query(''));
    expect(codes(byDate)).toEqual([storeStory!.titleCode, b.titleCode, c.titleCode, a.titleCode]);
    expect(byDate.total).toBe(4);
    const store = byDate.items[0]!;
    expect(store).toMatchObject({ detail: '1巻', href: `/bookshelf/${storeStory!.titleCode}/`, continueHref: `/bv/st/${storeStory!.titleCode}/v/${storeStory!.v}/p/1/`, isFavorite: false });
    expect(byDate.items.find((i) => i.titleCode === b.titleCode)).toMatchObject({ detail: '1話', continueHref: `/bv/t/${b.titleCode}/v/${b.v}/s/${b.s}/p/1/`, lastReadAt: null });

    const byRead = await shelf.list(general(userId), query('sort=read'));
    expect(byRead.items[0]).toMatchObject({ titleCode: a.titleCode, continueHref: `/bv/t/${a.titleCode}/v/${a.v}/s/${a.s}/p/2/` });
    // Titles never read follow, the latest bought first.
    expect(codes(byRead).slice(1)).toEqual([storeStory!.titleCode, b.titleCode, c.titleCode]);

    const byTitle = await shelf.list(general(userId), query('sort=title'));
    const collator = new Intl.Collator('ja');
    const kana = new Map([a, b, c, storeStory!].map((p) => [p.titleCode, p.titleKana]));
    expect(codes(byTitle)).toEqual([...codes(byTitle)].sort((x, y) => collator.compare(kana.get(x)!, kana.get(y)!)));
    expect(new Set(codes(byTitle))).toEqual(new Set(codes(byDate)));
  });

  it('finds titles by name or reading with Japanese folding (hiragana for katakana, half width, spaces)', async () => {
    const userId = await member();
    for (const p of coinStories) await buy(userId, p, T0);
    const target = coinStories[0]!;
    const hiragana = [...target.titleKana].map((ch) => (ch >= 'ァ' && ch <= 'ヶ' ? String.fromCodePoint(ch.codePointAt(0)! - 0x60) : ch)).join('');
    const found = await shelf.list(general(userId), query(`q=${encodeURIComponent(` ${hiragana.slice(0, 4)} `)}`));
    expect(codes(found)).toContain(target.titleCode);
    for (const item of found.items) {
      const p = coinStories.find((c) => c.titleCode === item.titleCode)!;
      expect(p.titleKana.includes(target.titleKana.slice(0, 4)) || p.titleName.includes(hiragana.slice(0, 4))).toBe(true);
    }
    const byName = await shelf.list(general(userId), query(`q=${encodeURIComponent(target.titleName.normalize('NFKC'))}`));
    expect(codes(byName)).toContain(target.titleCode);
    expect(await shelf.list(general(userId), query('q=存在しない作品名ゾゾゾ'))).toMatchObject({ items: [], total: 0, maxPage: 1 });
  });
});

describe('the rentals tab', () => {
  it('shows running rentals with the time left by the injected clock, and drops them once over', async () => {
    const userId = await member();
    const [first, second] = waitFree as [Pick, Pick];
    const rentedAt = new Date(T0.getTime() + 10 * DAY);
    await wallet.consume(userId, { titleCode: first.titleCode, volumeSerialNumber: first.v, storyNumber: first.s, ticketDiv: 'wait_free', paymentDiv: 'story' }, rentedAt);
    await wallet.consume(userId, { titleCode: second.titleCode, volumeSerialNumber: second.v, storyNumber: second.s, ticketDiv: 'wait_free', paymentDiv: 'story' }, new Date(rentedAt.getTime() + 2 * HOUR));

    clock = new Date(rentedAt.getTime() + 69 * HOUR);
    const running = await shelf.list(general(userId), query('tab=rental'));
    expect(running.items.map((i) => [i.titleCode, i.remaining])).toEqual([
      [first.titleCode, 'あと3時間'],
      [second.titleCode, 'あと5時間'],
    ]);
    expect(running.items[0]).toMatchObject({ detail: expect.stringMatching(new RegExp(`^第${first.s}話`)), continueHref: `/bv/t/${first.titleCode}/v/${first.v}/s/${first.s}/p/1/` });
    expect(codes(await shelf.list(general(userId), query('tab=rental&sort=added')))).toEqual([second.titleCode, first.titleCode]);
    // Rentals are not purchases.
    expect((await shelf.list(general(userId), query(''))).items).toEqual([]);

    clock = new Date(rentedAt.getTime() + 72 * HOUR + 1);
    expect(codes(await shelf.list(general(userId), query('tab=rental')))).toEqual([second.titleCode]);
    clock = new Date(rentedAt.getTime() + 80 * HOUR);
    expect((await shelf.list(general(userId), query('tab=rental'))).items).toEqual([]);
    expect(await shelf.title(general(userId), first.titleCode)).toBeNull();
    clock = new Date(T0.getTime() + 20 * DAY);
  });
});

describe('the favourites and history tabs', () => {
  it('list favourites by date added, and pages of the given size', async () => {
    const userId = await member();
    for (const p of freeStories) await favorites.set(userId, p.titleCode, true, false);
    const all = await shelf.list(general(userId), query('tab=favorite&sort=title'));
    expect(all.total).toBe(3);
    expect(all.items.every((i) => i.isFavorite && i.href === `/book/title/${i.titleCode}/`)).toBe(true);
    const first = await shelf.list(general(userId), query('tab=favorite&sort=title'), 2);
    const second = await shelf.list(general(userId), query('tab=favorite&sort=title&page=2'), 2);
    expect(first).toMatchObject({ page: 1, perPage: 2, total: 3, maxPage: 2 });
    expect([...codes(first), ...codes(second)]).toEqual(codes(all));
    expect((await shelf.list(general(userId), query('tab=favorite&page=3'), 2)).items).toEqual([]);
  });

  it('mark a favourite 更新 when an episode came out since the member added it or last read it', async () => {
    const userId = await member();
    const [x, y] = freeStories as [Pick, Pick];
    for (const p of [x, y]) await favorites.set(userId, p.titleCode, true, false);
    const updated = async () => Object.fromEntries((await shelf.list(general(userId), query('tab=favorite'))).items.map((i) => [i.titleCode, i.isUpdated]));
    // Added now: every episode by the clock is older.
    expect(await updated()).toEqual({ [x.titleCode]: false, [y.titleCode]: false });
    await orm.em.fork().getConnection().execute('update favorite set created_at = ? where user_id = ?', [new Date(0), userId]);
    expect(await updated()).toEqual({ [x.titleCode]: true, [y.titleCode]: true });
    await read(userId, x, 1, clock);
    expect(await updated()).toEqual({ [x.titleCode]: false, [y.titleCode]: true });
    // The other tabs carry no badge.
    expect((await shelf.list(general(userId), query('tab=history'))).items.every((i) => !i.isUpdated)).toBe(true);
  });

  it('list read titles with where the member left off, the most recent first', async () => {
    const userId = await member();
    const [x, y] = freeStories as [Pick, Pick];
    await read(userId, x, 3, new Date(T0.getTime() + DAY));
    await read(userId, y, 1, new Date(T0.getTime() + 2 * DAY));
    const history = await shelf.list(general(userId), query('tab=history'));
    expect(codes(history)).toEqual([y.titleCode, x.titleCode]);
    const page = Math.min(3, x.pageCount);
    expect(history.items[1]).toMatchObject({ detail: `第${x.s}話 ${page}ページまで`, continueHref: `/bv/t/${x.titleCode}/v/${x.v}/s/${x.s}/p/${page}/` });
  });
});

describe('whose shelf, and adult titles', () => {
  it('never shows one member another member’s shelf, and /bookshelf/{id}/ answers null for a title they own nothing of', async () => {
    const a = await member();
    const b = await member();
    await buy(b, coinStories[0]!, T0);
    await favorites.set(b, freeStories[0]!.titleCode, true, false);
    await read(b, freeStories[1]!, 1, T0);
    for (const tab of ['purchased', 'rental', 'favorite', 'history']) expect((await shelf.list(general(a), query(`tab=${tab}`))).items, tab).toEqual([]);
    expect(await shelf.title(general(a), coinStories[0]!.titleCode)).toBeNull();
    expect(await shelf.title(general(b), coinStories[0]!.titleCode)).toMatchObject({ titleCode: coinStories[0]!.titleCode });
    expect(await shelf.title(general(a), 'no such code!')).toBeNull();
  });

  it('hides adult titles from members without userValidAdult 1 in every tab and on the title shelf', async () => {
    const userId = await member();
    await favorites.set(userId, adultFree!.titleCode, true, true);
    await read(userId, adultFree!, 1, T0);
    await buy(userId, adultCoin!, T0);
    for (const tab of ['purchased', 'favorite', 'history']) {
      expect(codes(await shelf.list({ userId, adultAllowed: false }, query(`tab=${tab}`))), tab).toEqual([]);
      expect((await shelf.list({ userId, adultAllowed: true }, query(`tab=${tab}`))).total, tab).toBe(1);
    }
    expect(await shelf.title({ userId, adultAllowed: false }, adultCoin!.titleCode)).toBeNull();
    expect(await shelf.title({ userId, adultAllowed: true }, adultCoin!.titleCode)).not.toBeNull();
  });
});

describe('one title’s shelf', () => {
  it('lists owned volumes (paid viewer) and stories (free viewer), rentals with their time left', async () => {
    const userId = await member();
    const store = storeStory!;
    await wallet.consume(userId, { titleCode: store.titleCode, volumeSerialNumber: store.v, storyNumber: store.s, ticketDiv: 'payment', paymentDiv: 'volume' }, T0);
    const detail = (await shelf.title(general(userId), store.titleCode))!;
    expect(detail.volumes).toHaveLength(1);
    const [volume] = detail.volumes;
    expect(volume).toMatchObject({ serialNumber: store.v, whole: true, paidViewerHref: `/bv/st/${store.titleCode}/v/${store.v}/p/1/` });
    expect(volume!.stories.length).toBeGreaterThan(0);
    expect(volume!.stories.every((s) => s.remaining === null && s.href.startsWith(`/bv/t/${store.titleCode}/v/${store.v}/s/`))).toBe(true);

    const coin = coinStories[1]!;
    await buy(userId, coin, T0);
    const one = (await shelf.title(general(userId), coin.titleCode))!;
    expect(one.volumes.map((v) => [v.serialNumber, v.whole, v.stories.map((s) => [s.storyNumber, s.href])])).toEqual([
      [coin.v, false, [[coin.s, `/bv/t/${coin.titleCode}/v/${coin.v}/s/${coin.s}/p/1/`]]],
    ]);

    const rented = waitFree[0]!;
    const rentedAt = new Date(clock.getTime() - 2 * HOUR);
    await wallet.consume(userId, { titleCode: rented.titleCode, volumeSerialNumber: rented.v, storyNumber: rented.s, ticketDiv: 'wait_free', paymentDiv: 'story' }, rentedAt);
    const rental = (await shelf.title(general(userId), rented.titleCode))!;
    expect(rental.volumes).toEqual([
      { serialNumber: rented.v, name: expect.any(String), whole: false, paidViewerHref: null, stories: [expect.objectContaining({ storyNumber: rented.s, remaining: 'あと2日22時間' })] },
    ]);
  });
});

describe('the demo shelves', () => {
  it('give member@ and adult@ something in every tab', async () => {
    for (const email of ['member@yomiba.test', 'adult@yomiba.test']) {
      const [row] = await orm.em.getConnection().execute<{ id: number; adult: number }[]>('select id, user_valid_adult as adult from app_user where email = ?', [email]);
      for (const tab of ['purchased', 'rental', 'favorite', 'history']) {
        const page = await services.bookshelf.list({ userId: row!.id, adultAllowed: row!.adult === 1 }, query(`tab=${tab}`));
        expect(page.total, `${email} ${tab}`).toBeGreaterThan(0);
      }
    }
  });
});
