import type { MikroORM } from '@mikro-orm/postgresql';
import { createCatalogueService, createFavoritesService, PaymentType, type TitleCard } from '#modules/catalogue/index.ts';
import { createMessagesService, episodeMessages } from '#modules/notices/index.ts';
import { createReadingService } from '#modules/reader/index.ts';
import { createWalletShelf, type WalletService } from '#modules/wallet/index.ts';

const DAY = 86_400_000;

/**
 * A full shelf for a demo member (demo mode only, after the wallet's demo history): a whole volume
 * bought with coins bought for it (the balances stay what seed.ts says), three favourites and a
 * reading history over what they own, rent and read for free. Every write goes through the owning
 * module's service.
 */
async function seedMemberShelf(orm: MikroORM, wallet: WalletService, userId: number, offset: number, now: Date): Promise<void> {
  const catalogue = createCatalogueService(orm);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const { ranking, newest, free } = await catalogue.topLists(40);
  const titles: TitleCard[] = [...new Map([...ranking, ...newest, ...free].map((t) => [t.titleCode, t])).values()];

  for (const title of titles.filter((t) => t.isStore).slice(offset, offset + 3)) {
    const detail = await catalogue.titleDetail(title.titleCode);
    const volume = detail?.volumes.find((v) => v.priceCoins > 0 && v.stories.some((s) => s.paymentType !== PaymentType.Free));
    const story = volume?.stories.find((s) => s.paymentType !== PaymentType.Free);
    if (!volume || !story) continue;
    await wallet.creditPurchase(userId, { paymentId: `demo-shelf-${userId}-volume`, paidCoins: volume.priceCoins, at: ago(10 * DAY) });
    await wallet.consume(userId, { titleCode: title.titleCode, volumeSerialNumber: volume.serialNumber, storyNumber: story.storyNumber, ticketDiv: 'payment', paymentDiv: 'volume' }, ago(10 * DAY - 60_000));
    break;
  }

  const favorites = createFavoritesService(orm);
  const liked = titles.filter((t) => !t.isStore).slice(offset + 2, offset + 5);
  for (const title of liked) await favorites.set(userId, title.titleCode, true, false);

  // Reading history: where the member is in what they own or rent, and in a favourite's free episode.
  const read = async (titleCode: string, volume: number, storyNumber: number, page: number, at: Date) => {
    const story = await catalogue.viewerStory(titleCode, volume, storyNumber);
    if (story) await createReadingService(orm, { now: () => at }).record(userId, story, page);
  };
  const live = await createWalletShelf(orm).liveEntitlements(userId, now);
  for (const [index, e] of live.entries()) await read(e.titleCode, e.volumeSerialNumber, e.storyNumber ?? 1, 1 + (index % 3), ago((index + 1) * 5 * 3_600_000));
  const favourite = liked[0] && (await catalogue.titleDetail(liked[0].titleCode));
  const firstFree = favourite?.volumes.flatMap((v) => v.stories.map((s) => ({ v, s }))).find(({ s }) => s.paymentType === PaymentType.Free);
  if (favourite && firstFree) await read(favourite.titleCode, firstFree.v.serialNumber, firstFree.s.storyNumber, 2, ago(2 * DAY));

  // A favourite added before its newest episode: 更新 on the shelf and its message in /message/ (decision 055).
  const updated = liked[1] && (await catalogue.titleDetail(liked[1].titleCode));
  const latest = updated?.volumes.flatMap((v) => v.stories.map((s) => ({ v, s }))).at(-1);
  if (updated && latest) {
    const publishedAt = new Date(latest.s.publishedAt);
    await favorites.set(userId, updated.titleCode, false, false);
    await favorites.set(userId, updated.titleCode, true, false, new Date(publishedAt.getTime() - 3 * DAY));
    const episode = { titleCode: updated.titleCode, titleName: updated.titleName, volumeSerialNumber: latest.v.serialNumber, storyNumber: latest.s.storyNumber, storyName: latest.s.name, publishedAt };
    for (const message of episodeMessages([episode], [{ userId, titleCode: updated.titleCode, since: new Date(0) }])) {
      await createMessagesService(orm).send(userId, { title: message.title, body: message.body, linkUrl: message.linkUrl, sentAt: new Date(Math.min(now.getTime(), publishedAt.getTime() + 60 * 60_000)) });
    }
  }
}

/** The demo members' shelves (demo mode only). */
export async function seedDemoShelf(orm: MikroORM, wallet: WalletService, members: { member: number; adult: number }, now = new Date()): Promise<void> {
  await seedMemberShelf(orm, wallet, members.member, 0, now);
  await seedMemberShelf(orm, wallet, members.adult, 1, now);
}
