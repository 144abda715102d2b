import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import type { CodeAttempts } from '#platform/http/code-attempts.ts';
import { validate } from '#platform/http/validate.ts';
import { jstDeadlineText, jstDateTimeText } from '../domain/jst-day.ts';
import { GiftError } from './gift-errors.ts';
import type { GiftService, PendingReward } from './gift-service.ts';
import { creditLabel, giftMessages as m } from './gift-messages.ts';

const code = z.string({ error: m.codeInvalid }).regex(/^[A-Za-z0-9_-]{1,32}$/, { error: m.codeInvalid });
const couponParam = z.object({ couponCode: code });
const campaignParam = z.object({ campaignCode: code });

const noStore = { 'Cache-Control': 'private, no-store' };
const iso = (at: Date | null) => at?.toISOString() ?? null;

const pendingView = (reward: PendingReward) => ({
  id: reward.id,
  kind: reward.kind,
  label: reward.label,
  prizeLabel: creditLabel(reward.asset, reward.amount),
  asset: reward.asset,
  amount: reward.amount,
  claimBy: iso(reward.claimBy),
  claimByText: reward.claimBy ? jstDeadlineText(reward.claimBy) : null,
});

/** A refused claim or lookup is a failed try at the code; the database away is not. */
const refusedGift = { failed: (error: unknown) => error instanceof GiftError };

/**
 * Gift coupons and tickets, the member's gifts, pending rewards and read rewards (issue 16 items 6-7, decision 049).
 * Every claim and lookup of a code is an attempt at it (`codeAttempts`, issue 29): a member or address that keeps
 * failing waits, and a visitor's lookup answers the same 401 whatever the code.
 */
export function giftRouter(deps: { gifts: GiftService; codeAttempts: CodeAttempts }) {
  const attempt = <T>(c: Context, work: () => Promise<T>) => deps.codeAttempts.attemptFrom(c, memberOf(c).userId, work, refusedGift);
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .post('/api/reward/v1/gift/coupon/:couponCode/claim/', requireMember(), validate('param', couponParam), async (c) => {
      const claimed = await attempt(c, () => deps.gifts.claimCoupon(c.req.valid('param').couponCode, memberOf(c).userId));
      return c.json(
        {
          success: true,
          message: { content: m.couponClaimed(claimed.coupon.couponName), label: 'string', level: 'info' },
          claimId: claimed.claimId,
          presentList: claimed.credits.map((credit) => ({ ...credit, label: creditLabel(credit.asset, credit.amount), expiresAt: iso(credit.expiresAt) })),
        },
        200,
        noStore,
      );
    })
    .get('/api/reward/v1/gift/ticket/:campaignCode/', validate('param', campaignParam), requireMember(), async (c) => {
      const status = await attempt(c, () => deps.gifts.ticketCampaign(c.req.valid('param').campaignCode, memberOf(c).userId));
      return c.json(
        {
          success: true,
          message: null,
          campaign: { ...status, startsAt: iso(status.startsAt), endsAt: iso(status.endsAt), nextClaimAt: iso(status.nextClaimAt), claimByText: jstDeadlineText(status.endsAt) },
        },
        200,
        noStore,
      );
    })
    .post('/api/reward/v1/gift/ticket/:campaignCode/claim/', requireMember(), validate('param', campaignParam), async (c) => {
      const claimed = await attempt(c, () => deps.gifts.claimTicket(c.req.valid('param').campaignCode, memberOf(c).userId));
      const expiresAt = claimed.credits[0]!.expiresAt!;
      return c.json(
        {
          success: true,
          message: { content: m.ticketsClaimed(claimed.tickets), label: 'string', level: 'info' },
          claimId: claimed.claimId,
          tickets: claimed.tickets,
          expiresAt: iso(expiresAt),
          expiresAtText: jstDateTimeText(expiresAt),
        },
        200,
        noStore,
      );
    })
    .get('/api/reward/v1/pending/', requireMember(), async (c) => {
      const { waiting, lapsed } = await deps.gifts.pending(memberOf(c).userId);
      return c.json({ success: true, message: null, waiting: waiting.map(pendingView), lapsed: lapsed.map(pendingView) }, 200, noStore);
    })
    .post('/api/reward/v1/pending/receive/', requireMember(), async (c) => {
      const { received } = await deps.gifts.receiveAll(memberOf(c).userId);
      return c.json({ success: true, message: { content: m.received(received.length), label: 'string', level: 'info' }, received: received.map(pendingView) }, 200, noStore);
    })
    .get('/api/reward/v1/read_reward/', requireMember(), async (c) => {
      const { today, days } = await deps.gifts.readRewards(memberOf(c).userId);
      return c.json({ success: true, message: null, today, days }, 200, noStore);
    })
    .get('/api/reward/v1/gift/items/', requireMember(), async (c) => {
      const items = await deps.gifts.items(memberOf(c).userId);
      const grantView = (grant: (typeof items.received)[number]) => ({ ...grant, label: creditLabel(grant.asset, grant.amount), expiresAt: iso(grant.expiresAt), createdAt: iso(grant.createdAt) });
      return c.json(
        { success: true, message: null, waiting: items.waiting.map(pendingView), lapsed: items.lapsed.map(pendingView), received: items.received.map(grantView), expired: items.expired.map(grantView) },
        200,
        noStore,
      );
    });
}
