'use client';

/**
 * The member's running stamp card (initialize's stamp_card_* fields) on the client: copied into the
 * lottery state, and shown in the stamp card modal once per JST day (the day's sign-in stamp has just
 * been pressed), unless another modal has the floor or the page is the viewer or the card's own page.
 * Renders nothing. Mounted once by the root layout.
 */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { stampCardApi } from '../../lib/stamp-card-api.ts';
import { appState } from '../../state/app-store.ts';
import { markDailyStampCardShown, shouldShowDailyStampCard } from '../../state/daily-stamp-card.ts';
import { browserStorage } from '../../state/local-storage.ts';
import { modalState } from '../../state/modal-store.ts';
import { applyRunningStampCard, showStampCard, type StampCardApi } from '../../state/stamp-card-store.ts';

export interface StampCardDailyProps {
  api?: StampCardApi;
  storage?: Storage | null;
  now?: () => Date;
  path?: string;
}

export function StampCardDaily({ api = stampCardApi, storage, now = () => new Date(), path }: StampCardDailyProps) {
  const { initialized, isLogin, stampCardCampaignCode, stampCardGachaId, stampCardThumbnailUrl, errorScreen } = useSnapshot(appState);
  const done = useRef(false);

  useEffect(() => {
    applyRunningStampCard({ stampCardCampaignCode, stampCardGachaId, stampCardThumbnailUrl });
  }, [stampCardCampaignCode, stampCardGachaId, stampCardThumbnailUrl]);

  useEffect(() => {
    if (done.current || !initialized || !isLogin || !stampCardCampaignCode || errorScreen) return;
    done.current = true;
    const where = path ?? window.location.pathname;
    if (where.startsWith('/bv/') || where.startsWith('/gift/stamp_card/')) return;
    if (modalState.stack.length > 0) return;
    const target = storage === undefined ? browserStorage() : storage;
    const at = now();
    if (!shouldShowDailyStampCard(target, at)) return;
    markDailyStampCardShown(target, at);
    void showStampCard(api, stampCardCampaignCode);
  }, [initialized, isLogin, stampCardCampaignCode, errorScreen]);

  return null;
}

export default StampCardDaily;
