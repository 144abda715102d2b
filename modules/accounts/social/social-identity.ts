import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../entities/user.ts';

/**
 * An account at X, Yahoo! JAPAN ID or LINE through which a member signs in. One account of a provider
 * belongs to one member, and a member links at most one account per provider.
 */
export const SocialIdentitySchema = defineEntity({
  name: 'SocialIdentity',
  tableName: 'social_identity',
  uniques: [
    { name: 'social_identity_provider_subject_unique', properties: ['provider', 'subject'] },
    { name: 'social_identity_user_provider_unique', properties: ['user', 'provider'] },
  ],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    /** 'x' | 'yahoojp' | 'line' (see providers.ts). */
    provider: p.string().length(16),
    /** The provider's stable user id (X user id, OIDC `sub`). */
    subject: p.string().length(255),
    linkedAt: p.datetime(),
    /** The member was created by signing in with this account (their `userProvider`). */
    createdAccount: p.boolean().default(false),
  },
});

export class SocialIdentity extends SocialIdentitySchema.class {}
SocialIdentitySchema.setClass(SocialIdentity);
