import { defineEntity, p } from '@mikro-orm/core';
import { Genre } from './genre.ts';
import { Publisher } from './publisher.ts';

export const TitleSchema = defineEntity({
  name: 'Title',
  tableName: 'title',
  indexes: [
    { name: 'title_genre_updated_idx', properties: ['genre', 'updatedAt'] },
    { name: 'title_updated_idx', properties: ['updatedAt'] },
    { name: 'title_started_idx', properties: ['startedAt'] },
    { name: 'title_sales_idx', properties: ['monthlySalesAmount'] },
    { name: 'title_name_trgm_idx', expression: 'create index "title_name_trgm_idx" on "title" using gin ("title_name" gin_trgm_ops)' },
  ],
  properties: {
    id: p.integer().primary(),
    titleCode: p.string().length(16).unique(),
    titleName: p.string().length(200),
    /** Reading in katakana, for the kana-ordered index of all titles. */
    titleKana: p.string().length(300),
    synopsis: p.text(),
    genre: () => p.manyToOne(Genre),
    publisher: () => p.manyToOne(Publisher),
    tags: p.array().default([]),
    labelText: p.string().length(32).nullable(),
    labelColor: p.string().length(16).nullable(),
    badgeIconUrl: p.string().length(200).nullable(),
    /** An uploaded cover (a staff image's path), shown instead of the drawn one; null: the drawn one. */
    coverImagePath: p.string().length(200).nullable(),
    freeInfo: p.string().length(100).nullable(),
    isNew: p.boolean().default(false),
    isFree: p.boolean().default(false),
    isFreeForWait: p.boolean().default(false),
    isStore: p.boolean().default(false),
    isAdult: p.boolean().default(false),
    isCompleted: p.boolean().default(false),
    /** Vertical-scroll work (タテヨミ). */
    isVertical: p.boolean().default(false),
    campaignText: p.string().length(100).nullable(),
    /** The spec keeps campaign colours as numbers, turned into hex for display. */
    campaignColor: p.integer().nullable(),
    campaignStartAt: p.datetime().nullable(),
    campaignEndAt: p.datetime().nullable(),
    startedAt: p.datetime(),
    updatedAt: p.datetime(),
    totalReviewCount: p.integer().default(0),
    totalReviewPoint: p.integer().default(0),
    monthlySalesAmount: p.integer().default(0),
    favoriteCount: p.integer().default(0),
  },
});

export class Title extends TitleSchema.class {
  get reviewAverage(): number {
    return this.totalReviewCount === 0 ? 0 : this.totalReviewPoint / this.totalReviewCount;
  }
}
TitleSchema.setClass(Title);
