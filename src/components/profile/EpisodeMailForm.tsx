'use client';

import { useState } from 'react';
import { FormError } from './FormError';
import { usePostForm } from './use-post-form';
import { PROFILE_FORMS } from './profile-api.ts';

/**
 * The new-episode digest on /profile/ (decision 055): one mail a day, from 07:00, listing the new episodes
 * of the member's favourites the day before. The messages in /message/ come either way.
 */
export function EpisodeMailForm({ enabled: initial, hasEmail }: { enabled: boolean; hasEmail: boolean }) {
  const [enabled, setEnabled] = useState(initial);
  const form = usePostForm<'enabled'>(PROFILE_FORMS.episodeMail);
  return (
    <div className="profile-form" aria-busy={form.sending}>
      <FormError message={form.formError} summaryRef={form.summaryRef} />
      <p className="profile-setting__state">
        現在の設定：<strong>{enabled ? '受け取る' : '受け取らない'}</strong>
      </p>
      {hasEmail ? (
        <button
          type="button"
          className={enabled ? 'button profile-form__submit' : 'button button--primary profile-form__submit'}
          disabled={form.sending}
          onClick={() => void form.send({ enabled: !enabled }, () => setEnabled(!enabled))}
        >
          {enabled ? 'メールを停止する' : 'メールを受け取る'}
        </button>
      ) : (
        <p className="profile-section__lead">確認済みのメールアドレスを登録すると受け取れます。</p>
      )}
    </div>
  );
}
