'use client';

import { AdultSetting } from '#modules/accounts/client.ts';
import { useState } from 'react';
import { ADULT_CONFIRM_MESSAGE } from '../../lib/adult-content.ts';
import { showConfirm } from '../../state/modal-store.ts';
import { FormError } from './FormError';
import { usePostForm } from './use-post-form';
import { PROFILE_FORMS } from './profile-api.ts';

/**
 * The adult-content setting on /profile/: turning it on asks for the age confirmation first (the
 * persistent adult confirm modal); turning it off needs no confirmation.
 */
export function AdultSettingForm({ userValidAdult }: { userValidAdult: number }) {
  const [enabled, setEnabled] = useState(userValidAdult === AdultSetting.Enabled);
  const form = usePostForm<'enabled'>(PROFILE_FORMS.adultSetting);
  const turnOn = () =>
    showConfirm({
      isAdult: true,
      persistent: false,
      headerMessage: ADULT_CONFIRM_MESSAGE,
      cancelMessage: 'キャンセル',
      confirmMethod: () => void form.send({ enabled: true }, () => setEnabled(true)),
    });
  return (
    <div className="profile-form" aria-busy={form.sending}>
      <FormError message={form.formError} summaryRef={form.summaryRef} />
      <p className="profile-setting__state">
        現在の設定：<strong>{enabled ? '成人向け作品を表示する（年齢確認済み）' : '成人向け作品を表示しない'}</strong>
      </p>
      {enabled ? (
        <button type="button" className="button profile-form__submit" disabled={form.sending} onClick={() => void form.send({ enabled: false }, () => setEnabled(false))}>
          表示しない設定にする
        </button>
      ) : (
        <button type="button" className="button button--primary profile-form__submit" disabled={form.sending} onClick={turnOn}>
          年齢確認をして表示する
        </button>
      )}
    </div>
  );
}
