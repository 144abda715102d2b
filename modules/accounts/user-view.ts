import type { User } from './entities/user.ts';
import type { SpecUser } from './spec-user.ts';

/**
 * The spec's User (§3) as `initialize` sends it, camelCase (src/state/app-store.ts `mapUser`).
 * Balances, premium, coupons and history belong to later modules and are their defaults for now.
 */
export type UserView = SpecUser;

export function toUserView(user: User): UserView {
  return {
    userId: user.id,
    userDisplayName: user.displayName,
    userEmail: user.email ?? '',
    userImageUrl: user.imageUrl ?? '',
    userProvider: user.passwordHash ? 'email' : '',
    userProviderName: user.passwordHash ? 'メールアドレス' : '',
    accountHolderFirstName: user.accountHolderFirstName ?? '',
    accountHolderLastName: user.accountHolderLastName ?? '',
    userCoin: 0,
    userPoint: 0,
    userCanExchangePoint: 0,
    userTicket: 0,
    premiumUserTicketRemained: 0,
    premiumUserTicketExpireDays: -1,
    userCoupon: 0,
    userCouponLimit: 0,
    userPremium: false,
    userValidAdult: user.userValidAdult,
    isStaff: user.isStaff,
    unreadInfoCount: 0,
    isAgreedTerms: user.isAgreedTerms,
    isAgreedPrivacy: user.isAgreedPrivacy,
    firstPaidDate: null,
    dotmoneyAccount: null,
    isLineLinked: false,
    lastReadHistories: [],
  };
}
