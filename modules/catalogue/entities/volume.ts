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
  },
});

export class Volume extends VolumeSchema.class {}
VolumeSchema.setClass(Volume);
