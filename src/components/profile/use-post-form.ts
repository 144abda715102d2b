'use client';

import { useRef, useState } from 'react';
import { postForm } from '../../lib/http/form-post.ts';
import { showSnackbar } from '../../state/snackbar-store.ts';

export const PROFILE_FALLBACK = '保存できませんでした。時間をおいて再度お試しください。';

/**
 * One small profile form's posting state: field errors from the server (`errors[].path`), a line
 * above the form, and a snackbar with the server's message on success.
 */
export function usePostForm<F extends string>(path: string) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  async function send(body: Record<string, unknown>, onDone?: () => void): Promise<boolean> {
    if (sending) return false;
    setSending(true);
    setFormError(null);
    setErrors({});
    const answer = await postForm<{ success?: boolean; message?: { content?: string } }>(path, body, PROFILE_FALLBACK);
    setSending(false);
    if (answer.ok) {
      if (answer.answer.message?.content) showSnackbar(answer.answer.message.content);
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
