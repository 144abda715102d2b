/**
 * Where a content block's titles come from (browser-safe: the staff editor's choices): a fixed list, or
 * `genre:<slug>` for a genre's titles.
 */
export const BLOCK_SOURCES = ['ranking', 'all', 'comics', 'new', 'free', 'store', 'campaign', 'end', 'recommend'] as const;
export type BlockSource = (typeof BLOCK_SOURCES)[number];

export const BLOCK_SOURCE_LABELS: Record<BlockSource, string> = {
  ranking: 'ランキング',
  all: 'すべてのマンガ',
  comics: 'コミック一覧',
  new: '新着・新連載',
  free: '無料・待てば¥0',
  store: 'ストア（単行本）',
  campaign: 'セール・キャンペーン',
  end: '期間限定無料（まもなく終了）',
  recommend: 'おすすめ',
};

export const GENRE_SOURCE_PREFIX = 'genre:';
/** A source the top page can show: a fixed one or a genre's slug. */
export const BLOCK_SOURCE_PATTERN = /^(ranking|all|comics|new|free|store|campaign|end|recommend|genre:[a-z0-9-]{1,40})$/;
