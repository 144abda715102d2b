/**
 * What the site's help pages promise (/description/, /faq/, /socialauthpresent/) and how long each reward
 * may wait. Read rewards are paid the day after, like ピッコマ's: a finished JST day's count never changes,
 * so each day's reward is computed once, and reading late at night still counts for that day.
 */
export const GIFT_RULES = {
  /** 毎日のログインボーナス: points once per JST day. */
  signInBonusPoints: 5,
  /** 読了特典: one point per episode read in a JST day, at most this many a day. */
  readPointsPerEpisode: 1,
  readPointsMaxPerDay: 10,
  /** How many finished days back a read reward is still offered (and so computed). */
  readRewardLookbackDays: 7,
  /** アカウント連携: points per linked provider, once per provider per member (/socialauthpresent/). */
  linkedAccountPoints: 10,
  /** Days (JST, counting the day it was earned) to receive a sign-in bonus or a read reward. */
  claimDays: 7,
  /** A gift coupon's bonus coins last this long after the claim (and never past the coupon's end). */
  couponBonusCoinDays: 30,
} as const;

/**
 * A new ticket campaign's code (/gift/ticket/{code}/) is at least this long: whoever has it claims the tickets,
 * so it must not be guessable within the failed-attempt limits (issue 29). Older, shorter codes stay.
 */
export const TICKET_CAMPAIGN_CODE_MIN_LENGTH = 8;

/** The kinds of pending rewards, and the wallet reason each grant is written with. */
export const PENDING_KINDS = ['login_bonus', 'linked_account', 'read_reward', 'gift'] as const;
export type PendingKind = (typeof PENDING_KINDS)[number];

/** Every wallet reason a gift or pending reward is granted with (the /gift/items/ page reads these). */
export const GIFT_REASONS = ['gift_coupon', 'gift_ticket', 'mission', ...PENDING_KINDS] as const;
export type GiftReason = (typeof GIFT_REASONS)[number];
/** What /gift/items/ lists: the gifts' grants and the other rewards' (daily gacha, stamp cards). */
export const RECEIVED_REASONS = [...GIFT_REASONS, 'daily_gacha', 'stamp_card'] as const;

/** A read reward for `episodes` episodes read in one JST day. */
export const readRewardPoints = (episodes: number): number => Math.min(GIFT_RULES.readPointsMaxPerDay, Math.max(0, Math.trunc(episodes)) * GIFT_RULES.readPointsPerEpisode);

/** How a ticket campaign limits claims: once per JST day, or once for the whole campaign. */
export type ClaimPer = 'day' | 'campaign';
