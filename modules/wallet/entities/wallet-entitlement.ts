import { defineEntity, p } from '@mikro-orm/core';
import { Story, Volume } from '#modules/catalogue/index.ts';
import { User } from '#modules/accounts/index.ts';
import { UNLOCK_KIND_CHECK, type UnlockKind } from '../assets.ts';
import { WalletOperation } from './wallet-operation.ts';

/** A member may read a story (or every story of a volume): for ever, or until expiresAt (a rental). */
export const WalletEntitlementSchema = defineEntity({
  name: 'WalletEntitlement',
  tableName: 'wallet_entitlement',
  indexes: [
    { name: 'wallet_entitlement_user_story_idx', properties: ['user', 'story'] },
    { name: 'wallet_entitlement_user_volume_idx', properties: ['user', 'volume'] },
    {
      name: 'wallet_entitlement_story_owned_unique',
      expression: 'create unique index "wallet_entitlement_story_owned_unique" on "wallet_entitlement" ("user_id", "story_id") where expires_at is null and story_id is not null',
    },
    {
      name: 'wallet_entitlement_volume_owned_unique',
      expression: 'create unique index "wallet_entitlement_volume_owned_unique" on "wallet_entitlement" ("user_id", "volume_id") where expires_at is null and volume_id is not null',
    },
  ],
  checks: [{ name: 'wallet_entitlement_target_check', expression: '(story_id is null) <> (volume_id is null)' }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User),
    story: () => p.manyToOne(Story).nullable().deleteRule('restrict'),
    volume: () => p.manyToOne(Volume).nullable().deleteRule('restrict'),
    kind: p.string().length(16).$type<UnlockKind>().check(UNLOCK_KIND_CHECK),
    operation: () => p.manyToOne(WalletOperation),
    createdAt: p.datetime(),
    expiresAt: p.datetime().nullable(),
  },
});

export class WalletEntitlement extends WalletEntitlementSchema.class {}
WalletEntitlementSchema.setClass(WalletEntitlement);
