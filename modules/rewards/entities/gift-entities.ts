import { RewardGiftClaim } from './gift-claim.ts';
import { RewardPending } from './pending-reward.ts';
import { RewardTicketCampaign } from './ticket-campaign.ts';

export { RewardGiftClaim, RewardPending, RewardTicketCampaign };

/** The gifts' tables (gift coupons and tickets claimed, ticket campaigns, pending rewards). */
export const giftEntities = [RewardTicketCampaign, RewardGiftClaim, RewardPending];
