'use client';

import { useState } from 'react';
import { logout } from '../lib/logout.ts';

export function LogoutButton({ className = 'button' }: { className?: string }) {
  const [sending, setSending] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={sending}
      onClick={() => {
        setSending(true);
        void logout().finally(() => setSending(false));
      }}
    >
      ログアウト
    </button>
  );
}
