import { AdultSetting } from '#modules/accounts/client.ts';
import type { NoticesService } from '#modules/notices/index.ts';
import type { ReadingService } from '#modules/reader/index.ts';
import { exchangeablePoints, type WalletService } from '#modules/wallet/index.ts';
import type { MemberPartSource } from './member-initialize.ts';

/** How many of a member's last reads initialize sends. */
const LAST_READS = 10;

/**
 * The modules' contributions to a member's initialize (each write behind them tells the `member` topic):
 * the pending term and agreement flags (notices), the unread notice count (notices), balances and premium
 * (wallet), the last reads (reader), the running stamp card (rewards), the linked ドットマネー account (affiliate). A new module's member fields are one more entry.
 */
export function memberInitializeSources(deps: {
  notices: NoticesService;
  wallet: WalletService;
  reading: ReadingService;
  /** The member's running stamp card (rewards; records the day's sign-in stamp first): its completion is a wallet write, which tells the member topic. */
  stampCard?: (userId: number) => Promise<{ campaignCode: string; gachaId: number | null; thumbnailUrl: string } | null>;
  /** The spec's dotmoneyAccount: the member's linked ドットマネー account (affiliate, decision 052); linking tells the member topic. */
  dotmoneyAccount?: (userId: number) => Promise<string | null>;
}): MemberPartSource[] {
  return [
    async ({ userId }) => {
      const { pending, isAgreedTerms, isAgreedPrivacy } = await deps.notices.terms.agreementState(userId);
      return { user: { isAgreedTerms, isAgreedPrivacy }, fields: { term: pending } };
    },
    async ({ userId }) => ({ user: { unreadInfoCount: await deps.notices.siteNotices.unreadCount(userId) } }),
    async ({ userId }) => {
      const { userPaidCoin: _paid, userBonusCoin: _bonus, ...balances } = await deps.wallet.balancesOf(userId);
      return { user: { ...balances, userCanExchangePoint: exchangeablePoints(balances.userPoint) } };
    },
    async ({ userId, userValidAdult }) => ({ user: { lastReadHistories: await deps.reading.lastRead(userId, LAST_READS, userValidAdult === AdultSetting.Enabled) } }),
    async ({ userId }) => {
      const card = (await deps.stampCard?.(userId)) ?? null;
      return { fields: { stamp_card_campaign_code: card?.campaignCode ?? null, stamp_card_gacha_id: card?.gachaId ?? null, stamp_card_thumbnail_url: card?.thumbnailUrl ?? null } };
    },
    async ({ userId }) => ({ user: { dotmoneyAccount: (await deps.dotmoneyAccount?.(userId)) ?? null } }),
  ];
}
