import { AdultSetting } from './client.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AccountError } from './account-errors.ts';
import { User } from './entities/user.ts';
import { SocialIdentity } from './social/social-identity.ts';
import { verifyPassword } from './passwords.ts';
import { DELETED_DISPLAY_NAME, profileIconUrl } from './profile-fields.ts';
import type { SessionService } from './sessions.ts';

export type AccountHolderName = { firstName: string; lastName: string };

/** What a member changes about themselves on /profile/ (their own row only: the caller passes the session's user id). */
export function createProfileService(orm: MikroORM, sessions: Pick<SessionService, 'revokeUserSessions' | 'memberChanged'>) {
  // Every change is announced: the member's kept session rows carry their name, icon, adult setting….
  const update = async (userId: number, changes: Partial<User>) => {
    const updated = await orm.em.fork().nativeUpdate(User, { id: userId, deletedAt: null }, changes);
    if (updated !== 1) throw new AccountError('member-not-found');
    sessions.memberChanged(userId);
  };

  return {
    /** What /profile/ shows about signing in (never the hash itself). */
    async signInFacts(userId: number): Promise<{ hasPassword: boolean; email: string | null; emailVerified: boolean } | null> {
      const user = await orm.em.fork().findOne(User, { id: userId, deletedAt: null }, { fields: ['passwordHash', 'email', 'emailVerifiedAt'] });
      return user ? { hasPassword: Boolean(user.passwordHash), email: user.email ?? null, emailVerified: Boolean(user.emailVerifiedAt) } : null;
    },

    setDisplayName: (userId: number, displayName: string) => update(userId, { displayName }),

    setIcon: (userId: number, icon: number) => update(userId, { imageUrl: profileIconUrl(icon) }),

    /** Empty strings are stored as null (the affiliate check reads "present" as non-null). */
    setAccountHolderName: (userId: number, name: AccountHolderName) =>
      update(userId, { accountHolderFirstName: name.firstName || null, accountHolderLastName: name.lastName || null }),

    /** The daily mail of new episodes of their favourites (decision 055). */
    setEpisodeMail: (userId: number, on: boolean) => update(userId, { episodeMail: on }),

    async episodeMailOf(userId: number): Promise<boolean> {
      const user = await orm.em.fork().findOne(User, { id: userId, deletedAt: null }, { fields: ['episodeMail'] });
      return user?.episodeMail ?? false;
    },

    /** Which of these members asked for the digest and can receive it (a confirmed address, not left). */
    async episodeMailRecipients(userIds: readonly number[]): Promise<{ userId: number; email: string }[]> {
      if (userIds.length === 0) return [];
      const users = await orm.em
        .fork()
        .find(User, { id: { $in: [...userIds] }, episodeMail: true, deletedAt: null, emailVerifiedAt: { $ne: null }, email: { $ne: null } }, { fields: ['id', 'email'] });
      return users.map((user) => ({ userId: user.id, email: user.email! }));
    },

    /** 1 after the member confirmed being 18 or older; 0 when they turn adult content off again. */
    setAdult: (userId: number, valid: boolean) => update(userId, { userValidAdult: valid ? AdultSetting.Enabled : AdultSetting.Disabled }),

    /**
     * Leaving: the row stays (purchases and ledger entries refer to it) with every personal field
     * cleared, its social sign-ins unlinked, and every session ends. A member with a password must give it.
     */
    async deleteAccount(userId: number, password: string | undefined): Promise<void> {
      const em = orm.em.fork();
      const user = await em.findOne(User, { id: userId, deletedAt: null });
      if (!user) throw new AccountError('member-not-found');
      if (user.passwordHash && !(password && (await verifyPassword(user.passwordHash, password)))) {
        throw new AccountError('leave-password-wrong');
      }
      await update(userId, {
        email: null,
        passwordHash: null,
        displayName: DELETED_DISPLAY_NAME,
        imageUrl: null,
        accountHolderFirstName: null,
        accountHolderLastName: null,
        emailVerifiedAt: null,
        deletedAt: new Date(),
      });
      // A provider account must not sign anyone back into the left account.
      await orm.em.fork().nativeDelete(SocialIdentity, { user: userId });
      await sessions.revokeUserSessions(userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
