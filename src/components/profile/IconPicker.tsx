'use client';

import { useState } from 'react';
import { PROFILE_ICON_COUNT, profileIconUrl } from '#modules/accounts/client.ts';
import { FormError } from './FormError';
import { usePostForm } from './use-post-form';
import { PROFILE_FORMS } from './profile-api.ts';

const ICONS = Array.from({ length: PROFILE_ICON_COUNT }, (_, i) => i + 1);

/** Picks one of the preset profile icons (POST /api/user/v1/profile/icon/); saved on tap. */
export function IconPicker({ imageUrl }: { imageUrl: string }) {
  const [current, setCurrent] = useState(imageUrl);
  const form = usePostForm<'icon'>(PROFILE_FORMS.icon);
  return (
    <fieldset className="icon-picker" aria-busy={form.sending}>
      <legend className="form-field__label">アイコン</legend>
      <FormError message={form.formError} summaryRef={form.summaryRef} />
      <div className="icon-picker__grid" role="radiogroup" aria-label="アイコンを選ぶ">
        {ICONS.map((icon) => {
          const url = profileIconUrl(icon);
          const checked = current === url;
          return (
            <button
              key={icon}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={`アイコン${icon}`}
              className="icon-picker__option"
              disabled={form.sending}
              onClick={() => void form.send({ icon }, () => setCurrent(url))}
            >
              <img src={url} width={56} height={56} alt="" />
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
