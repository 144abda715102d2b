import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { Title } from './title.ts';

/** A member's favourite title (spec §4 "Favourite toggle"); the title's favoriteCount counts these rows. */
export const FavoriteSchema = defineEntity({
  name: 'Favorite',
  tableName: 'favorite',
  indexes: [{ name: 'favorite_user_created_idx', properties: ['user', 'createdAt'] }],
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    title: () => p.manyToOne(Title).primary().deleteRule('cascade'),
    createdAt: p.datetime(),
  },
});

export class Favorite extends FavoriteSchema.class {}
FavoriteSchema.setClass(Favorite);
