import { defineEntity, p } from '@mikro-orm/core';
import type { PaymentType } from './story.ts';

/*
 * The catalogue's published views (decision 035): other modules' SQL reads titles, volumes and stories
 * through these, never through the catalogue's tables. Created by Migration20261125100000_catalogue_views;
 * the expressions here repeat the migration's so that the schema test fails when the two drift apart.
 * Read-only: nothing writes through them.
 */

export const TitleRefViewSchema = defineEntity({
  name: 'TitleRefView',
  tableName: 'catalogue_title_ref',
  view: true,
  readonly: true,
  expression: 'select t.id as title_id, t.title_code, t.title_name, t.is_adult from title t',
  properties: {
    titleId: p.integer().primary(),
    titleCode: p.string(),
    titleName: p.string(),
    isAdult: p.boolean(),
  },
});
export class TitleRefView extends TitleRefViewSchema.class {}
TitleRefViewSchema.setClass(TitleRefView);

export const VolumeRefViewSchema = defineEntity({
  name: 'VolumeRefView',
  tableName: 'catalogue_volume_ref',
  view: true,
  readonly: true,
  expression: `select v.id as volume_id, v.title_id, v.serial_number, t.title_code, t.title_name, t.is_adult
    from volume v left join title t on t.id = v.title_id`,
  properties: {
    volumeId: p.integer().primary(),
    titleId: p.integer(),
    serialNumber: p.smallint(),
    titleCode: p.string(),
    titleName: p.string(),
    isAdult: p.boolean(),
  },
});
export class VolumeRefView extends VolumeRefViewSchema.class {}
VolumeRefViewSchema.setClass(VolumeRefView);

export const StoryRefViewSchema = defineEntity({
  name: 'StoryRefView',
  tableName: 'catalogue_story_ref',
  view: true,
  readonly: true,
  expression: `select s.id as story_id, s.title_id, s.volume_id, s.story_number, s.name as story_name, s.page_count,
           v.serial_number as volume_serial_number, t.title_code, t.title_name, t.is_adult
    from story s left join volume v on v.id = s.volume_id left join title t on t.id = s.title_id`,
  properties: {
    storyId: p.integer().primary(),
    titleId: p.integer(),
    volumeId: p.integer(),
    storyNumber: p.integer(),
    storyName: p.string(),
    pageCount: p.smallint(),
    volumeSerialNumber: p.smallint(),
    titleCode: p.string(),
    titleName: p.string(),
    isAdult: p.boolean(),
  },
});
export class StoryRefView extends StoryRefViewSchema.class {}
StoryRefViewSchema.setClass(StoryRefView);

export const PricedStoryViewSchema = defineEntity({
  name: 'PricedStoryView',
  tableName: 'catalogue_priced_story',
  view: true,
  readonly: true,
  expression: `select s.id as story_id, t.id as title_id, v.id as volume_id, t.title_code, v.serial_number as volume_serial_number,
           s.story_number, s.payment_type, s.price_coins, v.price_coins as volume_price_coins, t.is_store, t.is_adult,
           p.name as publisher
    from story s join title t on t.id = s.title_id join publisher p on p.id = t.publisher_id join volume v on v.id = s.volume_id`,
  properties: {
    storyId: p.integer().primary(),
    titleId: p.integer(),
    volumeId: p.integer(),
    titleCode: p.string(),
    volumeSerialNumber: p.smallint(),
    storyNumber: p.integer(),
    paymentType: p.smallint().$type<PaymentType>(),
    priceCoins: p.integer(),
    volumePriceCoins: p.integer(),
    isStore: p.boolean(),
    isAdult: p.boolean(),
    publisher: p.string(),
  },
});
export class PricedStoryView extends PricedStoryViewSchema.class {}
PricedStoryViewSchema.setClass(PricedStoryView);

export const catalogueViews = [TitleRefView, VolumeRefView, StoryRefView, PricedStoryView];
