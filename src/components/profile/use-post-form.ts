'use client';

import { postForm } from '../../lib/http/form-post.ts';
import { useFormSubmit, type FieldErrors } from '../../lib/forms/use-form-submit.ts';
import type { ApiCall } from '../../lib/http/index.ts';
import { showSnackbar } from '../../state/snackbar-store.ts';

export const PROFILE_FALLBACK = '保存できませんでした。時間をおいて再度お試しください。';

/**
 * One small profile form's posting, on the site's form helper (useFormSubmit): field errors from the
 * server (`errors[].path`), a line above the form, and a snackbar with the server's message on success.
 */
export function usePostForm<F extends string>(call: (json: never, headers: Record<string, string>) => Promise<ApiCall>) {
  const form = useFormSubmit<F>(null);

  async function send(body: Record<string, unknown>, onDone?: () => void): Promise<boolean> {
    const answer = await form.submit(() => postForm((headers) => call(body as never, headers), PROFILE_FALLBACK));
    if (!answer?.ok) return false;
    const content = (answer.answer as { message?: { content?: string } | null }).message?.content;
    if (content) showSnackbar(content);
    onDone?.();
    return true;
  }

  const setErrors = (errors: FieldErrors<F>) => form.showErrors(errors);
  return { errors: form.errors, setErrors, formError: form.formError, sending: form.sending, send, summaryRef: form.summaryRef };
}
