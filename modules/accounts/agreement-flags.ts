import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './entities/user.ts';

/** The terms a member's row mirrors agreement to (modules/notices keeps the agreements themselves). */
export type AgreementFlag = 'terms' | 'privacy';

const COLUMN = { terms: 'isAgreedTerms', privacy: 'isAgreedPrivacy' } as const satisfies Record<AgreementFlag, keyof User>;

/**
 * The member row's agreement flags, written by the terms module through the caller's entity manager
 * (so inside the caller's transaction when there is one).
 */
export const agreementFlags = {
  /** The member agreed to the current version. */
  async set(em: EntityManager, userId: number, flag: AgreementFlag): Promise<void> {
    await em.nativeUpdate(User, { id: userId }, { [COLUMN[flag]]: true });
  },
  /** A new version was published: every member must agree again. */
  async clearAll(em: EntityManager, flag: AgreementFlag): Promise<void> {
    await em.nativeUpdate(User, { [COLUMN[flag]]: true }, { [COLUMN[flag]]: false });
  },
};
