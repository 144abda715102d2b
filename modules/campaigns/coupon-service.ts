import type { MikroORM } from '@mikro-orm/postgresql';
import { CouponAudience, CouponCampaign } from './entities/coupon-campaign.ts';
import { CouponCode } from './entities/coupon-code.ts';
import { campaignsDb } from './kysely-db.ts';
import { toCouponView, type CouponView } from './coupon-view.ts';

export type CouponServiceOptions = { now?: () => Date };

/** A campaign's coin-purchase terms, as the wallet's purchases read them. */
export type CoinCoupon = Pick<CouponCampaign, 'couponCode' | 'couponName' | 'additionalCoinRate' | 'quantity' | 'startsAt' | 'endsAt'> & {
  itemPriceWithoutCoupon: number | null;
};

/** The coin coupons of modules/campaigns that the wallet's purchases are given (decision 035). */
export type CoinCoupons = {
  /** Campaigns running at `at` with a coin bonus, the highest rate first. */
  runningCoinCoupons(at: Date): Promise<CoinCoupon[]>;
  /** The campaign with this code, whatever its window; null when unknown. */
  coinCoupon(couponCode: string): Promise<CoinCoupon | null>;
};

const toCoinCoupon = (c: CouponCampaign): CoinCoupon => ({
  couponCode: c.couponCode,
  couponName: c.couponName,
  additionalCoinRate: c.additionalCoinRate,
  quantity: c.quantity,
  startsAt: c.startsAt,
  endsAt: c.endsAt,
  itemPriceWithoutCoupon: c.itemPriceWithoutCoupon ?? null,
});

/**
 * What redeeming `code` at /gift/coupon/{code}/ gives and within which limits (decision 067): the campaign of
 * one of its codes, or a campaign without codes by its own coupon code.
 */
export type CouponRedemption = { coupon: CouponView; redeemedCode: string; listed: boolean; startsAt: string; perMemberLimit: number; totalLimit: number | null; singleUse: boolean };

/** Coupon campaigns: the recommendation for a page, and one coupon by its code. */
export function createCouponService(orm: MikroORM, options: CouponServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  return {
    /**
     * The coupon to recommend on `path` to this visitor: active now, recommendable, for their audience,
     * the most specific path prefix first, then priority. Null when none.
     */
    async recommend(path: string, isMember: boolean): Promise<CouponView | null> {
      const at = now();
      const audiences = [CouponAudience.Everyone, isMember ? CouponAudience.Members : CouponAudience.Visitors];
      const row = await campaignsDb(orm)
        .selectFrom('coupon_campaign')
        .select('id')
        .where('recommendable', '=', true)
        .where('deleted_at', 'is', null)
        .where('starts_at', '<=', at)
        .where('ends_at', '>', at)
        .where('audience', 'in', audiences)
        .where((eb) => eb(eb.fn('left', [eb.cast(eb.val(path), 'text'), eb.fn('length', ['target_path_prefix'])]), '=', eb.ref('target_path_prefix')))
        .orderBy((eb) => eb.fn('length', ['target_path_prefix']), 'desc')
        .orderBy('priority', 'desc')
        .orderBy('ends_at', 'asc')
        .orderBy('id', 'asc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return null;
      const campaign = await orm.em.fork().findOneOrFail(CouponCampaign, { id: row.id });
      return toCouponView(campaign, at);
    },

    async runningCoinCoupons(at: Date): Promise<CoinCoupon[]> {
      const campaigns = await orm.em
        .fork()
        .find(CouponCampaign, { startsAt: { $lte: at }, endsAt: { $gt: at }, additionalCoinRate: { $gt: 0 }, deletedAt: null }, { orderBy: { additionalCoinRate: 'desc', id: 'asc' } });
      return campaigns.map(toCoinCoupon);
    },

    async coinCoupon(couponCode: string): Promise<CoinCoupon | null> {
      const campaign = await orm.em.fork().findOne(CouponCampaign, { couponCode });
      return campaign ? toCoinCoupon(campaign) : null;
    },

    async redemption(code: string): Promise<CouponRedemption | null> {
      const em = orm.em.fork();
      const listed = await em.findOne(CouponCode, { code }, { populate: ['campaign'] });
      const campaign = listed ? listed.campaign : await em.findOne(CouponCampaign, { couponCode: code });
      // A trashed coupon (staff console) is redeemed by none of its codes; what members hold stays theirs.
      if (!campaign || campaign.deletedAt) return null;
      // A campaign with codes is redeemed through them only (its serial codes would be bypassed otherwise).
      if (!listed && (await em.count(CouponCode, { campaign })) > 0) return null;
      return {
        coupon: toCouponView(campaign, now()),
        redeemedCode: code,
        listed: listed !== null,
        startsAt: campaign.startsAt.toISOString(),
        perMemberLimit: campaign.perMemberLimit,
        totalLimit: campaign.totalLimit ?? null,
        singleUse: listed !== null && campaign.singleUseCodes,
      };
    },

    /** The coupon with this code, expired ones included (their state says so); null when unknown. */
    async byCode(couponCode: string): Promise<CouponView | null> {
      const campaign = await orm.em.fork().findOne(CouponCampaign, { couponCode });
      return campaign ? toCouponView(campaign, now()) : null;
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
