'use client';

import { useSnapshot } from 'valtio/react';
import { appState } from '../../state/app-store.ts';

/** The member's unread site notices (User.unreadInfoCount from initialize); nothing when none. */
export function UnreadInfoBadge({ variant = 'count' }: { variant?: 'count' | 'dot' }) {
  const { user, isLogin } = useSnapshot(appState);
  const count = isLogin ? user.unreadInfoCount : 0;
  if (count <= 0) return null;
  if (variant === 'dot') return <span className="unread-dot" aria-label={`未読のお知らせ${count}件`} />;
  return (
    <span className="unread-badge" aria-label={`未読${count}件`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
