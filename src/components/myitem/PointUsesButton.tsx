'use client';

import { openRecommendPoint } from './myitem-modal-store.ts';

/** Opens the recommend point modal: what the member's points can do. */
export function PointUsesButton({ points, exchangeablePoints }: { points: number; exchangeablePoints: number }) {
  return (
    <button type="button" className="myitem-link-button" onClick={() => openRecommendPoint({ points, exchangeablePoints })}>
      ポイントの使い道
    </button>
  );
}
