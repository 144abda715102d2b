import { defineEntity, p } from '@mikro-orm/core';

export const GenreSchema = defineEntity({
  name: 'Genre',
  tableName: 'genre',
  properties: {
    /** The spec's search genre code: 1111 shounen ... 9002 magazine. */
    code: p.smallint().primary().autoincrement(false),
    slug: p.string().length(32).unique(),
    nameJa: p.string().length(64),
    /** The spec's genre label: boys, girls, young men, women, TL, BL, magazine. */
    label: p.string().length(32),
    isAdult: p.boolean().default(false),
    sortOrder: p.smallint().default(0),
  },
});

export class Genre extends GenreSchema.class {}
GenreSchema.setClass(Genre);
