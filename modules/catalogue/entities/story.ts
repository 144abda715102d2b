import { defineEntity, p } from '@mikro-orm/core';
import { Title } from './title.ts';
import { Volume } from './volume.ts';
import { PaymentType } from '../payment-type.ts';

export { PaymentType } from '../payment-type.ts';

export const StorySchema = defineEntity({
  name: 'Story',
  tableName: 'story',
  uniques: [{ name: 'story_volume_number_unique', properties: ['volume', 'storyNumber'] }],
  indexes: [
    { name: 'story_title_number_idx', properties: ['title', 'storyNumber'] },
    // New episodes of favourites are found by publication time (notices, decision 055).
    { name: 'story_published_at_idx', properties: ['publishedAt'] },
  ],
  properties: {
    id: p.integer().primary(),
    title: () => p.manyToOne(Title),
    volume: () => p.manyToOne(Volume),
    /** Episode number within the title (第N話), used as storyNumber in viewer URLs. */
    storyNumber: p.integer(),
    name: p.string().length(200),
    /** The spec's payment types: 1 free, 2 free if you wait (待てば¥0), 3 coins. */
    paymentType: p.smallint().$type<PaymentType>().check('payment_type in (1, 2, 3)'),
    priceCoins: p.integer().default(0).check('price_coins >= 0'),
    pageCount: p.smallint().check('page_count > 0'),
    publishedAt: p.datetime(),
    /** The end of the publication window (unpublished from then); null: no end. */
    endsAt: p.datetime().nullable(),
    /** An uploaded cover (a staff image's path); null: none. */
    coverImagePath: p.string().length(200).nullable(),
  },
});

export class Story extends StorySchema.class {}
StorySchema.setClass(Story);
