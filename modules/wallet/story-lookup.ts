import type { MikroORM } from '@mikro-orm/postgresql';
import type { PaymentType } from '#modules/catalogue/index.ts';
import { memoizeAsync } from '#platform/cache/memoize-async.ts';
import { preparedStatement } from '#platform/db/prepared.ts';

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
  /** An adult (TL/BL) title's story: only for members allowed adult content. */
  isAdult: boolean;
  publisher: string;
};

/** The select list that makes a PricedStory, from the catalogue's published view (decision 035; `s` the view). */
export const PRICED_STORY_SQL = `
  select s.story_id as "storyId", s.title_id as "titleId", s.volume_id as "volumeId", s.title_code as "titleCode",
         s.volume_serial_number as "volumeSerialNumber", s.story_number as "storyNumber", s.payment_type as "paymentType",
         s.price_coins as "priceCoins", s.volume_price_coins as "volumePriceCoins", s.is_store as "isStore", s.is_adult as "isAdult", s.publisher
    from catalogue_priced_story s`;

/** `$1` title code, `$2` volume serial number, `$3` story number. */
export const PRICED_STORY_BY_PUBLIC_ID_SQL = `${PRICED_STORY_SQL}
   where s.title_code = $1::text and s.volume_serial_number = $2::int and s.story_number = $3::int limit 1`;

const byPublicIdStatement = preparedStatement<PricedStory>('wallet_story_by_public_id', PRICED_STORY_BY_PUBLIC_ID_SQL);
const byIdStatement = preparedStatement<PricedStory>('wallet_story_by_id', `${PRICED_STORY_SQL} where s.story_id = $1::int`);

/**
 * Story lookups, kept for a few seconds: prices change rarely and checks are hot. One joined,
 * prepared query without entity hydration (populating the entities cost ~7 ms a lookup).
 */
export function createStoryLookup(orm: MikroORM, ttlMs = 5_000) {
  const byPublicId = memoizeAsync(
    async (titleCode: string, volumeSerialNumber: number, storyNumber: number) => (await byPublicIdStatement(orm, [titleCode, volumeSerialNumber, storyNumber]))[0] ?? null,
    { ttlMs, maxEntries: 20_000, key: (t, v, s) => `${t}/${v}/${s}` },
  );
  const byId = memoizeAsync(async (storyId: number) => (await byIdStatement(orm, [storyId]))[0] ?? null, { ttlMs, maxEntries: 20_000, key: (id) => String(id) });
  return { byPublicId, byId };
}
