/**
 * The affiliate action (spec §4 "Affiliate action", §5):
 * - signed out: /signin/ with next set to '/';
 * - signed in without a first or last account-holder name: snackbar, /profile/, and the name-input dialog;
 * - signed in with a name: the external affiliate page in a new tab.
 */
import { AFFILIATE_NAME_REQUIRED } from '#modules/accounts/client.ts';

export const AFFILIATE_SIGNIN_PATH = '/signin/?next=%2F';
/** /profile/ opens the account holder name dialog when it gets this query. */
export const PROFILE_NAME_DIALOG_PATH = '/profile/?dialog=account-holder';

export type AffiliateUser = { isLogin: boolean; accountHolderFirstName?: string | null; accountHolderLastName?: string | null };
export type AffiliateDecision = { kind: 'signin'; path: string } | { kind: 'needName'; message: string; path: string } | { kind: 'open'; url: string };

export function decideAffiliateAction(user: AffiliateUser, affiliateUrl: string): AffiliateDecision {
  if (!user.isLogin) return { kind: 'signin', path: AFFILIATE_SIGNIN_PATH };
  const hasName = Boolean(user.accountHolderFirstName?.trim() || user.accountHolderLastName?.trim());
  if (!hasName) return { kind: 'needName', message: AFFILIATE_NAME_REQUIRED, path: PROFILE_NAME_DIALOG_PATH };
  return { kind: 'open', url: affiliateUrl };
}
