import { ApiError } from '../../platform/http/api-error.ts';
import { tokenStateMessage } from './account-mail-messages.ts';
import type { TokenState } from './email-tokens.ts';

/**
 * The answer for a link that does not work: 400 for an unknown token, 410 for a used or expired one;
 * `errors[0].path` is `token` so a form can switch to its "link no longer works" state.
 */
export function tokenError(state: Exclude<TokenState, 'valid'>): ApiError {
  const content = tokenStateMessage(state);
  return new ApiError(state === 'invalid' ? 400 : 410, { content, label: 'string', level: 'warning' }, [{ path: 'token', message: state }]);
}
