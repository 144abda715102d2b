import type { MikroORM } from '@mikro-orm/postgresql';
import { AccountError } from './account-errors.ts';
import { User } from './entities/user.ts';
import type { EmailTokens } from './email-tokens.ts';
import { hashPassword, passwordProblem, verifyDummyPassword, verifyPassword } from './passwords.ts';
import type { SessionService } from './sessions.ts';

export type Member = { userId: number; sessionId: string };

/** The member's password, checked with the same argon2 work whether or not the account has one. */
export async function checkMemberPassword(orm: MikroORM, userId: number, password: string): Promise<User | null> {
  const user = await orm.em.fork().findOne(User, { id: userId, deletedAt: null });
  const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyDummyPassword(password);
  return valid ? user : null;
}

/** `POST /api/user/v1/profile/password/`. */
export function createPasswordChange({ orm, tokens, sessions }: { orm: MikroORM; tokens: EmailTokens; sessions: SessionService }) {
  return {
    /** Checks the current password, sets the new one and ends every other session of the member. */
    async changePassword(member: Member, currentPassword: string, password: string): Promise<void> {
      const user = await checkMemberPassword(orm, member.userId, currentPassword);
      if (!user) throw new AccountError('current-password-wrong');
      const problem = passwordProblem(password, user.email ?? undefined);
      if (problem) throw new AccountError('password-refused', { problem });
      const passwordHash = await hashPassword(password);
      await orm.em.fork().nativeUpdate(User, { id: user.id }, { passwordHash });
      await tokens.retire(user.id, 'reset_password');
      await sessions.revokeUserSessions(user.id, member.sessionId);
    },
  };
}
