import { AdultSetting } from '#modules/accounts/client.ts';
import { accountBodyLimits, accountErrorMapping, accountMailRouter, authRouter, initializeRouter, profileRouter, sessionMiddleware, SIGN_UP_PATH, SOCIAL_CALLBACK_ROUTE, socialRouterFromEnv } from '#modules/accounts/index.ts';
import { campaignsErrorMapping, couponRouter, presentRouter } from '#modules/campaigns/index.ts';
import { coverRouter } from '#modules/catalogue/index.ts';
import { pageRouter, pageUrlsRouter, readerSettingsRouter, readingRouter, signedEntitledPages } from '#modules/reader/index.ts';
import { noticeErrorMapping, noticesRouter } from '#modules/notices/index.ts';
import { rankingRouter } from '#modules/rankings/index.ts';
import { memberStateRouter, memberWriteCookie, memberWriteMark } from '#modules/member-pages/index.ts';
import { TOPICS } from './invalidation.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { giftErrorMapping, giftRouter, lotteryRouter, lotteryVerifyRouter, missionErrorMapping, missionRouter, rewardsErrorMapping, tutorialRouter, stampCardErrorMapping, stampCardRouter, videoErrorMapping, videoRewardRouter } from '#modules/rewards/index.ts';
import { contentBlocksRouter, favoritesRouter, listRouter, type MemberMarks, reviewBodyLimit, reviewRouter, searchRouter, storeRouter } from '#modules/catalogue/index.ts';
import { contactBodyLimit, supportRouter } from '#modules/support/index.ts';
import { inHouseBannerRouter, STAFF_API, staffConsoleRouter, staffErrorMapping, staffImageBodyLimit, staffImageRouter, staffOnly } from '#modules/staff/index.ts';
import { walletErrorMapping, walletRouter } from '#modules/wallet/index.ts';
import { asSandbox, myItemRouter, PAYMENT_WEBHOOK_PATH, paymentWebhookRouter, purchaseRouter, sandboxProviderApp, ticketConversionRouter } from '#modules/wallet/index.ts';
import { config } from '#platform/config.ts';
import { affiliateRouter, payoutErrorMapping, staffTransferRouter } from '#modules/affiliate/index.ts';
import { referralCodeOf, referralContext } from './referral-cookie.ts';
import { createApi } from '#platform/http/create-api.ts';
import { API_PREFIX, API_PREFIXES, PAYMENT_API_PREFIX, STORE_API_PREFIX } from '#platform/http/api-paths.ts';
import { csrfProtection, csrfTokenRouter } from '#platform/http/csrf.ts';
import { isSecureRequest } from '#platform/http/secure-request.ts';
import { masterImageSource } from './demo-mode.ts';
import type { Services } from './services.ts';

/**
 * Request body limits by route (the default, 16 KB, fits every other form): long texts up to 64 KB,
 * credentials a few KB. Larger bodies answer 413 before anything parses them. Routes with a tighter
 * limit of their own (contact 16 KB, profile 4 KB) answer it with their own message. Each module names its paths.
 */
const DEFAULT_BODY_LIMIT = 16 * 1024;
export const BODY_LIMITS = [reviewBodyLimit, contactBodyLimit, staffImageBodyLimit, { prefix: PAYMENT_WEBHOOK_PATH, maxBytes: 64 * 1024 }, ...accountBodyLimits];
/** The front controller's own limit (src/server/request-gate.ts): the largest any route takes. */
export const FRONT_BODY_LIMIT = Math.max(DEFAULT_BODY_LIMIT, ...BODY_LIMITS.map((rule) => rule.maxBytes));

/** Every module's router on one Hono app: /api/..., /payment/api/... and /img/...; its type is the API's contract (AppApi). */
export function createAppApi(services: Services) {
  // Each module's domain errors answer in the API's shape through its own mapping (decision 030).
  const api = createApi({ domainErrors: [campaignsErrorMapping, accountErrorMapping, noticeErrorMapping, rewardsErrorMapping, giftErrorMapping, stampCardErrorMapping, videoErrorMapping, missionErrorMapping, walletErrorMapping, payoutErrorMapping, staffErrorMapping], bodyLimits: BODY_LIMITS, defaultBodyLimit: DEFAULT_BODY_LIMIT });
  // The sandbox payment provider's own pages and tokenise endpoint stand for an external service: mounted
  // first, so none of the shop's middleware (session, CSRF) ever sees them, and only when configured.
  // A member's isPurchased / isFavorite on list, search and suggestion answers, from their page state (decision 054).
  const memberMarks: MemberMarks = async (userId, codes, cookie) => {
    const state = await services.memberPages.forPage({ userId, displayName: null, imageUrl: null }, { codes, titles: [] }, memberWriteMark(cookie));
    return { favorites: state.favorites, purchased: state.purchased };
  };
  const sandbox = asSandbox(services.paymentProvider);
  if (sandbox) api.route('/', sandboxProviderApp(sandbox));
  // Every JSON API: unsafe methods need the CSRF token (images under /img/ stay cookie-free).
  api.use(`${API_PREFIX}*`, csrfProtection());
  // The payment provider's webhook is server to server: its signature replaces the CSRF token.
  const csrf = csrfProtection();
  api.use(`${PAYMENT_API_PREFIX}*`, (c, next) => (c.req.path === PAYMENT_WEBHOOK_PATH ? next() : csrf(c, next)));
  api.use(`${STORE_API_PREFIX}*`, csrfProtection());
  for (const prefix of API_PREFIXES) api.use(`${prefix}*`, sessionMiddleware(services.accounts));
  // Every staff API (the console's and the content blocks'): 403 for visitors and members alike.
  api.use(`${STAFF_API}*`, staffOnly());
  // A member's successful write (favourite, review, reading, purchase, profile…) drops their page state in
  // every process, so their next view shows it whatever the page caches hold (decision 045).
  for (const prefix of API_PREFIXES) {
    api.use(`${prefix}*`, async (c, next) => {
      await next();
      if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS' || c.res.status >= 400) return;
      const userId = (c.var as { viewer?: ViewerVariables['viewer'] }).viewer?.user?.userId;
      if (!userId) return;
      services.bus.publish(TOPICS.member, String(userId));
      // Their own browser carries the write: their next view is fresh on any process (decision 045).
      c.header('Set-Cookie', memberWriteCookie(isSecureRequest(c.req.raw)), { append: true });
    });
  }
  api.use(SIGN_UP_PATH, referralContext());
  // A member made by a social sign-in (X, Yahoo! JAPAN ID, LINE) who arrived through a referral link counts too.
  api.use(SOCIAL_CALLBACK_ROUTE, referralContext());
  // Adult covers and pages only for members allowed adult content (userValidAdult 1), whatever the client does.
  const adultAllowed = async (request: Request) => (await services.accounts.readViewer(request)).user?.userValidAdult === AdultSetting.Enabled;
  const masters = masterImageSource();
  const readerOf = async (request: Request) => {
    const user = (await services.accounts.readViewer(request)).user;
    return { userId: user?.userId ?? 0, userValidAdult: user?.userValidAdult ?? AdultSetting.Unset };
  };
  // For a new member (made after the answer): the sign-up form's consent box is the agreement to the current
  // terms and privacy policy; arriving through a member's referral link (decision 052, its code read now from
  // the request) makes them that member's referral, shown and credited once the mailed link completes the
  // sign-up (services.ts), so the referrer's list tells no address apart.
  const signUp: typeof services.accounts.signUp = (input) => {
    const referral = referralCodeOf();
    return services.accounts.signUp(input, {
      onCreated: async (userId) => {
        await services.notices.terms.agreeToCurrent(userId);
        if (referral) await services.referrals.recordSignUp(referral, userId, undefined, { pending: true });
      },
    });
  };
  // One chain, so that the result's type carries every route (the browser's typed client reads it).
  return api
    .route('/', csrfTokenRouter())
    .route(
      '/',
      initializeRouter({
        sampleKeywords: services.catalogue.sampleKeywords,
        staticUrl: '/',
        recommendInfo: services.siteSettings.recommendInfo,
        appInstallPromotion: async () => (await services.siteSettings.get('appInstallPromotion')).enabled,
        viewer: async (request) => (await services.accounts.readViewer(request)).user,
        // The member's own part (balances, notices, terms, last reads...), cached per member (decision 046).
        memberPart: services.memberInitialize.partOf,
      }),
    )
    .route('/', coverRouter(services.catalogue, { masters, adultAllowed }))
    // Page images: free general stories for anyone; adult, bought or rented ones only through a signed URL
    // for that member, with their session, while they may still read it (decision 019).
    .route(
      '/',
      pageRouter({
        catalogue: services.catalogue,
        masters,
        dropOn: (drop) => services.bus.subscribe(TOPICS.catalogue, drop),
        access: signedEntitledPages(readerOf, { canRead: (userId, storyId) => services.wallet.canRead(userId, storyId), signer: services.pageSigner }),
      }),
    )
    .route('/', pageUrlsRouter({ catalogue: services.catalogue, signedPages: services.signedPages }))
    // The developer samples (slow answers...) exist only outside a production deployment (config.demoMode).
    .route('/', supportRouter(services.support, () => config.demoMode))
    .route('/', contentBlocksRouter(services.contentBlocks))
    .route('/', staffConsoleRouter(services.staffConsole))
    // Uploaded images: public once a published object shows them, else staff's alone (issue 29 item 8).
    .route(
      '/',
      staffImageRouter(services.staffConsole.images, {
        published: (id) => services.staffConsole.publishedImages.isPublished(id),
        isStaff: async (request) => (await services.accounts.readViewer(request)).user?.isStaff === true,
        adultOnly: (path) => services.adultCoverPaths.isAdultCover(path),
        adultAllowed,
      }),
    )
    .route('/', inHouseBannerRouter(services.staffConsole.banners))
    .route('/', authRouter({ ...services.accounts, signUp }, { signUpsPerAddress: config.signUpsPerAddress }))
    .route('/', profileRouter(services.profile))
    .route(
      '/',
      couponRouter({
        coupons: services.coupons,
        codeAttempts: services.codeAttempts,
        popularTitles: async () => (await services.catalogue.topLists(12)).ranking,
        // One of each campaign's coupons per member, however often the grant (POST) is asked.
        grant: async (userId, coupon) => {
          await services.wallet.grantCoupons(userId, coupon.quantity, { reason: 'coupon_campaign', reference: coupon.couponCode, idempotencyKey: `coupon:${coupon.couponCode}:${userId}` });
        },
      }),
    )
    .route('/', presentRouter({ presents: services.presents }))
    .route(
      '/',
      socialRouterFromEnv(
        {
          ...services.social,
          createMember: async (...args: Parameters<typeof services.social.createMember>) => {
            const userId = await services.social.createMember(...args);
            const referral = referralCodeOf();
            if (referral) await services.referrals.recordSignUp(referral, userId);
            return userId;
          },
        },
        services.accounts,
      ),
    )
    .route('/', noticesRouter(services.notices))
    // One verification link per sign-up: as many link posts per address as sign-ups (SIGNUPS_PER_ADDRESS raises both).
    .route('/', accountMailRouter(services.accounts, { points: { verifyAddress: config.signUpsPerAddress } }))
    .route('/', walletRouter(services.wallet))
    .route('/', readingRouter({ reading: services.reading, catalogue: services.catalogue, access: { canRead: (userId, storyId) => services.wallet.canRead(userId, storyId) } }))
    .route('/', readerSettingsRouter(services.readerSettings))
    .route('/', favoritesRouter(services.favorites))
    .route('/', reviewRouter(services.reviews))
    .route('/', memberStateRouter(services.memberPages))
    .route('/', rankingRouter(services.rankings))
    .route('/', lotteryRouter({ lottery: services.lottery }))
    .route('/', lotteryVerifyRouter({ verify: services.lotteryVerify }))
    .route('/', giftRouter({ gifts: services.gifts, codeAttempts: services.codeAttempts }))
    .route('/', stampCardRouter({ stampCards: services.stampCards }))
    .route('/', missionRouter({ missions: services.missions }))
    .route('/', tutorialRouter({ tutorialLead: services.tutorialLead }))
    .route('/', videoRewardRouter({ videoRewards: services.videoRewards, sandbox: services.videoProvider }))
    .route('/', storeRouter(services.store))
    .route('/', searchRouter(services.search, (userId) => services.reading.readTitleIds(userId), memberMarks))
    .route('/', listRouter(services.lists, memberMarks))
    .route('/', purchaseRouter({ purchases: services.purchases, wallet: services.wallet, codeAttempts: services.codeAttempts }))
    .route('/', myItemRouter({ history: services.walletHistory, exchange: services.pointExchange }))
    .route('/', ticketConversionRouter(services.ticketConversion))
    .route('/', affiliateRouter({ referrals: services.referrals, payouts: services.payouts, origin: config.publicOrigin }))
    .route('/', staffTransferRouter({ payouts: services.payouts }))
    .route('/', paymentWebhookRouter({ purchases: services.purchases, secret: config.paymentWebhookSecret, provider: services.paymentProvider }));
}

/** The API's contract: every route with its inputs and answers. Browser code imports it as a type only. */
export type AppApi = ReturnType<typeof createAppApi>;
