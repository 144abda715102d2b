import { AdultSetting } from '../client.ts';
import { defineEntity, p } from '@mikro-orm/core';

/**
 * A member (spec §3 "User"). The email is stored lower-cased (no citext here) under a unique index;
 * passwordHash is null for accounts that sign in through a social provider (later).
 */
export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: p.integer().primary(),
    /** Null for an account made through X (no email from the provider) until one is set, and after deletion. */
    email: p.string().length(254).nullable().unique('app_user_email_unique'),
    /** argon2id PHC string (see passwords.ts). */
    passwordHash: p.string().length(255).nullable(),
    displayName: p.string().length(50),
    /** Profile icon (a path under /img/ or a provider's picture URL); null shows the default icon. */
    imageUrl: p.string().length(512).nullable(),
    /** Account holder's name, needed for the affiliate link (spec §4 "Affiliate action"). */
    accountHolderFirstName: p.string().length(50).nullable(),
    accountHolderLastName: p.string().length(50).nullable(),
    /** Spec: 2 by default; 1 = adult content allowed, 0 = declined. */
    userValidAdult: p.smallint().default(AdultSetting.Unset),
    isStaff: p.boolean().default(false),
    /** Asked on /profile/ for a daily mail of new episodes of their favourites (decision 055). */
    episodeMail: p.boolean().default(false),
    isAgreedTerms: p.boolean().default(false),
    isAgreedPrivacy: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    emailVerifiedAt: p.datetime().nullable(),
    /**
     * Made by the sign-up form and its address not proven yet (issue 29 item 6): no password sign-in until
     * the mailed verification link (or a password reset) clears it. Members from before that change are false.
     */
    signUpPending: p.boolean().default(false),
    /** Set when the member leaves: the row stays (ledger entries refer to it) but is anonymised. */
    deletedAt: p.datetime().nullable(),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
