/**
 * The specs' `test`: Playwright's, with members that need neither the sign-up form nor a password hash.
 *
 * `member` is a new member signed in on the test's browser context. It is made in the e2e server's database
 * as a completed sign-up leaves one (verified address, agreement to the current terms through the notices
 * module's own `agreeToCurrent`, the sign-up form's consent) and signed in by the accounts module's session
 * service under the server's SESSION_SECRET (playwright.config.ts hands both the same): a real
 * `user_session` row and the cookie the server would set. Its password (MEMBER_PASSWORD) is hashed once per
 * worker. The sign-up and sign-in forms themselves are used by one journey, e2e/account-journey.spec.ts.
 */
import { randomUUID } from 'node:crypto';
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { createSessionService, DEFAULT_DISPLAY_NAME, hashPassword, User } from '#modules/accounts/index.ts';
import { AdultSetting } from '#modules/accounts/client.ts';
import { createTermsService } from '#modules/notices/index.ts';
import { closeE2eOrm, e2eOrm } from './e2e-database.ts';
import { userIdOf } from './myitem-wallet.ts';

export { expect } from '@playwright/test';

/** The password of every member the fixture makes. */
export const MEMBER_PASSWORD = 'yomiba-e2e-member-1';
/** The demo accounts of e2e/serve-fresh.ts's demo seed (password yomiba-demo-1). */
export const DEMO_MEMBER = 'member@yomiba.test';
export const DEMO_PREMIUM = 'premium@yomiba.test';
export const DEMO_STAFF = 'staff@yomiba.test';

export type Member = { email: string; password: string; userId: number; displayName: string };

export type Members = {
  /** A new member, signed in nowhere. `displayName`: as typed on the sign-up form (default 読み場ユーザー). */
  create(options?: { displayName?: string }): Promise<Member>;
  /** Opens a new session of `who` (a member or a demo account's email) and puts its cookie on the page's context. */
  signIn(target: Page | BrowserContext, who: Member | string): Promise<void>;
};

type MemberFactory = {
  create(options?: { displayName?: string }): Promise<Member>;
  /** The `yomiba_session` cookie value of a new session of the member with this id. */
  sessionToken(userId: number): Promise<string>;
  userId(email: string): Promise<number>;
};

const sessionSecret = () => {
  const secret = process.env.E2E_SESSION_SECRET;
  if (!secret) throw new Error('E2E_SESSION_SECRET is not set: run the specs through playwright.config.ts');
  return new TextEncoder().encode(secret);
};

export const test = base.extend<{ members: Members; member: Member }, { memberFactory: MemberFactory }>({
  memberFactory: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      let passwordHash: Promise<string> | undefined;
      const factory: MemberFactory = {
        async create({ displayName } = {}) {
          const orm = await e2eOrm();
          passwordHash ??= hashPassword(MEMBER_PASSWORD);
          const em = orm.em.fork();
          const name = displayName ?? DEFAULT_DISPLAY_NAME;
          const user = em.create(User, {
            email: `e2e-${randomUUID()}@example.jp`,
            passwordHash: await passwordHash,
            displayName: name,
            imageUrl: null,
            accountHolderFirstName: null,
            accountHolderLastName: null,
            userValidAdult: AdultSetting.Unset,
            isStaff: false,
            isAgreedTerms: false,
            isAgreedPrivacy: false,
            createdAt: new Date(),
            emailVerifiedAt: new Date(),
            signUpPending: false,
            deletedAt: null,
          });
          await em.flush();
          await createTermsService(orm).agreeToCurrent(user.id);
          return { email: user.email!, password: MEMBER_PASSWORD, userId: user.id, displayName: name };
        },
        async sessionToken(userId) {
          const sessions = createSessionService(await e2eOrm(), { secret: sessionSecret() });
          const { cookie } = await sessions.startSession(userId, 'Playwright (e2e/fixtures.ts)', false);
          return cookie.slice(cookie.indexOf('=') + 1, cookie.indexOf(';'));
        },
        userId: async (email) => userIdOf(await e2eOrm(), email),
      };
      await use(factory);
      await closeE2eOrm();
    },
    { scope: 'worker' },
  ],

  members: async ({ memberFactory, baseURL }, use) => {
    await use({
      create: (options) => memberFactory.create(options),
      async signIn(target, who) {
        const context = 'context' in target ? target.context() : target;
        const userId = typeof who === 'string' ? await memberFactory.userId(who) : who.userId;
        const value = await memberFactory.sessionToken(userId);
        await context.addCookies([{ name: 'yomiba_session', value, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
      },
    });
  },

  member: async ({ members, context }, use) => {
    const member = await members.create();
    await members.signIn(context, member);
    await use(member);
  },
});
