import type { MikroORM } from '@mikro-orm/postgresql';
import { hashPassword, importMembersWithoutPassword, User } from '#modules/accounts/index.ts';
import { config } from '#platform/config.ts';

export const DEMO_PASSWORD = 'yomiba-demo-1';

export type DemoMemberKey = 'member' | 'adult' | 'premium' | 'staff';

/** The demo accounts of issue 4 (balances and premium tickets come from the wallet's demo seed). */
export const DEMO_MEMBERS: Record<DemoMemberKey, { email: string; displayName: string; userValidAdult: number; isStaff: boolean }> = {
  member: { email: 'member@yomiba.test', displayName: 'よみば太郎', userValidAdult: 2, isStaff: false },
  adult: { email: 'adult@yomiba.test', displayName: 'おとな読者', userValidAdult: 1, isStaff: false },
  premium: { email: 'premium@yomiba.test', displayName: 'プレミアム会員', userValidAdult: 2, isStaff: false },
  staff: { email: 'staff@yomiba.test', displayName: '読み場スタッフ', userValidAdult: 1, isStaff: true },
};

/**
 * Creates the demo members that are missing; returns their ids by key. Refuses to run in production
 * (a well-known password must never exist there), see `config.demoMode`.
 */
export async function seedDemoMembers(orm: MikroORM, demoMode: boolean = config.demoMode): Promise<Record<DemoMemberKey, number>> {
  if (!demoMode) throw new Error('demo members are never created in production');
  const em = orm.em.fork();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = {} as Record<DemoMemberKey, number>;
  for (const [key, demo] of Object.entries(DEMO_MEMBERS) as [DemoMemberKey, (typeof DEMO_MEMBERS)[DemoMemberKey]][]) {
    let user = await em.findOne(User, { email: demo.email });
    if (!user) {
      user = em.create(User, {
        ...demo,
        passwordHash,
        imageUrl: null,
        accountHolderFirstName: null,
        accountHolderLastName: null,
        isAgreedTerms: true,
        isAgreedPrivacy: true,
        createdAt: new Date(),
        emailVerifiedAt: new Date(),
        deletedAt: null,
      });
      await em.flush();
    }
    ids[key] = user.id;
  }
  return ids;
}

/** Demo buyers: accounts without a password (nobody signs in as them) that own the demo sales history. */
export const DEMO_BUYER_EMAIL = (n: number) => `demo-buyer-${String(n).padStart(3, '0')}@yomiba.test`;

/** Creates the missing demo buyers (demo mode only) and returns their ids. */
export async function seedDemoBuyers(orm: MikroORM, count: number, demoMode: boolean = config.demoMode): Promise<number[]> {
  if (!demoMode) throw new Error('demo buyers are never created in production');
  // 読者001, 読者002…: the reviewers' names on the review pages.
  const buyers = Array.from({ length: count }, (_, i) => ({ email: DEMO_BUYER_EMAIL(i + 1), displayName: `読者${String(i + 1).padStart(3, '0').slice(-3)}` }));
  return importMembersWithoutPassword(orm, buyers);
}
