import { defineEntity, p } from '@mikro-orm/core';
import { Title } from './title.ts';

export const VolumeSchema = defineEntity({
  name: 'Volume',
  tableName: 'volume',
  uniques: [{ name: 'volume_title_serial_unique', properties: ['title', 'serialNumber'] }],
  properties: {
    id: p.integer().primary(),
    title: () => p.manyToOne(Title),
    /** volumeSerialNumber in viewer URLs, 1-based. */
    serialNumber: p.smallint(),
    name: p.string().length(200),
    /** Price of the whole volume in the store viewer, in coins (1 coin = 1 JPY). */
    priceCoins: p.integer().default(0).check('price_coins >= 0'),
    publishedAt: p.datetime(),
    /** The end of the publication window (unpublished from then); null: no end. */
    endsAt: p.datetime().nullable(),
    /** An uploaded cover (a staff image's path); null: none. */
    coverImagePath: p.string().length(200).nullable(),
  },
});

export class Volume extends VolumeSchema.class {}
VolumeSchema.setClass(Volume);
