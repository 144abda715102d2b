import type { MikroORM } from '@mikro-orm/postgresql';
import { createAccountsService, createDisplayNames, createProfileService, createSocialAccountsService, loadSessionSecret } from '#modules/accounts/index.ts';
import { createCouponService } from '#modules/campaigns/index.ts';
import { createCatalogueService } from '#modules/catalogue/index.ts';
import { createNoticesService } from '#modules/notices/index.ts';
import { createPageSigner, createReaderSettingsService, createReadingService, createSignedPages, pageUrlKey } from '#modules/reader/index.ts';
import { createRankingRefresh, createRankingService } from '#modules/rankings/index.ts';
import { createContentBlocksService, createFavoritesService, createReviewService, createListService, createSearchService, createStoreService, ormSqlRunner } from '#modules/catalogue/index.ts';
import { createNavigationService, createSiteSettingsService } from '#modules/staff/index.ts';
import { createSupportService } from '#modules/support/index.ts';
import { confirmTimeoutFromEnv, createPointExchange, createTicketConversion, createPurchaseService, createWalletHistory, createWalletService, createWalletShelf, paymentProviderFromEnv, titlePurchaseCounts } from '#modules/wallet/index.ts';
import { createBookshelfService } from '#modules/bookshelf/index.ts';
import { createLotteryAdmin, createLotteryService, createStampCardAdmin, createStampCardService, createVideoRewardService } from '#modules/rewards/index.ts';
import { videoProviderFromEnv } from './video-provider.ts';
import { stampCardEvents } from './stamp-card-events.ts';
import { getDatabase } from './database.ts';
import { processBus, TOPICS } from './invalidation.ts';
import { createInvalidationBus, type InvalidationBus } from '#platform/bus/invalidation-bus.ts';
import { startJobs } from './jobs.ts';

export type ServicesOptions = {
  /** The clock of entitlements and page URLs (tests move it to end rentals and expire URLs). */
  now?: () => Date;
  /**
   * The ORM of the read-only catalogue, list, store, search and ranking queries (DATABASE_READ_URL, a
   * replica); default: `orm`, the primary. Everything that writes, and the wallet, use the primary.
   */
  readOrm?: MikroORM;
  /** Where cache invalidations go and come from (default: this process alone). */
  bus?: InvalidationBus;
};

export function createServices(orm: MikroORM, options: ServicesOptions = {}) {
  const readOrm = options.readOrm ?? orm;
  const bus = options.bus ?? createInvalidationBus();
  const accounts = createAccountsService(orm);
  const walletCore = createWalletService(orm, { now: options.now });
  // Rewards record their draws and claims in the same transaction as the wallet's grant (issue 16).
  const lottery = createLotteryService(orm, { withMemberLedger: (userId, work, at) => walletCore.withMemberLedger(userId, work, at), now: options.now });
  const stampCards = createStampCardService(orm, { withMemberLedger: (userId, work, at) => walletCore.withMemberLedger(userId, work, at), lottery, now: options.now });
  // Stamp cards hear of reads, purchases and reviews through these wrappers, never through those modules' tables.
  const stampEvents = stampCardEvents((userId, action, reference) => stampCards.stamp(userId, action, reference), options.now);
  const wallet = stampEvents.wallet(walletCore);
  const coupons = createCouponService(orm);
  const catalogue = createCatalogueService(readOrm);
  const reading = stampEvents.reading(createReadingService(orm));
  const favorites = createFavoritesService(orm);
  const reviews = stampEvents.reviews(createReviewService(orm, { displayNames: createDisplayNames(orm) }));
  const walletShelf = createWalletShelf(orm);
  const rankings = createRankingService(readOrm, { cards: (ids) => catalogue.cardsByIds(ids) });
  const refreshRankings = createRankingRefresh(orm, {
    viewCounts: (windows) => reading.titleReadCounts(windows),
    purchaseCounts: (windows) => titlePurchaseCounts(orm, windows),
    titleFacts: (ids) => catalogue.rankingFacts(ids),
  });
  const lists = createListService(readOrm);
  const search = createSearchService(orm, ormSqlRunner(orm, { serial: true }), ormSqlRunner(readOrm, { serial: true }));
  const store = createStoreService(readOrm);
  const contentBlocks = createContentBlocksService(orm, lists, { ranking: (limit) => rankings.top(limit) });
  const navigation = createNavigationService(orm);
  const siteSettings = createSiteSettingsService(orm, { onChange: () => bus.publish(TOPICS.siteSettings) });
  // A change announced by any process (this one included) drops this process's copies.
  bus.subscribe(TOPICS.catalogue, () => {
    contentBlocks.dropCached();
    catalogue.dropCached();
    search.dropCached();
    store.dropCached();
  });
  bus.subscribe(TOPICS.rankings, () => rankings.invalidate());
  bus.subscribe(TOPICS.siteSettings, () => siteSettings.dropCached());
  const pageSigner = createPageSigner({ key: pageUrlKey(loadSessionSecret()), now: options.now });
  const paymentProvider = paymentProviderFromEnv();
  const videoProvider = videoProviderFromEnv(loadSessionSecret());
  return {
    catalogue,
    search,
    lists,
    // The top page's ranking block shows the ranking job's monthly views ranking.
    contentBlocks,
    store,
    navigation,
    siteSettings,
    bus,
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
      // Every process reads the new rankings (the refresh runs in one of them).
      bus.publish(TOPICS.rankings);
      return result;
    },
    pageSigner,
    signedPages: createSignedPages({
      signer: pageSigner,
      entitlements: (userId, storyIds) => wallet.entitlementsOf(userId, storyIds),
    }),
    readerSettings: createReaderSettingsService(orm),
    lottery,
    lotteryAdmin: createLotteryAdmin(orm, { now: options.now }),
    stampCards,
    videoProvider,
    videoRewards: createVideoRewardService(orm, { withMemberLedger: (userId, work, at) => walletCore.withMemberLedger(userId, work, at), lottery, provider: videoProvider, now: options.now }),
    stampCardAdmin: createStampCardAdmin(orm, { now: options.now, onChange: () => stampCards.dropCached() }),
    /** Initialize's stamp card fields: the day's sign-in stamp, then the member's running card. */
    runningStampCard: async (userId: number) => {
      await stampEvents.signedIn(userId);
      return stampCards.runningCard(userId);
    },
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
    const created = createServices(db.orm, { readOrm: db.readOrm, bus: processBus() });
    // The first rankings are computed before the first request is served (never per request).
    await startJobs(created, db.url).ready;
    return created;
  });
  services.catch(() => (services = undefined));
  return services;
}
