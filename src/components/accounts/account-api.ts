/**
 * Posting the sign-in and sign-up forms: the shared HTTP client (15000 ms timeout, timeout snackbar)
 * with the CSRF header, and the API's failure shape turned into what the forms show.
 */
import { csrfHeaders } from '../../lib/http/csrf.ts';
import { http, HttpNetworkError, HttpStatusError, HttpTimeoutError } from '../../lib/http/index.ts';
import { ERROR_MESSAGES } from '../../state/constants.ts';

export type AccountFailure = {
  /** The line above the form (role="alert"). */
  message: string;
  /** Field problems from the server's `errors[]`, by path (first one per field). */
  fields: Record<string, string>;
  status?: number;
};

export type AccountAnswer = { ok: true } | ({ ok: false } & AccountFailure);

export const FALLBACK_MESSAGE = '処理できませんでした。時間をおいて再度お試しください。';

type ErrorBody = { message?: { content?: unknown }; errors?: { path?: unknown; message?: unknown }[] };

/** What a failed call means for the form. */
export function describeFailure(error: unknown): AccountFailure {
  if (error instanceof HttpStatusError) {
    const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as ErrorBody;
    const fields: Record<string, string> = {};
    for (const problem of Array.isArray(body.errors) ? body.errors : []) {
      if (typeof problem?.path === 'string' && typeof problem.message === 'string' && !fields[problem.path]) fields[problem.path] = problem.message;
    }
    if (error.status === 504) return { message: ERROR_MESSAGES.network, fields, status: error.status };
    const content = error.serverMessage?.content ?? (typeof body.message?.content === 'string' ? body.message.content : undefined);
    return { message: content || FALLBACK_MESSAGE, fields, status: error.status };
  }
  if (error instanceof HttpNetworkError || error instanceof HttpTimeoutError) return { message: ERROR_MESSAGES.network, fields: {} };
  return { message: ERROR_MESSAGES.network, fields: {} };
}

/** POSTs JSON to an accounts endpoint; never throws. */
export async function postAccount(path: '/api/v1/signin/' | '/api/v1/signup/', body: Record<string, unknown>): Promise<AccountAnswer> {
  try {
    const headers = await csrfHeaders();
    const answer = await http.post<{ success?: boolean; message?: { content?: string } }>(path, body, { headers });
    if (answer && typeof answer === 'object' && answer.success === true) return { ok: true };
    return { ok: false, message: answer?.message?.content || FALLBACK_MESSAGE, fields: {} };
  } catch (error) {
    return { ok: false, ...describeFailure(error) };
  }
}

/** Same rough email check as the contact form (the server has the final say). */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
