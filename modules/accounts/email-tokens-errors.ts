import { AccountError } from './account-errors.ts';
import type { TokenState } from './email-tokens.ts';

/** A mailed link that does not work: unknown, used or expired (the API answers 400 or 410, see http/account-error-mapping.ts). */
export function tokenError(state: Exclude<TokenState, 'valid'>): AccountError {
  return new AccountError(`token-${state}`);
}
