import type { MikroORM } from '@mikro-orm/postgresql';
import { User } from '#modules/accounts/index.ts';
import { createReferralService } from '#modules/affiliate/index.ts';
import { createWalletService } from '#modules/wallet/index.ts';
import { DEMO_BUYER_EMAIL, DEMO_MEMBERS } from './members.ts';

/** Referred demo buyers of member@: the first ones paid (a credit each), the last not yet. */
const PAID_REFERRALS = 5;
const REFERRALS = 6;

/**
 * member@'s affiliate demo (decision 052): an account-holder name in katakana (what /transfer/form/
 * matches), six referrals among the demo buyers, five of them credited (2,500円 of earnings). Each part
 * is skipped when there; credits are once per referred member like any other.
 */
export async function seedDemoAffiliate(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  const member = await em.findOne(User, { email: DEMO_MEMBERS.member.email });
  if (!member) return;
  if (!member.accountHolderFirstName && !member.accountHolderLastName) {
    member.accountHolderLastName = 'ヨミバ';
    member.accountHolderFirstName = 'タロウ';
    await em.flush();
  }
  const wallet = createWalletService(orm);
  const referrals = createReferralService(orm, { withMemberLedger: (userId, work, at) => wallet.withMemberLedger(userId, work, at), firstPaidAt: async () => null });
  const code = await referrals.codeOf(member.id);
  for (let n = 1; n <= REFERRALS; n++) {
    const buyer = await em.findOne(User, { email: DEMO_BUYER_EMAIL(n) });
    if (!buyer) continue;
    await referrals.recordSignUp(code, buyer.id);
    if (n <= PAID_REFERRALS) await referrals.purchased(buyer.id);
  }
}
