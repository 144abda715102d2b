import { defineEntity, p } from '@mikro-orm/core';
import { Story, Title } from '#modules/catalogue/index.ts';

/**
 * One opening of a story (members and visitors), for the view rankings (BESTSELLER). Append-only;
 * `userId` is kept without a foreign key so that leaving members do not change past rankings.
 */
export const ReadingEventSchema = defineEntity({
  name: 'ReadingEvent',
  tableName: 'reading_event',
  indexes: [{ name: 'reading_event_title_created_idx', properties: ['title', 'createdAt'] }],
  properties: {
    id: p.bigint().primary(),
    story: () => p.manyToOne(Story).deleteRule('cascade'),
    title: () => p.manyToOne(Title).deleteRule('cascade'),
    userId: p.integer().nullable(),
    createdAt: p.datetime(),
  },
});

export class ReadingEvent extends ReadingEventSchema.class {}
ReadingEventSchema.setClass(ReadingEvent);
