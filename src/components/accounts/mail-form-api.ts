/** Posting the mail-flow forms (src/lib/http/form-post.ts does the work) and reading a dead link from the answer. */
import type { MailTokenState } from '../../../modules/accounts/client.ts';
import { postForm, type FormFailure } from '../../lib/http/form-post.ts';

export const MAIL_FORM_PATHS = {
  forgot: '/api/v1/password/forgot/',
  reset: '/api/v1/password/reset/',
  verify: '/api/v1/email/verify/',
  confirmEmail: '/api/v1/email/change/confirm/',
  changePassword: '/api/user/v1/profile/password/',
  changeEmail: '/api/user/v1/profile/email/',
} as const;

export type MailFormPath = (typeof MAIL_FORM_PATHS)[keyof typeof MAIL_FORM_PATHS];

export const FALLBACK_MESSAGE = '処理できませんでした。時間をおいて再度お試しください。';

export type MailFormAnswer =
  | { ok: true; message: string }
  | ({ ok: false; deadLink?: Exclude<MailTokenState, 'valid'> } & FormFailure);

const DEAD: readonly string[] = ['invalid', 'used', 'expired'];

/** POSTs the form; a refused link (`errors[].path` = token) comes back as `deadLink`. Never throws. */
export async function postMailForm(path: MailFormPath, body: Record<string, unknown>): Promise<MailFormAnswer> {
  const result = await postForm<{ success?: boolean; message?: { content?: string } }>(path, body, FALLBACK_MESSAGE);
  if (result.ok) return { ok: true, message: result.answer.message?.content ?? '' };
  const token = result.fields.token;
  if (token === undefined) return result;
  const deadLink = (DEAD.includes(token) ? token : 'invalid') as Exclude<MailTokenState, 'valid'>;
  return { ...result, deadLink };
}
