/** Posting the sign-in and sign-up forms (src/lib/http/form-post.ts does the work). */
import { postForm, type FormFailure } from '../../lib/http/form-post.ts';

export { looksLikeEmail } from '../../lib/http/form-post.ts';

export type AccountAnswer = { ok: true } | ({ ok: false } & FormFailure);

export const FALLBACK_MESSAGE = '処理できませんでした。時間をおいて再度お試しください。';

export async function postAccount(path: '/api/v1/signin/' | '/api/v1/signup/', body: Record<string, unknown>): Promise<AccountAnswer> {
  const result = await postForm(path, body, FALLBACK_MESSAGE);
  return result.ok ? { ok: true } : result;
}
