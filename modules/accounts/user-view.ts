import type { User } from './entities/user.ts';
import type { SpecUser } from './spec-user.ts';
import { USER_PROVIDER_NAMES, type SocialProviderId } from './social/provider-names.ts';

/**
 * The spec's User (§3) as `initialize` sends it, camelCase (src/state/app-store.ts `mapUser`).
 * Balances, premium, coupons and history belong to later modules and are their defaults for now.
 */
export type UserView = SpecUser;

/** What the view reads of a user (the entity, or a row of the session lookup). */
export type ViewedUser = Pick<
  User,
  'id' | 'displayName' | 'email' | 'imageUrl' | 'accountHolderFirstName' | 'accountHolderLastName' | 'userValidAdult' | 'isStaff' | 'isAgreedTerms' | 'isAgreedPrivacy'
> & { passwordHash?: string | null; hasPassword?: boolean };

/** The member's linked provider accounts, as the view needs them. */
export type ViewIdentity = { provider: SocialProviderId; createdAccount: boolean };

/**
 * How the member signed up: the provider whose account created them while it is still linked,
 * otherwise 'email' once they have a password, otherwise the first account they still have linked
 * (`identities` oldest first).
 */
function signUpProvider(user: ViewedUser, identities: ViewIdentity[]): keyof typeof USER_PROVIDER_NAMES | '' {
  const creator = identities.find((i) => i.createdAccount);
  if (creator) return creator.provider;
  if (user.hasPassword ?? user.passwordHash) return 'email';
  return identities[0]?.provider ?? '';
}

export function toUserView(user: ViewedUser, identities: ViewIdentity[] = []): UserView {
  const provider = signUpProvider(user, identities);
  return {
    userId: user.id,
    userDisplayName: user.displayName,
    userEmail: user.email ?? '',
    userImageUrl: user.imageUrl ?? '',
    userProvider: provider,
    userProviderName: provider ? USER_PROVIDER_NAMES[provider] : '',
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
    isLineLinked: identities.some((i) => i.provider === 'line'),
    lastReadHistories: [],
  };
}
