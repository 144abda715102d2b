import type { MikroORM } from '@mikro-orm/postgresql';
import { createAccountsService, createDisplayNames, createProfileService, createSocialAccountsService, loadSessionSecret } from '#modules/accounts/index.ts';
import { createBoundaryTimer, createCampaignService, createCouponService, createPresentService } from '#modules/campaigns/index.ts';
import { createCatalogueService, createMemberCatalogueState } from '#modules/catalogue/index.ts';
import { createMemberPageState } from '#modules/member-pages/index.ts';
import { createNoticesService } from '#modules/notices/index.ts';
import { createPageSigner, createReaderSettingsService, createReadingService, createSignedPages, pageUrlKey } from '#modules/reader/index.ts';
import { createRankingRefresh, createRankingService } from '#modules/rankings/index.ts';
import { createContentBlocksService, createFavoritesService, createReviewService, createListService, createSearchService, createStoreService, ormSqlRunner } from '#modules/catalogue/index.ts';
import { createNavigationService, createSiteSettingsService } from '#modules/staff/index.ts';
import { createSupportService } from '#modules/support/index.ts';
import { confirmTimeoutFromEnv, onWalletCommit, createPointExchange, createTicketConversion, createPurchaseService, createWalletHistory, createWalletService, createWalletShelf, paymentProviderFromEnv, titlePurchaseCounts } from '#modules/wallet/index.ts';
import { createBookshelfService } from '#modules/bookshelf/index.ts';
import { createGiftService, createLotteryAdmin, createLotteryService, createStampCardAdmin, createStampCardService, createVideoRewardService } from '#modules/rewards/index.ts';
import { createRewardGrants } from '#modules/wallet/index.ts';
import { SOCIAL_PROVIDER_NAMES } from '#modules/accounts/index.ts';
import { videoProviderFromEnv } from './video-provider.ts';
import { stampCardEvents } from './stamp-card-events.ts';
import { getDatabase } from './database.ts';
import { processBus, TOPICS } from './invalidation.ts';
import { createInvalidationBus, type InvalidationBus } from '#platform/bus/invalidation-bus.ts';
import { startJobs } from './jobs.ts';
import { memberInitializeSources } from './member-initialize-sources.ts';
import { createMemberInitialize } from './member-initialize.ts';
import { config } from '#platform/config.ts';
import { log } from '#platform/log/logger.ts';

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
  // A member's part of initialize is cached; each write that changes it tells every process (decision 046).
  const memberChanged = (userId?: number) => bus.publish(TOPICS.member, userId === undefined ? undefined : String(userId));
  onWalletCommit(orm, memberChanged);
  const reading = stampEvents.reading(createReadingService(orm, { onMemberChange: memberChanged }));
  const notices = createNoticesService(orm, { onMemberChange: memberChanged });
  const favorites = createFavoritesService(orm);
  const reviewService = stampEvents.reviews(createReviewService(orm, { displayNames: createDisplayNames(orm) }));
  // A review written or removed changes its title's review list: the members' cached renders of that
  // title page are dropped in every process (decision 045; the anonymous ones follow their TTL).
  const reviews = {
    ...reviewService,
    async write(...args: Parameters<typeof reviewService.write>) {
      const result = await reviewService.write(...args);
      if (result) bus.publish(TOPICS.title, args[1]);
      return result;
    },
    async remove(...args: Parameters<typeof reviewService.remove>) {
      const result = await reviewService.remove(...args);
      if (result) bus.publish(TOPICS.title, args[1]);
      return result;
    },
  };
  /** Initialize's stamp card fields: the day's sign-in stamp, then the member's running card. */
  const runningStampCard = async (userId: number) => {
    await stampEvents.signedIn(userId);
    return stampCards.runningCard(userId);
  };
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
  const memberInitialize = createMemberInitialize(memberInitializeSources({ notices, wallet, reading, stampCard: runningStampCard }), { ttlMs: config.memberStateTtlMs });
  bus.subscribe(TOPICS.member, (key) => memberInitialize.drop(key === undefined ? undefined : Number(key)));
  // What a member's page shows of them (decision 045), dropped in every process when they write.
  const memberCatalogue = createMemberCatalogueState(orm);
  const memberPages = createMemberPageState({
    favoriteCodes: (userId) => memberCatalogue.favoriteCodes(userId),
    titleFacts: (userId, code) => memberCatalogue.titleFacts(userId, code),
    resumePoint: async (userId, code) => {
      const point = await reading.resumePoint(userId, code);
      return point ? { volumeSerialNumber: point.volumeSerialNumber, storyNumber: point.storyNumber, page: point.page } : null;
    },
    owned: async (userId, code) =>
      (await walletShelf.liveEntitlements(userId, options.now?.() ?? new Date(), code)).map((e) => ({
        titleCode: e.titleCode,
        volumeSerialNumber: e.volumeSerialNumber,
        storyNumber: e.storyNumber,
        rental: e.expiresAt !== null,
      })),
  });
  bus.subscribe(TOPICS.member, (key) => (key === undefined ? memberPages.clear() : memberPages.forget(Number(key))));
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
    // Campaigns and special pages (decision 051): worked out at the moment asked, from their own tables.
    campaigns: createCampaignService(readOrm, {
      now: options.now,
      // Gacha LPs show the rewards module's running gacha (its own page draws).
      runningGacha: async () => {
        const [lotteryId] = await lottery.runningIds();
        if (lotteryId === undefined) return null;
        const status = await lottery.status(lotteryId, null);
        return { label: status.label, description: status.description, href: '/special/lottery/' };
      },
    }),
    // Present campaigns (応募): eligibility from the reader's history, winners told through /message/ (decision 051).
    presents: createPresentService(orm, {
      now: options.now,
      readTitlesSince: async (userId, since) => (await reading.readingHistory(userId)).filter((h) => new Date(h.readAt) >= since).map((h) => h.titleCode),
      notifyWinner: async (userId, campaignName) => {
        await notices.messages.send(userId, { title: `【当選のお知らせ】${campaignName}`, body: `${campaignName}にご応募いただきありがとうございます。厳正な抽選の結果、当選されました。賞品のお届けについては後日ご案内します。` });
      },
    }),
    social: createSocialAccountsService(orm),
    notices,
    memberInitialize,
    wallet,
    reading,
    favorites,
    reviews,
    memberPages,
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
    // Gifts and pending rewards (decision 049): other modules' reads, links and coupons come in as functions.
    gifts: createGiftService(orm, {
      withMemberLedger: (userId, work, at) => wallet.withMemberLedger(userId, work, at),
      couponByCode: (code) => coupons.byCode(code),
      grantsOf: (userId, reasons) => createRewardGrants(orm).grantsOf(userId, reasons),
      linkedAccounts: async (userId) => (await createSocialAccountsService(orm).identitiesOf(userId)).map((identity) => ({ provider: identity.provider, name: SOCIAL_PROVIDER_NAMES[identity.provider] })),
      readEventsBetween: (userId, from, to) => reading.readEventsBetween(userId, from, to),
      now: options.now,
    }),
    stampCards,
    videoProvider,
    videoRewards: createVideoRewardService(orm, { withMemberLedger: (userId, work, at) => walletCore.withMemberLedger(userId, work, at), lottery, provider: videoProvider, now: options.now }),
    stampCardAdmin: createStampCardAdmin(orm, { now: options.now, onChange: () => stampCards.dropCached() }),
    runningStampCard,
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

/**
 * At each campaign's start or end (its own or a title's), this process drops what it cached of the
 * catalogue and its anonymous pages, so nothing shows an ended campaign past the boundary (decision 051).
 */
function startCampaignBoundaries(services: Services) {
  const earliest = (dates: (Date | null)[]) => dates.filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  createBoundaryTimer({
    nextBoundary: async (after) => earliest(await Promise.all([services.campaigns.nextBoundary(after), services.catalogue.nextCampaignBoundary(after)])),
    onBoundary: () => services.bus.publish(TOPICS.catalogue),
    onError: (error) => log.warn({ err: error }, '[campaigns] could not read the next campaign boundary'),
  }).start();
}

let services: Promise<Services> | undefined;

/** Services over the process-wide database; server components and the API share them. */
export function getServices(): Promise<Services> {
  services ??= getDatabase().then(async (db) => {
    const created = createServices(db.orm, { readOrm: db.readOrm, bus: processBus() });
    // The first rankings are computed before the first request is served (never per request).
    await startJobs(created, db.url).ready;
    startCampaignBoundaries(created);
    return created;
  });
  services.catch(() => (services = undefined));
  return services;
}
