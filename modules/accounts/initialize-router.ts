import { AdultSetting } from './client.ts';
import { Hono } from 'hono';
import type { RecommendInfo } from '#modules/staff/client.ts';
import { INITIALIZE_PATH } from './initialize-path.ts';
import type { UserView } from './user-view.ts';

export type InitializeDeps = {
  sampleKeywords: () => Promise<string[]>;
  staticUrl: string;
  /** The daily recommendation (site setting `dailyRecommend`); null shows none. */
  recommendInfo: () => Promise<RecommendInfo | null>;
  /** Whether the app-install promotion is on (site setting `appInstallPromotion`); on when omitted. */
  appInstallPromotion?: () => Promise<boolean>;
  /** The signed-in user of the request (sessions.ts `readViewer`); everyone is anonymous when omitted. */
  viewer?: (request: Request) => Promise<UserView | null>;
  /**
   * A member's agreement to the current terms (notices module): the one term still to agree to, sent
   * as `term` (null when none), and the User flags, which then override the user row's columns.
   */
  termAgreement?: (userId: number) => Promise<{ pending: unknown; isAgreedTerms: boolean; isAgreedPrivacy: boolean }>;
  /** Published site notices the member has not opened (notices module); 0 when omitted. */
  unreadInfoCount?: (userId: number) => Promise<number>;
  /** The member's most recent reads (reader module); [] when omitted. */
  lastReadHistories?: (userId: number, adultAllowed: boolean) => Promise<unknown[]>;
  /** The member's balances and premium state (wallet module); the User defaults when omitted. */
  balances?: (userId: number) => Promise<Partial<UserView>>;
  /** The member's running stamp card (rewards module); the three stamp_card_* fields are null when omitted. */
  stampCard?: (userId: number) => Promise<{ campaignCode: string; gachaId: number | null; thumbnailUrl: string } | null>;
};

/** The spec's initialization response: `is_login` and `user` come from the session cookie. */
export function initializeRouter(deps: InitializeDeps) {
  const router = new Hono({ strict: true })
    .get(INITIALIZE_PATH, async (c) => {
      const userAgent = c.req.header('user-agent') ?? '';
      c.header('Cache-Control', 'private, no-store');
      const isMobileApp = /YomibaApp\//.test(userAgent);
      const [keywords, recommendInfo, promoteApp, user] = await Promise.all([
        deps.sampleKeywords(),
        deps.recommendInfo(),
        deps.appInstallPromotion?.() ?? Promise.resolve(true),
        deps.viewer?.(c.req.raw) ?? Promise.resolve(null),
      ]);
      const [agreement, unreadInfoCount, balances, lastReadHistories, stampCard] = user
        ? await Promise.all([
            deps.termAgreement?.(user.userId) ?? Promise.resolve(null),
            deps.unreadInfoCount?.(user.userId) ?? Promise.resolve(0),
            deps.balances?.(user.userId) ?? Promise.resolve({}),
            deps.lastReadHistories?.(user.userId, user.userValidAdult === AdultSetting.Enabled) ?? Promise.resolve([]),
            deps.stampCard?.(user.userId) ?? Promise.resolve(null),
          ])
        : [null, 0, {}, [], null];
      return c.json({
        success: true,
        is_login: user !== null,
        user: user && {
          ...user,
          ...balances,
          unreadInfoCount,
          lastReadHistories,
          ...(agreement ? { isAgreedTerms: agreement.isAgreedTerms, isAgreedPrivacy: agreement.isAgreedPrivacy } : {}),
        },
        term: agreement?.pending ?? null,
        stamp_card_campaign_code: stampCard?.campaignCode ?? null,
        stamp_card_gacha_id: stampCard?.gachaId ?? null,
        stamp_card_thumbnail_url: stampCard?.thumbnailUrl ?? null,
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
