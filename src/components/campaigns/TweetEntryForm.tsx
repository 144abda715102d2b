'use client';

/**
 * A tweet_present entry (/special/tweet_present/{code}/): the member pastes the address of their post on X.
 * Checked here with the same pattern as the server's zod schema (x.com or twitter.com, /{user}/status/{id});
 * the server's Japanese refusal (already entered, outside the window) shows above the form.
 */
import { useState, type FormEvent } from 'react';
import { POST_URL, POST_URL_MESSAGE } from '#modules/campaigns/client.ts';
import { postForm } from '../../lib/http/form-post.ts';
import { useFormSubmit } from '../../lib/forms/use-form-submit.ts';
import { apiClient } from '../../lib/http/index.ts';

const FIELDS = ['postUrl'] as const;

/** `initial`: a state to start from (stories): the address typed, its error, or the accepted entry's message. */
export function TweetEntryForm({ slug, initial }: { slug: string; initial?: { postUrl?: string; error?: string; done?: string } }) {
  const [postUrl, setPostUrl] = useState(initial?.postUrl ?? '');
  const [done, setDone] = useState<string | null>(initial?.done ?? null);
  const [initialError, setInitialError] = useState(initial?.error);
  const form = useFormSubmit(FIELDS);
  const { base, ready, summaryRef, formError, sending } = form;
  const errors = { postUrl: form.errors.postUrl ?? initialError };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await form.submit(
      () => postForm((headers) => apiClient.api.campaign.v1.tweet_present[':slug'].entry.index.$post({ param: { slug }, json: { postUrl: postUrl.trim() } }, { headers }), '応募できませんでした。時間をおいて再度お試しください。'),
      { check: () => (POST_URL.test(postUrl.trim()) ? {} : { postUrl: POST_URL_MESSAGE }), fieldsSummary: '入力内容をご確認ください。' },
    );
    if (result?.ok) setDone(result.answer.message?.content ?? '応募を受け付けました。');
  }

  if (done) {
    return (
      <div role="status" className="campaign-entry-done">
        <p>{done}</p>
      </div>
    );
  }
  const id = `${base}-postUrl`;
  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-busy={sending}>
      {formError && (
        <div ref={summaryRef} className="form-summary" role="alert" tabIndex={-1}>
          {formError}
        </div>
      )}
      <div className="form-field">
        <label htmlFor={id} className="form-field__label">
          ポストのURL<span className="form-field__required">必須</span>
        </label>
        <input
          id={id}
          name="postUrl"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://x.com/yomiba/status/1234567890"
          value={postUrl}
          onChange={(event) => {
            setPostUrl(event.target.value);
            setInitialError(undefined);
            form.clearError('postUrl');
          }}
          aria-invalid={errors.postUrl ? true : undefined}
          aria-describedby={errors.postUrl ? `${id}-error` : undefined}
        />
        {errors.postUrl && (
          <p id={`${id}-error`} className="form-field__error">
            {errors.postUrl}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={!ready || sending}>
        {sending ? '送信中…' : '応募する'}
      </button>
    </form>
  );
}

export default TweetEntryForm;
