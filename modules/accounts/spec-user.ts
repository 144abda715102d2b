/** The spec's User (§3), as `initialize` sends it (camelCase); shared by the server view and the client store. */
export interface SpecUser {
  userId: number;
  userDisplayName: string;
  userEmail: string;
  userImageUrl: string;
  userProvider: string;
  userProviderName: string;
  accountHolderFirstName: string;
  accountHolderLastName: string;
  userCoin: number;
  userPoint: number;
  userCanExchangePoint: number;
  userTicket: number;
  premiumUserTicketRemained: number;
  /** -1 by default. */
  premiumUserTicketExpireDays: number;
  userCoupon: number;
  userCouponLimit: number;
  userPremium: boolean;
  /** 2 by default; 1 = adult-valid (sees TL / BL), 0 = not. */
  userValidAdult: number;
  isStaff: boolean;
  unreadInfoCount: number;
  isAgreedTerms: boolean;
  isAgreedPrivacy: boolean;
  firstPaidDate: string | null;
  dotmoneyAccount: string | null;
  isLineLinked: boolean;
  lastReadHistories: unknown[];
}
