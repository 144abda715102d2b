/**
 * The specs' `test`: Playwright's, with members that need neither the sign-up form nor a password hash.
 *
 * `member` is a new member signed in on the test's browser context. It is made in the e2e server's database
 * as a completed sign-up leaves one (verified address, agreement to the current terms through the notices
 * module's own `agreeToCurrent`, the sign-up form's consent) and signed in by the accounts module's session
 * service under the server's SESSION_SECRET (playwright.config.ts hands both the same): a real
 * `user_session` row and the cookie the server would set, beside the CSRF cookie a sign-in leaves. Its
 * password (MEMBER_PASSWORD) is hashed once per worker. The sign-up and sign-in forms themselves are used by one journey, e2e/account-journey.spec.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import { createSessionService, DEFAULT_DISPLAY_NAME, hashPassword, User } from '#modules/accounts/index.ts';
import { AdultSetting } from '#modules/accounts/client.ts';
import { createTermsService } from '#modules/notices/index.ts';
import { closeE2eOrm, e2eDatabaseUrl, e2eOrm } from './e2e-database.ts';
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

/** pg_advisory_lock key of the site-wide tests ('YSIT'). */
const SITE_WIDE_LOCK = 0x5953_4954;

export const test = base.extend<{ members: Members; member: Member; siteWide: void }, { memberFactory: MemberFactory; lockConnection: pg.Client }>({
  lockConnection: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const client = new pg.Client({ connectionString: e2eDatabaseUrl });
      await client.connect();
      await use(client);
      await client.end();
    },
    { scope: 'worker' },
  ],

  /**
   * A test tagged @site-wide changes what every page shows (the top page's blocks, the header navigation):
   * it runs while no other test does. Every other test holds a shared lock for its run, a @site-wide one the
   * exclusive lock (the database's advisory locks, across the workers; waiting counts in no test's timeout).
   */
  siteWide: [
    async ({ lockConnection }, use, testInfo) => {
      const exclusive = testInfo.tags.includes('@site-wide');
      await lockConnection.query(exclusive ? 'select pg_advisory_lock($1)' : 'select pg_advisory_lock_shared($1)', [SITE_WIDE_LOCK]);
      try {
        await use();
      } finally {
        await lockConnection.query(exclusive ? 'select pg_advisory_unlock($1)' : 'select pg_advisory_unlock_shared($1)', [SITE_WIDE_LOCK]);
      }
    },
    { auto: true, timeout: 180_000 },
  ],

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
      // This worker's ORM (e2e-database.ts), also opened by the specs' own data helpers.
      await closeE2eOrm();
    },
    { scope: 'worker', auto: true },
  ],

  members: async ({ memberFactory, baseURL }, use) => {
    await use({
      create: (options) => memberFactory.create(options),
      async signIn(target, who) {
        const context = 'context' in target ? target.context() : target;
        const userId = typeof who === 'string' ? await memberFactory.userId(who) : who.userId;
        const value = await memberFactory.sessionToken(userId);
        // A browser that signed in holds the CSRF cookie its sign-in needed (a random token, as the server hands out).
        const csrf = (await context.cookies(baseURL!)).some((cookie) => cookie.name === 'yomiba_csrf')
          ? []
          : [{ name: 'yomiba_csrf', value: randomBytes(32).toString('base64url'), url: baseURL!, sameSite: 'Lax' as const }];
        await context.addCookies([{ name: 'yomiba_session', value, url: baseURL!, httpOnly: true, sameSite: 'Lax' }, ...csrf]);
      },
    });
  },

  member: async ({ members, context }, use) => {
    const member = await members.create();
    await members.signIn(context, member);
    await use(member);
  },
});
