'use client';

import { useSnapshot } from 'valtio/react';
import { decideAffiliateAction } from '../lib/affiliate.ts';
import { AFFILIATE_URL } from '../site.ts';
import { appState } from '../state/app-store.ts';

/** Runs the affiliate action with the member state from initialize. */
export function AffiliateButton({ isLogin }: { isLogin: boolean }) {
  const snap = useSnapshot(appState);
  const onClick = () => {
    const decision = decideAffiliateAction({ ...snap.user, isLogin: snap.initialized ? snap.isLogin : isLogin }, AFFILIATE_URL);
    if (decision.kind === 'open') {
      window.open(decision.url, '_blank', 'noopener,noreferrer');
      return;
    }
    // needName: /profile/?dialog=account-holder shows the snackbar and opens the dialog once loaded.
    window.location.assign(decision.path);
  };
  return (
    <button type="button" className="button button--primary affiliate__cta" onClick={onClick}>
      アフィリエイトを始める
    </button>
  );
}
