import { ApiError } from '#platform/http/api-error.ts';
import { mapDomainErrors } from '#platform/http/domain-error-mapping.ts';
import { AccountError } from '../account-errors.ts';
import { accountMailMessages, tokenStateMessage } from '../account-mail-messages.ts';
import { accountMessages } from '../accounts-service.ts';
import { profileMessages } from '../profile-fields.ts';
import { socialMessages } from '../social/provider-names.ts';

/** A form's answer: the message under the form, and on the field when one is named. */
const formError = (status: 400 | 401 | 409, content: string, field?: string) =>
  new ApiError(status, { content, label: 'string', level: 'warning' }, field ? [{ path: field, message: content }] : undefined);

/**
 * A mailed link that does not work: 400 for an unknown token, 410 for a used or expired one;
 * `errors[0].path` is `token` (and its message the state) so a form can switch to its "link no longer works" state.
 */
const linkError = (state: 'invalid' | 'used' | 'expired') =>
  new ApiError(state === 'invalid' ? 400 : 410, { content: tokenStateMessage(state), label: 'string', level: 'warning' }, [{ path: 'token', message: state }]);

/** How the API answers the accounts module's refusals (decision 030). */
export const accountErrorMapping = mapDomainErrors(AccountError, {
  'bad-credentials': () => formError(401, accountMessages.badCredentials),
  'password-refused': ({ details }) => formError(400, details?.problem ?? '', 'password'),
  'email-taken': ({ details }) => formError(409, accountMessages.emailTaken, details?.field),
  'email-unchanged': () => formError(400, accountMailMessages.emailUnchanged, 'email'),
  'password-wrong': () => formError(400, accountMailMessages.passwordWrong, 'password'),
  'current-password-wrong': () => formError(400, accountMailMessages.currentPasswordWrong, 'current_password'),
  'leave-password-wrong': () => formError(400, profileMessages.deletePasswordWrong, 'password'),
  'member-not-found': () => new ApiError(404, { content: '会員情報が見つかりません。', label: 'modal', level: 'error' }),
  'token-invalid': () => linkError('invalid'),
  'token-used': () => linkError('used'),
  'token-expired': () => linkError('expired'),
  'social-not-linked': () => new ApiError(404, { content: socialMessages.notLinked, label: 'modal', level: 'warning' }),
  'last-sign-in-method': () => new ApiError(409, { content: socialMessages.lastSignInMethod, label: 'modal', level: 'warning' }),
});
