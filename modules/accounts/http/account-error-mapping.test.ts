import { describe, expect, it } from 'vitest';
import { AccountError, type AccountErrorCode } from '../account-errors.ts';
import { accountMailMessages } from '../account-mail-messages.ts';
import { accountMessages } from '../accounts-service.ts';
import { profileMessages } from '../profile-fields.ts';
import { socialMessages } from '../social/provider-names.ts';
import { accountErrorMapping } from './account-error-mapping.ts';

const form = (content: string) => ({ content, label: 'string', level: 'warning' });
const modal = (content: string, level = 'warning') => ({ content, label: 'modal', level });
const field = (path: string, message: string) => ({ errors: [{ path, message }] });
const problem = 'パスワードは8文字以上で入力してください';

/** Every code with the status and body the services' ApiErrors had before decision 030. */
const answers: Record<AccountErrorCode, [AccountError, number, object][]> = {
  'bad-credentials': [[new AccountError('bad-credentials'), 401, { message: form(accountMessages.badCredentials) }]],
  'password-refused': [[new AccountError('password-refused', { problem }), 400, { message: form(problem), ...field('password', problem) }]],
  'email-taken': [
    // Sign-up and the email change confirmation: no field; a social member's credentials form: on the email field.
    [new AccountError('email-taken'), 409, { message: form(accountMessages.emailTaken) }],
    [new AccountError('email-taken', { field: 'email' }), 409, { message: form(accountMessages.emailTaken), ...field('email', accountMessages.emailTaken) }],
  ],
  'email-unchanged': [[new AccountError('email-unchanged'), 400, { message: form(accountMailMessages.emailUnchanged), ...field('email', accountMailMessages.emailUnchanged) }]],
  'password-wrong': [[new AccountError('password-wrong'), 400, { message: form(accountMailMessages.passwordWrong), ...field('password', accountMailMessages.passwordWrong) }]],
  'current-password-wrong': [
    [
      new AccountError('current-password-wrong'),
      400,
      { message: form(accountMailMessages.currentPasswordWrong), ...field('current_password', accountMailMessages.currentPasswordWrong) },
    ],
  ],
  'leave-password-wrong': [
    [new AccountError('leave-password-wrong'), 400, { message: form(profileMessages.deletePasswordWrong), ...field('password', profileMessages.deletePasswordWrong) }],
  ],
  'member-not-found': [[new AccountError('member-not-found'), 404, { message: modal('会員情報が見つかりません。', 'error') }]],
  'token-invalid': [[new AccountError('token-invalid'), 400, { message: form(accountMailMessages.tokenInvalid), ...field('token', 'invalid') }]],
  'token-used': [[new AccountError('token-used'), 410, { message: form(accountMailMessages.tokenUsed), ...field('token', 'used') }]],
  'token-expired': [[new AccountError('token-expired'), 410, { message: form(accountMailMessages.tokenExpired), ...field('token', 'expired') }]],
  'social-not-linked': [[new AccountError('social-not-linked'), 404, { message: modal(socialMessages.notLinked) }]],
  'last-sign-in-method': [[new AccountError('last-sign-in-method'), 409, { message: modal(socialMessages.lastSignInMethod) }]],
};

describe('the accounts error mapping', () => {
  it.each(Object.entries(answers).flatMap(([code, cases]) => cases.map((c) => [code, ...c] as const)))('answers %s as before', (_code, error, status, body) => {
    const answer = accountErrorMapping.toApiError(error)!;
    expect(answer.status).toBe(status);
    expect(answer.toJSON()).toEqual({ success: false, ...body });
  });
});
