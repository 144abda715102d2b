/**
 * A shelf for a member made in the test, written through the owning modules' services on the e2e
 * server's database (like e2e/myitem-wallet.ts): two coin episodes of two titles, a 待てば¥0 rental,
 * a favourite and a reading history.
 */
import { createFavoritesService } from '#modules/catalogue/index.ts';
import { createReadingService } from '#modules/reader/index.ts';
import { userIdOf, withWallet } from './myitem-wallet.ts';

export type ShelfStory = { titleCode: string; titleName: string; titleKana: string; v: number; s: number; storyId: number; pageCount: number };

const STORY_SQL = `
  select * from (select distinct on (t.id) t.title_code as "titleCode", t.title_name as "titleName", t.title_kana as "titleKana",
         v.serial_number as v, s.story_number as s, s.id as "storyId", s.page_count as "pageCount"
    from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
   where %s and not t.is_adult order by t.id, s.story_number) p order by "titleCode" limit ?`;

export async function fillShelf(email: string): Promise<{ bought: ShelfStory[]; rented: ShelfStory; favorite: ShelfStory; other: ShelfStory }> {
  return withWallet(async (wallet, orm) => {
    const userId = await userIdOf(orm, email);
    const pick = (where: string, limit: number) => orm.em.fork().execute<ShelfStory[]>(STORY_SQL.replace('%s', where), [limit]);
    const bought = await pick('s.payment_type = 3 and s.price_coins > 0 and not t.is_store', 2);
    const rented = (await pick('s.payment_type = 2', 5)).find((r) => !bought.some((b) => b.titleCode === r.titleCode));
    const free = await pick('s.payment_type = 1', 3);
    const favorite = free.find((f) => !bought.some((b) => b.titleCode === f.titleCode))!;
    const other = free.find((f) => f !== favorite && !bought.some((b) => b.titleCode === f.titleCode))!;
    const day = 86_400_000;
    await wallet.creditPurchase(userId, { paymentId: `e2e-shelf-${userId}`, paidCoins: 2000, at: new Date(Date.now() - 5 * day) });
    await wallet.consume(userId, { titleCode: bought[0]!.titleCode, volumeSerialNumber: bought[0]!.v, storyNumber: bought[0]!.s, ticketDiv: 'payment', paymentDiv: 'story' }, new Date(Date.now() - 4 * day));
    await wallet.consume(userId, { titleCode: bought[1]!.titleCode, volumeSerialNumber: bought[1]!.v, storyNumber: bought[1]!.s, ticketDiv: 'payment', paymentDiv: 'story' }, new Date(Date.now() - 3 * day));
    // Rented 69 hours ago: 3 hours of the 72 left.
    await wallet.consume(userId, { titleCode: rented!.titleCode, volumeSerialNumber: rented!.v, storyNumber: rented!.s, ticketDiv: 'wait_free', paymentDiv: 'story' }, new Date(Date.now() - 69 * 3_600_000 + 60_000));
    await createFavoritesService(orm).set(userId, favorite.titleCode, true, false);
    await createReadingService(orm, { now: () => new Date(Date.now() - day) }).record(userId, bought[0]!, 2);
    return { bought, rented: rented!, favorite, other };
  });
}
