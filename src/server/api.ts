import type { Hono } from 'hono';
import { accountErrorMapping, accountMailRouter, authRouter, initializeRouter, profileRouter, sessionMiddleware, socialRouterFromEnv } from '../../modules/accounts/index.ts';
import { couponRouter } from '../../modules/campaigns/index.ts';
import { coverRouter } from '../../modules/catalogue/index.ts';
import { pageRouter, pageUrlsRouter, readerSettingsRouter, readingRouter, signedEntitledPages } from '../../modules/reader/index.ts';
import { noticeErrorMapping, noticesRouter } from '../../modules/notices/index.ts';
import { rankingRouter } from '../../modules/rankings/index.ts';
import { contentBlocksRouter, favoritesRouter, listRouter, reviewRouter, searchRouter, storeRouter } from '../../modules/catalogue/index.ts';
import { supportRouter } from '../../modules/support/index.ts';
import { walletErrorMapping, walletRouter } from '../../modules/wallet/index.ts';
import { asSandbox, exchangeablePoints, myItemRouter, PAYMENT_WEBHOOK_PATH, paymentWebhookRouter, purchaseRouter, sandboxProviderApp, ticketConversionRouter } from '../../modules/wallet/index.ts';
import { config } from '../../platform/config.ts';
import { createApi } from '../../platform/http/create-api.ts';
import { csrfProtection } from '../../platform/http/csrf.ts';
import { masterImageSource } from './demo-mode.ts';
import type { Services } from './services.ts';

/**
 * Request body limits by route (the default, 16 KB, fits every other form): long texts up to 64 KB,
 * credentials a few KB. Larger bodies answer 413 before anything parses them. Routes with a tighter
 * limit of their own (contact 16 KB, profile 4 KB) answer it with their own message.
 */
const DEFAULT_BODY_LIMIT = 16 * 1024;
export const BODY_LIMITS = [
  { prefix: '/api/v1/review/', maxBytes: 64 * 1024 },
  { prefix: '/api/v1/contact/', maxBytes: 64 * 1024 },
  { prefix: PAYMENT_WEBHOOK_PATH, maxBytes: 64 * 1024 },
  { prefix: '/api/v1/signin/', maxBytes: 4 * 1024 },
  { prefix: '/api/v1/signup/', maxBytes: 4 * 1024 },
  { prefix: '/api/v1/password/', maxBytes: 4 * 1024 },
  { prefix: '/api/user/v1/profile/password/', maxBytes: 4 * 1024 },
];

/** Every module's router on one Hono app: /api/..., /payment/api/... and /img/... */
export function createAppApi(services: Services): Hono {
  // Each module's domain errors answer in the API's shape through its own mapping (decision 030).
  const api = createApi({ domainErrors: [accountErrorMapping, noticeErrorMapping, walletErrorMapping], bodyLimits: BODY_LIMITS, defaultBodyLimit: DEFAULT_BODY_LIMIT });
  // The sandbox payment provider's own pages and tokenise endpoint stand for an external service: mounted
  // first, so none of the shop's middleware (session, CSRF) ever sees them, and only when configured.
  const sandbox = asSandbox(services.paymentProvider);
  if (sandbox) api.route('/', sandboxProviderApp(sandbox));
  // Every JSON API: unsafe methods need the CSRF token (images under /img/ stay cookie-free).
  api.use('/api/*', csrfProtection());
  // The payment provider's webhook is server to server: its signature replaces the CSRF token.
  const csrf = csrfProtection();
  api.use('/payment/api/*', (c, next) => (c.req.path === PAYMENT_WEBHOOK_PATH ? next() : csrf(c, next)));
  api.use('/store/api/*', csrfProtection());
  api.use('/api/*', sessionMiddleware(services.accounts));
  api.use('/payment/api/*', sessionMiddleware(services.accounts));
  api.use('/store/api/*', sessionMiddleware(services.accounts));
  // The developer samples (slow answers...) exist only outside a production deployment (config.demoMode).
  api.use('/api/v1/sample/*', async (c, next) => {
    if (!config.demoMode) return c.notFound();
    await next();
  });
  /** Hands out the CSRF cookie to a page that has none yet (see src/lib/http/csrf.ts). */
  api.get('/api/v1/csrf/', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true });
  });
  api.route(
    '/',
    initializeRouter({
      sampleKeywords: services.catalogue.sampleKeywords,
      staticUrl: '/',
      recommendInfo: services.siteSettings.recommendInfo,
      appInstallPromotion: async () => (await services.siteSettings.get('appInstallPromotion')).enabled,
      viewer: async (request) => (await services.accounts.readViewer(request)).user,
      termAgreement: (userId) => services.notices.terms.agreementState(userId),
      unreadInfoCount: (userId) => services.notices.siteNotices.unreadCount(userId),
      lastReadHistories: (userId, adultAllowed) => services.reading.lastRead(userId, 10, adultAllowed),
      balances: async (userId) => {
        const { userPaidCoin: _paid, userBonusCoin: _bonus, ...balances } = await services.wallet.balancesOf(userId);
        return { ...balances, userCanExchangePoint: exchangeablePoints(balances.userPoint) };
      },
    }),
  );
  // Adult covers and pages only for members allowed adult content (userValidAdult 1), whatever the client does.
  const adultAllowed = async (request: Request) => (await services.accounts.readViewer(request)).user?.userValidAdult === 1;
  const masters = masterImageSource();
  api.route('/', coverRouter(services.catalogue, { masters, adultAllowed }));
  const readerOf = async (request: Request) => {
    const user = (await services.accounts.readViewer(request)).user;
    return { userId: user?.userId ?? 0, userValidAdult: user?.userValidAdult ?? 2 };
  };
  // Page images: free general stories for anyone; adult, bought or rented ones only through a signed URL
  // for that member, with their session, while they may still read it (decision 019).
  api.route(
    '/',
    pageRouter({
      catalogue: services.catalogue,
      masters,
      access: signedEntitledPages(readerOf, { canRead: (userId, storyId) => services.wallet.canRead(userId, storyId), signer: services.pageSigner }),
    }),
  );
  api.route('/', pageUrlsRouter({ catalogue: services.catalogue, signedPages: services.signedPages }));
  api.route('/', supportRouter(services.support));
  api.route('/', contentBlocksRouter(services.contentBlocks));
  // The sign-up form's consent box is the agreement to the current terms and privacy policy.
  const signUp: typeof services.accounts.signUp = async (input, request) => {
    const signedUp = await services.accounts.signUp(input, request);
    if (signedUp) await services.notices.terms.agreeToCurrent(signedUp.userId);
    return signedUp;
  };
  api.route('/', authRouter({ ...services.accounts, signUp }, { signUpsPerAddress: config.signUpsPerAddress }));
  api.route('/', profileRouter(services.profile));
  api.route(
    '/',
    couponRouter({
      coupons: services.coupons,
      popularTitles: async () => (await services.catalogue.topLists(12)).ranking,
      // One of each campaign's coupons per member, however often the grant (POST) is asked.
      grant: async (userId, coupon) => {
        await services.wallet.grantCoupons(userId, coupon.quantity, { reason: 'coupon_campaign', reference: coupon.couponCode, idempotencyKey: `coupon:${coupon.couponCode}:${userId}` });
      },
    }),
  );
  api.route('/', socialRouterFromEnv(services.social, services.accounts));
  api.route('/', noticesRouter(services.notices));
  api.route('/', accountMailRouter(services.accounts));
  api.route('/', walletRouter(services.wallet));
  api.route('/', readingRouter({ reading: services.reading, catalogue: services.catalogue, access: { canRead: (userId, storyId) => services.wallet.canRead(userId, storyId) } }));
  api.route('/', readerSettingsRouter(services.readerSettings));
  api.route('/', favoritesRouter(services.favorites));
  api.route('/', reviewRouter(services.reviews));
  api.route('/', rankingRouter(services.rankings));
  api.route('/', storeRouter(services.store));
  api.route('/', searchRouter(services.search, (userId) => services.reading.readTitleIds(userId)));
  api.route('/', listRouter(services.lists));
  api.route('/', purchaseRouter({ purchases: services.purchases, wallet: services.wallet }));
  api.route('/', myItemRouter({ history: services.walletHistory, exchange: services.pointExchange }));
  api.route('/', ticketConversionRouter(services.ticketConversion));
  api.route('/', paymentWebhookRouter({ purchases: services.purchases, secret: config.paymentWebhookSecret, provider: services.paymentProvider }));
  return api;
}
