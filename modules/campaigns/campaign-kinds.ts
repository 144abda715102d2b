/** What a campaign offers (issue 17): a sale, a limited-time free read, a present, a gacha, a stamp card, a booklist, a landing page. Browser-safe. */
export const CAMPAIGN_KINDS = ['sale', 'free', 'present', 'gacha', 'stamp_card', 'booklist', 'lp'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/**
 * Which page family shows a campaign, and so its address (`slug` inside the family): `campaign`
 * /book/campaign/{slug}/, `event` /event/ (listed only), `lp` /special/lp/{slug}/, `block_lp`
 * /special/block_lp/{slug}/, `multi_lp` /special/multi_lp/{slug}/, `booklist` /special/booklist/{slug}/,
 * `yearranking` /special/yearranking/{slug}/, `tweet_present` /special/tweet_present/{slug}/, `landing`
 * /lp/{slug}/, `named` /special/{slug}/ (a fixed address such as christmas or gacha/202311).
 */
export const CAMPAIGN_FAMILIES = ['campaign', 'event', 'lp', 'block_lp', 'multi_lp', 'booklist', 'yearranking', 'tweet_present', 'landing', 'named'] as const;
export type CampaignFamily = (typeof CAMPAIGN_FAMILIES)[number];

/** Japanese names of the kinds and families (the staff console's choices). */
export const CAMPAIGN_KIND_LABELS: Record<CampaignKind, string> = {
  sale: 'セール',
  free: '期間限定無料',
  present: 'プレゼント（応募）',
  gacha: 'ガチャ',
  stamp_card: 'スタンプカード',
  booklist: 'ブックリスト',
  lp: '特集ページ',
};

export const CAMPAIGN_FAMILY_LABELS: Record<CampaignFamily, string> = {
  campaign: 'キャンペーン（/book/campaign/）',
  event: 'イベント一覧のみ（/event/）',
  lp: '特集LP（/special/lp/）',
  block_lp: 'ブロック特集（/special/block_lp/）',
  multi_lp: 'タブ特集（/special/multi_lp/）',
  booklist: 'ブックリスト（/special/booklist/）',
  yearranking: '年間ランキング（/special/yearranking/）',
  tweet_present: 'ツイートプレゼント（/special/tweet_present/）',
  landing: 'ランディング（/lp/）',
  named: '固定アドレス（/special/）',
};
