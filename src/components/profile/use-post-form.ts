'use client';

import { useRef, useState } from 'react';
import { postForm } from '../../lib/http/form-post.ts';
import type { ApiCall } from '../../lib/http/index.ts';
import { showSnackbar } from '../../state/snackbar-store.ts';

export const PROFILE_FALLBACK = '保存できませんでした。時間をおいて再度お試しください。';

/**
 * One small profile form's posting state: field errors from the server (`errors[].path`), a line
 * above the form, and a snackbar with the server's message on success.
 */
export function usePostForm<F extends string>(call: (json: never, headers: Record<string, string>) => Promise<ApiCall>) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  async function send(body: Record<string, unknown>, onDone?: () => void): Promise<boolean> {
    if (sending) return false;
    setSending(true);
    setFormError(null);
    setErrors({});
    const answer = await postForm((headers) => call(body as never, headers), PROFILE_FALLBACK);
    setSending(false);
    if (answer.ok) {
      const content = (answer.answer as { message?: { content?: string } | null }).message?.content;
      if (content) showSnackbar(content);
      onDone?.();
      return true;
    }
    setErrors(answer.fields as Partial<Record<F, string>>);
    setFormError(Object.keys(answer.fields).length > 0 ? null : answer.message);
    requestAnimationFrame(() => summaryRef.current?.focus());
    return false;
  }

  return { errors, setErrors, formError, sending, send, summaryRef };
}
