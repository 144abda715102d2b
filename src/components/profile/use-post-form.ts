'use client';

import { postForm } from '../../lib/http/form-post.ts';
import { useFormSubmit, type FieldErrors } from '../../lib/forms/use-form-submit.ts';
import { showSnackbar } from '../../state/snackbar-store.ts';

export const PROFILE_FALLBACK = '保存できませんでした。時間をおいて再度お試しください。';

/**
 * One small profile form's posting, on the site's form helper (useFormSubmit): field errors from the
 * server (`errors[].path`), a line above the form, and a snackbar with the server's message on success.
 */
export function usePostForm<F extends string>(path: string) {
  const form = useFormSubmit<F>(null);

  async function send(body: Record<string, unknown>, onDone?: () => void): Promise<boolean> {
    const answer = await form.submit(() => postForm<{ success?: boolean; message?: { content?: string } }>(path, body, PROFILE_FALLBACK));
    if (!answer?.ok) return false;
    if (answer.answer.message?.content) showSnackbar(answer.answer.message.content);
    onDone?.();
    return true;
  }

  const setErrors = (errors: FieldErrors<F>) => form.showErrors(errors);
  return { errors: form.errors, setErrors, formError: form.formError, sending: form.sending, send, summaryRef: form.summaryRef };
}
