import { defineEntity, p } from '@mikro-orm/core';

export const AuthorSchema = defineEntity({
  name: 'Author',
  tableName: 'author',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100),
    nameKana: p.string().length(200),
  },
});

export class Author extends AuthorSchema.class {}
AuthorSchema.setClass(Author);
