import type { MikroORM } from '@mikro-orm/postgresql';
import { CouponAudience, CouponCampaign } from './entities/coupon-campaign.ts';
import { toCouponView, type CouponView } from './coupon-view.ts';

export type CouponServiceOptions = { now?: () => Date };

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
      const [row] = await orm.em
        .fork()
        .getConnection()
        .execute<{ id: number }[]>(
          `select id from coupon_campaign
            where recommendable and starts_at <= ? and ends_at > ? and audience = any(?::smallint[])
              and left(?, length(target_path_prefix)) = target_path_prefix
            order by length(target_path_prefix) desc, priority desc, ends_at asc, id asc
            limit 1`,
          [at, at, `{${audiences.join(',')}}`, path],
        );
      if (!row) return null;
      const campaign = await orm.em.fork().findOneOrFail(CouponCampaign, { id: row.id });
      return toCouponView(campaign, at);
    },

    /** The coupon with this code, expired ones included (their state says so); null when unknown. */
    async byCode(couponCode: string): Promise<CouponView | null> {
      const campaign = await orm.em.fork().findOne(CouponCampaign, { couponCode });
      return campaign ? toCouponView(campaign, now()) : null;
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
