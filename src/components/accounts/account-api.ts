/** Posting the sign-in and sign-up forms (src/lib/http/form-post.ts does the work). */
import type { InferRequestType } from 'hono/client';
import { postForm, type FormFailure } from '../../lib/http/form-post.ts';
import { apiClient } from '../../lib/http/index.ts';

export { looksLikeEmail } from '../../lib/http/form-post.ts';

export type AccountAnswer = { ok: true } | ({ ok: false } & FormFailure);

export const FALLBACK_MESSAGE = '処理できませんでした。時間をおいて再度お試しください。';

type SignIn = InferRequestType<typeof apiClient.api.v1.signin.index.$post>['json'];
type SignUp = InferRequestType<typeof apiClient.api.v1.signup.index.$post>['json'];

export async function postAccount(form: 'signin', body: SignIn): Promise<AccountAnswer>;
export async function postAccount(form: 'signup', body: SignUp): Promise<AccountAnswer>;
export async function postAccount(form: 'signin' | 'signup', body: SignIn | SignUp): Promise<AccountAnswer> {
  const result =
    form === 'signin'
      ? await postForm((headers) => apiClient.api.v1.signin.index.$post({ json: body as SignIn }, { headers }), FALLBACK_MESSAGE)
      : await postForm((headers) => apiClient.api.v1.signup.index.$post({ json: body as SignUp }, { headers }), FALLBACK_MESSAGE);
  return result.ok ? { ok: true } : result;
}
