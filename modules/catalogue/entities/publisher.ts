import { defineEntity, p } from '@mikro-orm/core';

export const PublisherSchema = defineEntity({
  name: 'Publisher',
  tableName: 'publisher',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100).unique(),
    nameKana: p.string().length(200),
  },
});

export class Publisher extends PublisherSchema.class {}
PublisherSchema.setClass(Publisher);
