import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { referralSignUpPath } from '#platform/routes/site-paths.ts';
import { markReferralCredited } from './affiliate-ledger-sql.ts';
import { affiliateDb } from './kysely-db.ts';
import type { WithMemberLedger } from './ledger-port.ts';
import { REFERRAL_REWARD_YEN } from './payout-rules.ts';

export type ReferralDeps = {
  withMemberLedger: WithMemberLedger;
  /** When the member first paid (the wallet's firstPaidDate), null before any purchase. */
  firstPaidAt: (userId: number) => Promise<Date | null>;
  now?: () => Date;
};

export type ReferralRow = { joinedAt: Date; purchased: boolean; creditYen: number | null; creditedAt: Date | null };

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE = /^[A-Z2-9]{8}$/;
const newCode = () => [...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');

/** The referral link of a code (the sign-up page keeps the code in a cookie until the sign-up). */
export const referralPath = referralSignUpPath;

/**
 * Referrals (issue 20 item 1, decision 052): each member has a code; a member who signs up through it
 * is the referrer's referral; their first purchase credits the referrer REFERRAL_REWARD_YEN of
 * affiliate earnings through the wallet's ledger, once per referred member (idempotency key
 * `affiliate:referral:<referred>`, and credited_at set in the same transaction).
 */
export function createReferralService(orm: MikroORM, deps: ReferralDeps) {
  const now = deps.now ?? (() => new Date());

  async function credit(referrerId: number, referredId: number, at: Date): Promise<boolean> {
    return deps.withMemberLedger(
      referrerId,
      async (ledger) => {
        const marked = await ledger.execute<{ referred_id: number }[]>(markReferralCredited(referrerId, referredId, REFERRAL_REWARD_YEN, at));
        if (marked.length === 0) return false;
        return ledger.grant({
          kind: 'affiliate',
          reason: 'affiliate_referral',
          reference: `member:${referredId}`,
          idempotencyKey: `affiliate:referral:${referredId}`,
          credits: [{ asset: 'affiliate_yen', amount: REFERRAL_REWARD_YEN }],
        });
      },
      at,
    );
  }

  return {
    /** The member's referral code, made on first use. */
    async codeOf(userId: number, at = now()): Promise<string> {
      const db = affiliateDb(orm);
      const found = await db.selectFrom('affiliate_member').select('code').where('user_id', '=', userId).executeTakeFirst();
      if (found) return found.code;
      for (;;) {
        const inserted = await db
          .insertInto('affiliate_member')
          .values({ user_id: userId, code: newCode(), created_at: at })
          .onConflict((oc) => oc.doNothing())
          .returning('code')
          .executeTakeFirst();
        if (inserted) return inserted.code;
        const again = await db.selectFrom('affiliate_member').select('code').where('user_id', '=', userId).executeTakeFirst();
        if (again) return again.code;
      }
    },

    /**
     * A new member signed up through `code`: they are its owner's referral (never their own, at most one
     * referrer). `pending`: their sign-up is not complete yet (the form's, until its mailed link is
     * followed): the referral is kept but neither shown to the referrer nor credited until `confirmSignUp`,
     * so the referrer's list never tells whether an address they signed up with was new.
     */
    async recordSignUp(code: string, referredId: number, at = now(), options: { pending?: boolean } = {}): Promise<boolean> {
      if (!REFERRAL_CODE.test(code)) return false;
      const db = affiliateDb(orm);
      const referrer = await db.selectFrom('affiliate_member').select('user_id').where('code', '=', code).executeTakeFirst();
      if (!referrer || referrer.user_id === referredId) return false;
      const inserted = await db
        .insertInto('affiliate_referral')
        .values({ referred_id: referredId, referrer_id: referrer.user_id, created_at: at, confirmed_at: options.pending ? null : at, credited_at: null, credit_yen: null })
        .onConflict((oc) => oc.doNothing())
        .returning('referred_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** The referred member completed their sign-up: a pending referral of theirs counts from now on. */
    async confirmSignUp(referredId: number, at = now()): Promise<void> {
      await affiliateDb(orm).updateTable('affiliate_referral').set({ confirmed_at: at }).where('referred_id', '=', referredId).where('confirmed_at', 'is', null).execute();
    },

    /** A member paid (any purchase): if they were referred and not yet credited, their referrer is, once. */
    async purchased(userId: number, at = now()): Promise<boolean> {
      const referral = await affiliateDb(orm)
        .selectFrom('affiliate_referral')
        .select(['referrer_id', 'credited_at'])
        .where('referred_id', '=', userId)
        .where('confirmed_at', 'is not', null)
        .executeTakeFirst();
      if (!referral || referral.credited_at) return false;
      return credit(referral.referrer_id, userId, at);
    },

    /**
     * The member's referrals, newest first. A referral who paid but whose credit was missed (the
     * process died between the purchase and its event) is credited now: the wallet's first payment
     * date is the proof, the idempotency key keeps it once.
     */
    async referralsOf(userId: number, at = now()): Promise<ReferralRow[]> {
      const rows = await affiliateDb(orm)
        .selectFrom('affiliate_referral')
        .select(['referred_id', 'created_at', 'credited_at', 'credit_yen'])
        .where('referrer_id', '=', userId)
        .where('confirmed_at', 'is not', null)
        .orderBy('created_at', 'desc')
        .limit(200)
        .execute();
      const result: ReferralRow[] = [];
      for (const row of rows) {
        let creditedAt = row.credited_at ? new Date(row.credited_at) : null;
        let creditYen = row.credit_yen;
        if (!creditedAt && (await deps.firstPaidAt(row.referred_id))) {
          if (await credit(userId, row.referred_id, at)) {
            creditedAt = at;
            creditYen = REFERRAL_REWARD_YEN;
          }
        }
        result.push({ joinedAt: new Date(row.created_at), purchased: creditedAt !== null, creditYen, creditedAt });
      }
      return result;
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
