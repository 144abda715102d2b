import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';

/** A member's linked ドットマネー account (the spec's dotmoneyAccount), as the provider confirmed it. */
export const DotmoneyLinkSchema = defineEntity({
  name: 'DotmoneyLink',
  tableName: 'dotmoney_link',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    accountId: p.string().length(64),
    provider: p.string().length(16),
    linkedAt: p.datetime(),
  },
});

export class DotmoneyLink extends DotmoneyLinkSchema.class {}
DotmoneyLinkSchema.setClass(DotmoneyLink);
