/**
 * Posting a form as JSON: the shared HTTP client (15000 ms timeout with its snackbar) with the CSRF
 * header, and the API's failure shape turned into what a form shows (a line above it, field problems).
 */
import { ERROR_MESSAGES } from '../../state/constants.ts';
import { csrfHeaders } from './csrf.ts';
import { HttpStatusError } from './errors.ts';
import { answerOf, type AnswerOf, type ApiCall } from './api-client.ts';

export type FormFailure = {
  /** The line above the form (role="alert"). */
  message: string;
  /** Field problems from the server's `errors[]`, by path (first one per field). */
  fields: Record<string, string>;
  status?: number;
};

export type FormAnswer<T> = ({ ok: true } & { answer: T }) | ({ ok: false } & FormFailure);

type ErrorBody = { message?: { content?: unknown }; errors?: { path?: unknown; message?: unknown }[] };

/** What a failed call means for a form; `fallback` when the server said nothing usable. */
export function describeFailure(error: unknown, fallback: string): FormFailure {
  if (error instanceof HttpStatusError) {
    const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as ErrorBody;
    const fields: Record<string, string> = {};
    for (const problem of Array.isArray(body.errors) ? body.errors : []) {
      if (typeof problem?.path === 'string' && typeof problem.message === 'string' && !fields[problem.path]) fields[problem.path] = problem.message;
    }
    if (error.status === 504) return { message: ERROR_MESSAGES.network, fields, status: error.status };
    const content = error.serverMessage?.content ?? (typeof body.message?.content === 'string' ? body.message.content : undefined);
    return { message: content || fallback, fields, status: error.status };
  }
  return { message: ERROR_MESSAGES.network, fields: {} };
}

type Said = { success?: boolean; message?: { content?: string } | null };

/**
 * Sends a form through the typed client (`send` gets the CSRF headers: `(headers) => apiClient.api....$post({ json }, { headers })`);
 * never throws. Success means `success: true` in the answer.
 */
export async function postForm<R extends ApiCall>(send: (headers: Record<string, string>) => Promise<R>, fallback: string): Promise<FormAnswer<AnswerOf<R>>> {
  try {
    const answer = await answerOf(send(await csrfHeaders()));
    const said = (answer && typeof answer === 'object' ? answer : undefined) as Said | undefined;
    if (said?.success === true) return { ok: true, answer };
    return { ok: false, message: said?.message?.content || fallback, fields: {} };
  } catch (error) {
    return { ok: false, ...describeFailure(error, fallback) };
  }
}

/** A rough email check for forms (the server has the final say). */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
