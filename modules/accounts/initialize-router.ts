import { Hono } from 'hono';
import type { RecommendInfo } from '#modules/staff/client.ts';
import { INITIALIZE_PATH } from './initialize-path.ts';
import type { UserView } from './user-view.ts';

/** The answer's top-level fields that belong to the signed-in member (null for visitors). */
export type MemberTopFields = {
  /** The one term still to agree to (notices module), null when none. */
  term: unknown;
  stamp_card_campaign_code: string | null;
  stamp_card_gacha_id: number | string | null;
  stamp_card_thumbnail_url: string | null;
};

/**
 * What initialize sends that is the member's own beyond the session's user row: fields of `user`
 * (balances, unread count, last reads, agreement flags...) and top-level fields (`term`, stamp cards).
 * The composition root builds it from the modules (src/server/member-initialize.ts) and caches it.
 */
export type MemberPart = { user: Partial<UserView>; fields: Partial<MemberTopFields> };

export type InitializeDeps = {
  sampleKeywords: () => Promise<string[]>;
  staticUrl: string;
  /** The daily recommendation (site setting `dailyRecommend`); null shows none. */
  recommendInfo: () => Promise<RecommendInfo | null>;
  /** Whether the app-install promotion is on (site setting `appInstallPromotion`); on when omitted. */
  appInstallPromotion?: () => Promise<boolean>;
  /** The signed-in user of the request (sessions.ts `readViewer`); everyone is anonymous when omitted. */
  viewer?: (request: Request) => Promise<UserView | null>;
  /** The member's own part of the answer; the User defaults (and null top-level fields) when omitted. */
  memberPart?: (user: UserView) => Promise<MemberPart>;
};

const NO_MEMBER_FIELDS: MemberTopFields = { term: null, stamp_card_campaign_code: null, stamp_card_gacha_id: null, stamp_card_thumbnail_url: null };

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
      const member = user && deps.memberPart ? await deps.memberPart(user) : null;
      const fields = { ...NO_MEMBER_FIELDS, ...member?.fields };
      return c.json({
        success: true,
        is_login: user !== null,
        user: user && { ...user, ...member?.user },
        term: fields.term,
        stamp_card_campaign_code: fields.stamp_card_campaign_code,
        stamp_card_gacha_id: fields.stamp_card_gacha_id,
        stamp_card_thumbnail_url: fields.stamp_card_thumbnail_url,
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
