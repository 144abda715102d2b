import { Hono } from 'hono';

/** Spec §3 "Recommend info (banner)" (camelCase fields, as the spec names them). */
export type RecommendInfo = {
  imageUrl: string;
  title: string;
  description: string;
  moreText: string;
  moreUrl: string;
  isTargetBlank: boolean;
};

export type InitializeDeps = {
  sampleKeywords: () => Promise<string[]>;
  staticUrl: string;
  /** The daily recommendation (site setting `dailyRecommend`); null shows none. */
  recommendInfo: () => Promise<RecommendInfo | null>;
  /** Whether the app-install promotion is on (site setting `appInstallPromotion`); on when omitted. */
  appInstallPromotion?: () => Promise<boolean>;
};

/** The spec's initialization response. Sessions arrive with the accounts issue; until then everyone is anonymous. */
export function initializeRouter(deps: InitializeDeps): Hono {
  const router = new Hono({ strict: true });
  router.get('/api/v1/initialize/', async (c) => {
    const userAgent = c.req.header('user-agent') ?? '';
    c.header('Cache-Control', 'private, no-store');
    const isMobileApp = /YomibaApp\//.test(userAgent);
    const [keywords, recommendInfo, promoteApp] = await Promise.all([
      deps.sampleKeywords(),
      deps.recommendInfo(),
      deps.appInstallPromotion?.() ?? Promise.resolve(true),
    ]);
    return c.json({
      success: true,
      is_login: false,
      user: null,
      term: null,
      stamp_card_campaign_code: null,
      stamp_card_gacha_id: null,
      stamp_card_thumbnail_url: null,
      keywords,
      static_url: deps.staticUrl,
      is_mobileapp: isMobileApp,
      adultcheck: 2,
      is_show_app_install_header: promoteApp && /iPhone|iPad|Android/i.test(userAgent) && !isMobileApp,
      recommend_info: recommendInfo,
      message: null,
    });
  });
  return router;
}
