'use client';

import { MEMBER_TITLE_ATTRIBUTE } from '#modules/member-pages/client.ts';
import { useIsFavorite } from './member-store.ts';

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
