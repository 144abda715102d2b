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

/**
 * Story lookups, kept for a few seconds: prices change rarely and checks are hot. One joined query
 * without entity hydration (populating the entities cost ~7 ms a lookup, ten times the query).
 */
export function createStoryLookup(orm: MikroORM, ttlMs = 5_000) {
  const find = async (where: Record<string, unknown>): Promise<PricedStory | null> => {
    const row = await orm.em
      .fork()
      .createQueryBuilder(Story, 's')
      .join('s.title', 't')
      .join('t.publisher', 'p')
      .join('s.volume', 'v')
      .select([
        's.id as storyId',
        't.id as titleId',
        'v.id as volumeId',
        't.titleCode as titleCode',
        'v.serialNumber as volumeSerialNumber',
        's.storyNumber as storyNumber',
        's.paymentType as paymentType',
        's.priceCoins as priceCoins',
        'v.priceCoins as volumePriceCoins',
        't.isStore as isStore',
        'p.name as publisher',
      ])
      .where(where)
      .limit(1)
      .execute<PricedStory[]>('all', false);
    return row[0] ?? null;
  };
  const byPublicId = memoizeAsync(
    (titleCode: string, volumeSerialNumber: number, storyNumber: number) => find({ 't.titleCode': titleCode, 'v.serialNumber': volumeSerialNumber, 's.storyNumber': storyNumber }),
    { ttlMs, maxEntries: 20_000, key: (t, v, s) => `${t}/${v}/${s}` },
  );
  const byId = memoizeAsync((storyId: number) => find({ 's.id': storyId }), { ttlMs, maxEntries: 20_000, key: (id) => String(id) });
  return { byPublicId, byId };
}
