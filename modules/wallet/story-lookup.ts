import type { MikroORM } from '@mikro-orm/postgresql';
import { PaymentType, Story } from '../catalogue/index.ts';
import { memoizeAsync } from '../../platform/cache/memoize-async.ts';

/** What the wallet needs to know about a story to price and unlock it. */
export type PricedStory = {
  storyId: number;
  titleId: number;
  volumeId: number;
  titleCode: string;
  volumeSerialNumber: number;
  storyNumber: number;
  paymentType: PaymentType;
  priceCoins: number;
  volumePriceCoins: number;
  isStore: boolean;
  publisher: string;
};

const toPriced = (story: Story): PricedStory => ({
  storyId: story.id,
  titleId: story.title.id,
  volumeId: story.volume.id,
  titleCode: story.title.titleCode,
  volumeSerialNumber: story.volume.serialNumber,
  storyNumber: story.storyNumber,
  paymentType: story.paymentType,
  priceCoins: story.priceCoins,
  volumePriceCoins: story.volume.priceCoins,
  isStore: story.title.isStore,
  publisher: story.title.publisher.name,
});

/** Story lookups, kept for a few seconds: prices change rarely and checks are hot. */
export function createStoryLookup(orm: MikroORM, ttlMs = 5_000) {
  const populate = ['title', 'title.publisher', 'volume'] as const;
  const byPublicId = memoizeAsync(
    async (titleCode: string, volumeSerialNumber: number, storyNumber: number) => {
      const story = await orm.em.fork().findOne(Story, { title: { titleCode }, volume: { serialNumber: volumeSerialNumber }, storyNumber }, { populate });
      return story ? toPriced(story) : null;
    },
    { ttlMs, maxEntries: 20_000, key: (t, v, s) => `${t}/${v}/${s}` },
  );
  const byId = memoizeAsync(
    async (storyId: number) => {
      const story = await orm.em.fork().findOne(Story, { id: storyId }, { populate });
      return story ? toPriced(story) : null;
    },
    { ttlMs, maxEntries: 20_000, key: (id) => String(id) },
  );
  return { byPublicId, byId };
}
