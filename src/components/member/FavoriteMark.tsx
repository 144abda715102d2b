'use client';

import { MEMBER_TITLE_ATTRIBUTE } from '#modules/member-pages/client.ts';
import { useIsFavorite, useIsPurchased } from './member-store.ts';

/**
 * A title card's お気に入り mark, laid over its cover (it never moves the card). `initial`: known by a
 * member's own render; otherwise the member state decides (an audience's shared render shows none,
 * and names the title so the server's state covers it: decision 045).
 */
export function FavoriteMark({ titleCode, initial = false, className = 'mark mark--favorite title-card__favorite' }: { titleCode: string; initial?: boolean; className?: string }) {
  const known = useIsFavorite(titleCode);
  const shown = known ?? initial;
  return (
    <span className={className} data-testid={shown ? 'favorite-mark' : undefined} hidden={!shown} {...{ [MEMBER_TITLE_ATTRIBUTE]: titleCode }}>
      お気に入り
    </span>
  );
}

/** A title card's 購入済み mark (the member bought or rents some of it), laid over its cover; member state only. */
export function PurchasedMark({ titleCode, className = 'mark mark--purchased title-card__purchased' }: { titleCode: string; className?: string }) {
  const shown = useIsPurchased(titleCode) ?? false;
  return (
    <span className={className} data-testid={shown ? 'purchased-mark' : undefined} hidden={!shown}>
      購入済み
    </span>
  );
}
