import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { Story, Title } from '#modules/catalogue/index.ts';

/** Where a member is in a story: the last page they saw, and when. One row per member and story. */
export const ReadingProgressSchema = defineEntity({
  name: 'ReadingProgress',
  tableName: 'reading_progress',
  indexes: [
    { name: 'reading_progress_user_read_at_idx', properties: ['user', 'readAt'] },
    { name: 'reading_progress_user_title_idx', properties: ['user', 'title'] },
  ],
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    story: () => p.manyToOne(Story).primary().deleteRule('cascade'),
    title: () => p.manyToOne(Title).deleteRule('cascade'),
    page: p.smallint().check('page > 0'),
    readAt: p.datetime(),
  },
});

export class ReadingProgress extends ReadingProgressSchema.class {}
ReadingProgressSchema.setClass(ReadingProgress);
