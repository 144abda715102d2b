import { Hono } from 'hono';

export type InitializeDeps = {
  sampleKeywords: () => Promise<string[]>;
  staticUrl: string;
};

/** The spec's initialization response. Sessions arrive with the accounts issue; until then everyone is anonymous. */
export function initializeRouter(deps: InitializeDeps): Hono {
  const router = new Hono({ strict: true });
  router.get('/api/v1/initialize/', async (c) => {
    const userAgent = c.req.header('user-agent') ?? '';
    c.header('Cache-Control', 'private, no-store');
    return c.json({
      success: true,
      is_login: false,
      user: null,
      term: null,
      stamp_card_campaign_code: null,
      stamp_card_gacha_id: null,
      stamp_card_thumbnail_url: null,
      keywords: await deps.sampleKeywords(),
      static_url: deps.staticUrl,
      is_mobileapp: /YomibaApp\//.test(userAgent),
      adultcheck: 2,
      is_show_app_install_header: /iPhone|iPad|Android/i.test(userAgent) && !/YomibaApp\//.test(userAgent),
      recommend_info: null,
      message: null,
    });
  });
  return router;
}
