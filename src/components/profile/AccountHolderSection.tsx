'use client';

import { useEffect, useState } from 'react';
import { AFFILIATE_NAME_REQUIRED } from '#modules/accounts/client.ts';
import { openModal } from '../../state/modal-store.ts';
import { showSnackbar } from '../../state/snackbar-store.ts';

export type AccountHolderSectionProps = {
  lastName: string;
  firstName: string;
  /** Opened by the affiliate action: show its snackbar and the dialog at once. */
  openDialog?: boolean;
};

/** アフィリエイト連携項目: the account holder's name, edited in the name-input dialog. */
export function AccountHolderSection({ lastName, firstName, openDialog = false }: AccountHolderSectionProps) {
  const [name, setName] = useState({ lastName, firstName });
  const open = () => openModal('accountHolderName', { ...name, onSaved: setName });
  useEffect(() => {
    if (!openDialog) return;
    showSnackbar(AFFILIATE_NAME_REQUIRED);
    open();
    // Once, on the first paint: the query is the affiliate action asking for the dialog.
  }, []);
  const registered = Boolean(name.lastName || name.firstName);
  return (
    <div className="profile-form">
      <dl className="profile-facts">
        <div>
          <dt>氏名（姓名）</dt>
          <dd data-testid="account-holder-name">{registered ? `${name.lastName} ${name.firstName}`.trim() : '未登録'}</dd>
        </div>
      </dl>
      <button type="button" className="button button--primary profile-form__submit" onClick={open}>
        {registered ? '氏名を変更する' : '氏名を登録する'}
      </button>
    </div>
  );
}
