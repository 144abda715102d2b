/** The site's fixed pages: the side index of every fixed page and the footer-style links. */
export type StaticLink = { path: string; label: string };

export const STATIC_GROUPS: { heading: string; links: StaticLink[] }[] = [
  {
    heading: 'ご利用ガイド',
    links: [
      { path: '/description/', label: '読み場の使い方' },
      { path: '/tutorial/', label: 'はじめての方へ' },
      { path: '/faq/', label: 'よくある質問' },
      { path: '/contact/', label: 'お問い合わせ' },
      { path: '/screenshot/', label: 'スクリーンショットの撮り方（iPhone）' },
      { path: '/screenshot_android/', label: 'スクリーンショットの撮り方（Android）' },
    ],
  },
  {
    heading: '規約・ポリシー',
    links: [
      { path: '/terms/', label: '利用規約' },
      { path: '/privacy/', label: 'プライバシーポリシー' },
      { path: '/personal_information/', label: '個人情報の取り扱いについて' },
      { path: '/legal/', label: '特定商取引法に基づく表記' },
      { path: '/guideline/', label: 'レビュー・投稿ガイドライン' },
      { path: '/anti_piracy/', label: '海賊版対策について' },
    ],
  },
];

export const SAMPLE_LINKS: StaticLink[] = [
  { path: '/sample/animation/', label: 'アニメーション' },
  { path: '/sample/cause_error/', label: 'エラー発生' },
  { path: '/sample/confetti/', label: '紙吹雪' },
  { path: '/sample/icons/', label: 'アイコン' },
  { path: '/sample/mouse/', label: 'ポインター座標' },
  { path: '/sample/rectangle/', label: 'レクタングル広告枠' },
  { path: '/sample/skelton/', label: 'スケルトン' },
  { path: '/sample/timeout/', label: 'タイムアウト' },
];

/** Date the legal texts were last revised (shown at their end). */
export const LEGAL_REVISED = { dateTime: '2026-11-01', text: '2026年11月1日' };
