import { RewardGiftClaim } from './gift-claim.ts';
import { RewardPending } from './pending-reward.ts';
import { RewardTicketCampaign } from './ticket-campaign.ts';
import { RewardCouponTally } from './coupon-tally.ts';
import { RewardGiftHandout } from './gift-handout.ts';

export { RewardGiftClaim, RewardPending, RewardTicketCampaign, RewardCouponTally, RewardGiftHandout };

/** The gifts' tables (gift coupons and tickets claimed, ticket campaigns, pending rewards). */
export const giftEntities = [RewardTicketCampaign, RewardGiftClaim, RewardPending, RewardCouponTally, RewardGiftHandout];
