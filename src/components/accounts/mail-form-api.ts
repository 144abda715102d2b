/** Posting the mail-flow forms (src/lib/http/form-post.ts does the work) and reading a dead link from the answer. */
import type { MailTokenState } from '#modules/accounts/client.ts';
import type { InferRequestType } from 'hono/client';
import { postForm, type FormFailure } from '../../lib/http/form-post.ts';
import { apiClient, type ApiCall } from '../../lib/http/index.ts';

const v1 = apiClient.api.v1;
const profile = apiClient.api.user.v1.profile;

/** Each mail-flow form's call, typed by its route. */
export const MAIL_FORMS = {
  forgot: (json: InferRequestType<typeof v1.password.forgot.index.$post>['json'], headers: Record<string, string>) => v1.password.forgot.index.$post({ json }, { headers }),
  reset: (json: InferRequestType<typeof v1.password.reset.index.$post>['json'], headers: Record<string, string>) => v1.password.reset.index.$post({ json }, { headers }),
  verify: (json: InferRequestType<typeof v1.email.verify.index.$post>['json'], headers: Record<string, string>) => v1.email.verify.index.$post({ json }, { headers }),
  confirmEmail: (json: InferRequestType<typeof v1.email.change.confirm.index.$post>['json'], headers: Record<string, string>) => v1.email.change.confirm.index.$post({ json }, { headers }),
  changePassword: (json: InferRequestType<typeof profile.password.index.$post>['json'], headers: Record<string, string>) => profile.password.index.$post({ json }, { headers }),
  changeEmail: (json: InferRequestType<typeof profile.email.index.$post>['json'], headers: Record<string, string>) => profile.email.index.$post({ json }, { headers }),
};

export const FALLBACK_MESSAGE = '処理できませんでした。時間をおいて再度お試しください。';

export type MailFormAnswer =
  | { ok: true; message: string }
  | ({ ok: false; deadLink?: Exclude<MailTokenState, 'valid'> } & FormFailure);

const DEAD: readonly string[] = ['invalid', 'used', 'expired'];

/** POSTs the form; a refused link (`errors[].path` = token) comes back as `deadLink`. Never throws. */
export async function postMailForm<J>(send: (json: J, headers: Record<string, string>) => Promise<ApiCall>, body: J): Promise<MailFormAnswer> {
  const result = await postForm((headers) => send(body, headers), FALLBACK_MESSAGE);
  if (result.ok) return { ok: true, message: (result.answer as { message?: { content?: string } | null }).message?.content ?? '' };
  const token = result.fields.token;
  if (token === undefined) return result;
  const deadLink = (DEAD.includes(token) ? token : 'invalid') as Exclude<MailTokenState, 'valid'>;
  return { ...result, deadLink };
}
