import { defineEntity, p } from '@mikro-orm/core';
import { Author } from './author.ts';
import { Title } from './title.ts';

export const TitleAuthorSchema = defineEntity({
  name: 'TitleAuthor',
  tableName: 'title_author',
  uniques: [{ name: 'title_author_unique', properties: ['title', 'author', 'role'] }],
  indexes: [{ name: 'title_author_author_idx', properties: ['author'] }],
  properties: {
    id: p.integer().primary(),
    title: () => p.manyToOne(Title),
    author: () => p.manyToOne(Author),
    /** 著者, 原作, 作画, キャラクター原案 */
    role: p.string().length(16),
    position: p.smallint().default(0),
  },
});

export class TitleAuthor extends TitleAuthorSchema.class {}
TitleAuthorSchema.setClass(TitleAuthor);
