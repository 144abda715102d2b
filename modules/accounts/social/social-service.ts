import { AdultSetting } from '../client.ts';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { DomainError } from '#platform/errors/domain-error.ts';
import { AccountError } from '../account-errors.ts';
import { DISPLAY_NAME_MAX_LENGTH } from '../account-fields.ts';
import { DEFAULT_DISPLAY_NAME, normalizeEmail } from '../accounts-service.ts';
import { User } from '../entities/user.ts';
import { hashPassword, passwordProblem } from '../passwords.ts';
import type { ProviderProfile } from './oauth-client.ts';
import { SOCIAL_PROVIDER_NAMES, type SocialErrorCode, type SocialProviderId } from './provider-names.ts';
import { SocialIdentity } from './social-identity.ts';

/** A refusal the callback turns into a redirect to /signin/ with its message (social-router.ts). */
export class SocialFlowError extends DomainError<SocialErrorCode> {}

export type LinkedIdentity = { provider: SocialProviderId; linkedAt: Date; createdAccount: boolean };

/** Members' accounts at X, Yahoo! JAPAN ID and LINE: sign-in lookups, new members, linking, unlinking. */
export function createSocialAccountsService(orm: MikroORM, now: () => Date = () => new Date()) {
  return {
    /** The member owning this provider account, or null. */
    async ownerOf(provider: SocialProviderId, subject: string): Promise<{ userId: number; deleted: boolean } | null> {
      const identity = await orm.em.fork().findOne(SocialIdentity, { provider, subject }, { populate: ['user'] });
      return identity ? { userId: identity.user.id, deleted: identity.user.deletedAt !== null } : null;
    },

    /**
     * A new member signed up through the provider: display name and picture from the profile, the
     * email only when the provider verified it. An email already registered refuses (email_in_use):
     * linking it silently would hand the existing account to whoever controls the provider account. A
     * pending sign-up of that email (its link never followed) is not an account yet: it is dropped.
     */
    async createMember(provider: SocialProviderId, profile: ProviderProfile): Promise<number> {
      const em = orm.em.fork();
      const at = now();
      const email = profile.email ? normalizeEmail(profile.email) : null;
      // A sign-up still pending on this address (never proven by its mailed link) gives way: the provider
      // verified the address is this person's, and whoever made that sign-up may not have been.
      if (email) await em.nativeUpdate(User, { email, signUpPending: true, deletedAt: null }, { email: null, passwordHash: null, deletedAt: at });
      const user = em.create(User, {
        email,
        passwordHash: null,
        displayName: profile.displayName?.slice(0, DISPLAY_NAME_MAX_LENGTH) || DEFAULT_DISPLAY_NAME,
        imageUrl: profile.pictureUrl,
        userValidAdult: AdultSetting.Unset,
        isStaff: false,
        isAgreedTerms: false,
        isAgreedPrivacy: false,
        createdAt: at,
        emailVerifiedAt: email ? at : null,
      });
      em.create(SocialIdentity, { user, provider, subject: profile.subject, linkedAt: at, createdAccount: true });
      try {
        await em.flush();
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) {
          if (String(error.message).includes('app_user_email_unique')) throw new SocialFlowError('email_in_use');
          // The same provider account signed up twice at once: the first one won.
          throw new SocialFlowError('linked_elsewhere');
        }
        throw error;
      }
      return user.id;
    },

    /** Links the provider account to the member; refuses one linked to someone else, or a second account of the provider. */
    async link(userId: number, provider: SocialProviderId, subject: string): Promise<void> {
      const em = orm.em.fork();
      const owner = await em.findOne(SocialIdentity, { provider, subject });
      if (owner) {
        if (owner.user.id === userId) return;
        throw new SocialFlowError('linked_elsewhere');
      }
      if (await em.count(SocialIdentity, { user: userId, provider })) throw new SocialFlowError('already_linked');
      em.create(SocialIdentity, { user: userId, provider, subject, linkedAt: now(), createdAccount: false });
      try {
        await em.flush();
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) {
          throw new SocialFlowError(String(error.message).includes('provider_subject') ? 'linked_elsewhere' : 'already_linked');
        }
        throw error;
      }
    },

    /**
     * Removes the link, unless the member would be left with no way to sign in (no password and no
     * other linked account). The member row is locked so two unlinks at once cannot both pass the check.
     */
    async unlink(userId: number, provider: SocialProviderId): Promise<void> {
      await orm.em.fork().transactional(async (em) => {
        const user = await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const identities = await em.find(SocialIdentity, { user: userId });
        const identity = identities.find((i) => i.provider === provider);
        if (!identity) throw new AccountError('social-not-linked');
        if (!user.passwordHash && identities.length === 1) throw new AccountError('last-sign-in-method');
        em.remove(identity);
      });
    },

    async identitiesOf(userId: number): Promise<LinkedIdentity[]> {
      const identities = await orm.em.fork().find(SocialIdentity, { user: userId }, { orderBy: { linkedAt: 'asc' } });
      return identities.map((i) => ({ provider: i.provider as SocialProviderId, linkedAt: i.linkedAt, createdAccount: i.createdAccount }));
    },

    async hasPassword(userId: number): Promise<boolean> {
      const user = await orm.em.fork().findOneOrFail(User, { id: userId }, { fields: ['passwordHash'] });
      return user.passwordHash !== null;
    },

    /**
     * Sets the email and password of a member who signed up through a provider (passwords.ts rules;
     * 'email-taken' for an email already registered, in the sign-up form's words).
     */
    async setCredentials(userId: number, input: { email: string; password: string }): Promise<void> {
      const email = normalizeEmail(input.email);
      const problem = passwordProblem(input.password, email);
      if (problem) throw new AccountError('password-refused', { problem });
      const passwordHash = await hashPassword(input.password);
      const em = orm.em.fork();
      const user = await em.findOneOrFail(User, { id: userId });
      if (user.email !== email) user.emailVerifiedAt = null;
      user.email = email;
      user.passwordHash = passwordHash;
      try {
        await em.flush();
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) {
          throw new AccountError('email-taken', { field: 'email' });
        }
        throw error;
      }
    },
  };
}

export type SocialAccountsService = ReturnType<typeof createSocialAccountsService>;

export const providerName = (provider: SocialProviderId) => SOCIAL_PROVIDER_NAMES[provider];
