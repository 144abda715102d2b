import type { MikroORM } from '@mikro-orm/postgresql';
import { createAccountsService, createDisplayNames, createProfileService, createSocialAccountsService, loadSessionSecret } from '../../modules/accounts/index.ts';
import { createCouponService } from '../../modules/campaigns/index.ts';
import { createCatalogueService } from '../../modules/catalogue/index.ts';
import { createNoticesService } from '../../modules/notices/index.ts';
import { createPageSigner, createReaderSettingsService, createReadingService, createSignedPages, pageUrlKey } from '../../modules/reader/index.ts';
import { createRankingRefresh, createRankingService } from '../../modules/rankings/index.ts';
import { createContentBlocksService, createFavoritesService, createReviewService, createListService, createSearchService, createStoreService } from '../../modules/catalogue/index.ts';
import { createNavigationService, createSiteSettingsService } from '../../modules/staff/index.ts';
import { createSupportService } from '../../modules/support/index.ts';
import { confirmTimeoutFromEnv, createPointExchange, createTicketConversion, createPurchaseService, createWalletHistory, createWalletService, createWalletShelf, paymentProviderFromEnv, titlePurchaseCounts } from '../../modules/wallet/index.ts';
import { createBookshelfService } from '../../modules/bookshelf/index.ts';
import { createLotteryAdmin, createLotteryService } from '../../modules/rewards/index.ts';
import { getDatabase } from './database.ts';
import { startJobs } from './jobs.ts';

export type ServicesOptions = {
  /** The clock of entitlements and page URLs (tests move it to end rentals and expire URLs). */
  now?: () => Date;
};

export function createServices(orm: MikroORM, options: ServicesOptions = {}) {
  const accounts = createAccountsService(orm);
  const wallet = createWalletService(orm, { now: options.now });
  const coupons = createCouponService(orm);
  const catalogue = createCatalogueService(orm);
  const reading = createReadingService(orm);
  const favorites = createFavoritesService(orm);
  const reviews = createReviewService(orm, { displayNames: createDisplayNames(orm) });
  const walletShelf = createWalletShelf(orm);
  const rankings = createRankingService(orm, { cards: (ids) => catalogue.cardsByIds(ids) });
  const refreshRankings = createRankingRefresh(orm, {
    viewCounts: (windows) => reading.titleReadCounts(windows),
    purchaseCounts: (windows) => titlePurchaseCounts(orm, windows),
    titleFacts: (ids) => catalogue.rankingFacts(ids),
  });
  const lists = createListService(orm);
  const pageSigner = createPageSigner({ key: pageUrlKey(loadSessionSecret()), now: options.now });
  const paymentProvider = paymentProviderFromEnv();
  return {
    catalogue,
    search: createSearchService(orm),
    lists,
    // The top page's ranking block shows the ranking job's monthly views ranking.
    contentBlocks: createContentBlocksService(orm, lists, { ranking: (limit) => rankings.top(limit) }),
    store: createStoreService(orm),
    navigation: createNavigationService(orm),
    siteSettings: createSiteSettingsService(orm),
    support: createSupportService(orm),
    accounts,
    profile: createProfileService(orm, accounts),
    coupons,
    social: createSocialAccountsService(orm),
    notices: createNoticesService(orm),
    wallet,
    reading,
    favorites,
    reviews,
    rankings,
    refreshRankings: async (now?: Date) => {
      const result = await refreshRankings(now);
      rankings.invalidate();
      return result;
    },
    pageSigner,
    signedPages: createSignedPages({
      signer: pageSigner,
      entitlements: (userId, storyIds) => wallet.entitlementsOf(userId, storyIds),
    }),
    readerSettings: createReaderSettingsService(orm),
    // Rewards record their draws and claims in the same transaction as the wallet's grant (issue 16).
    lottery: createLotteryService(orm, { withMemberLedger: (userId, work, at) => wallet.withMemberLedger(userId, work, at), now: options.now }),
    lotteryAdmin: createLotteryAdmin(orm, { now: options.now }),
    /** The payment provider (the sandbox's own pages are mounted in api.ts when it is the sandbox). */
    paymentProvider,
    purchases: createPurchaseService(orm, wallet, { provider: paymentProvider, confirmTimeoutMs: confirmTimeoutFromEnv(), coupons }),
    walletHistory: createWalletHistory(orm, { wallet, couponByCode: (code) => coupons.byCode(code) }),
    pointExchange: createPointExchange(orm),
    ticketConversion: createTicketConversion(orm),
    bookshelf: createBookshelfService({
      liveEntitlements: (userId, at, titleCode) => walletShelf.liveEntitlements(userId, at, titleCode),
      favorites: (userId) => favorites.list(userId),
      readingHistory: (userId) => reading.readingHistory(userId),
      titles: (codes) => catalogue.shelfTitles(codes),
      titleDetail: (code) => catalogue.titleDetail(code),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

let services: Promise<Services> | undefined;

/** Services over the process-wide database; server components and the API share them. */
export function getServices(): Promise<Services> {
  services ??= getDatabase().then(async (db) => {
    const created = createServices(db.orm);
    // The first rankings are computed before the first request is served (never per request).
    await startJobs(created, db.url).ready;
    return created;
  });
  services.catch(() => (services = undefined));
  return services;
}
