'use client';

import type { ReactNode } from 'react';
import { useMemberProfile } from './member-store.ts';

type Known = { displayName: string | null; imageUrl: string | null };

/** The name and icon: given by a member's own render, else from the member state (the shared render's placeholder is empty). */
function useAccount({ displayName, imageUrl }: Known): { name: string | null; icon: string | null } {
  const profile = useMemberProfile();
  if (displayName !== null) return { name: displayName, icon: imageUrl };
  return profile ? { name: profile.name, icon: profile.icon } : { name: null, icon: null };
}

/** The user menu's summary (icon, 'マイページ', the unread dot): the same size before and after the member state arrives. */
export function MemberAccountSummary({ children, ...known }: Known & { children: ReactNode }) {
  const { name, icon } = useAccount(known);
  return (
    <summary className="site-account" aria-label={name ? `マイページ（${name}さんのメニュー）` : 'マイページのメニュー'}>
      {icon ? (
        <img className="site-account__icon" src={icon} width={24} height={24} alt="" />
      ) : (
        // The initial is drawn by CSS (attr()), so it is no text the name must contain (WCAG 2.5.3, axe label-content-name-mismatch).
        <span className="site-account__icon" aria-hidden="true" data-initial={name?.slice(0, 1) ?? ''} />
      )}
      <span className="site-account__label">マイページ</span>
      {children}
    </summary>
  );
}

/** '○○さん' at the top of the open menu. */
export function MemberName(known: Known) {
  const { name } = useAccount(known);
  return <p className="user-menu__name">{name ? `${name}さん` : '\u00a0'}</p>;
}
