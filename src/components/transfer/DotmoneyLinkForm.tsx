'use client';

import { useState, type FormEvent } from 'react';
import { useFormSubmit } from '../../lib/forms/use-form-submit.ts';
import { postForm } from '../../lib/http/form-post.ts';
import { apiClient } from '../../lib/http/index.ts';

const FIELDS = ['dotmoney_account'] as const;

/** Links (or replaces) the member's ドットマネー account through the provider; the page reloads with it. */
export function DotmoneyLinkForm({ linked }: { linked: string | null }) {
  const [number, setNumber] = useState('');
  const form = useFormSubmit(FIELDS);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit(
      () => postForm((headers) => apiClient.api.v1.transfer.dotmoney.index.$post({ json: { account_number: number } }, { headers }), '連携できませんでした。'),
      { pendingAfterSuccess: true, check: () => (number.trim() ? {} : { dotmoney_account: 'ドットマネー口座番号を入力してください。' }) },
    );
    if (answer?.ok) window.location.reload();
  };
  return (
    <form className="transfer-form" onSubmit={submit} noValidate>
      <p>{linked ? `連携中の口座：${linked}` : 'ドットマネー口座は未連携です。'}</p>
      <div className="form-field">
        <label className="form-field__label" htmlFor={form.id('dotmoney_account')}>
          ドットマネー口座番号（16桁）
        </label>
        <input id={form.id('dotmoney_account')} inputMode="numeric" autoComplete="off" value={number} onChange={(e) => setNumber(e.target.value)} aria-invalid={form.errors.dotmoney_account ? true : undefined} />
        {form.errors.dotmoney_account && <p className="form-field__error">{form.errors.dotmoney_account}</p>}
        {form.formError && <p className="form-field__error">{form.formError}</p>}
      </div>
      <div className="transfer-form__actions">
        <button type="submit" className="button button--secondary" disabled={!form.ready || form.sending}>
          {linked ? '口座を変更する' : '連携する'}
        </button>
      </div>
    </form>
  );
}
