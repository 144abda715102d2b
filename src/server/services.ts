import type { MikroORM } from '@mikro-orm/postgresql';
import { createAccountsService, createDisplayNames, createMemberDirectory, createProfileService, createSocialAccountsService, loadSessionSecret } from '#modules/accounts/index.ts';
import { couponLegalProblems } from './coupon-legal-check.ts';
import { createBoundaryTimer, createCampaignCardTexts, createCampaignEditing, createCouponEditing, createCampaignService, createCouponService, createPresentService } from '#modules/campaigns/index.ts';
import { createCatalogueService, createMemberCatalogueState } from '#modules/catalogue/index.ts';
import { createMemberPageState } from '#modules/member-pages/index.ts';
import { createNoticesService } from '#modules/notices/index.ts';
import { createPageSigner, createReaderSettingsService, createReadingService, createSignedPages, pageUrlKey } from '#modules/reader/index.ts';
import { createRankingRefresh, createRankingService } from '#modules/rankings/index.ts';
import { createContentBlocksService, createEpisodeUpdates, createFavoritesService, createReviewService, createListService, createSearchService, createStoreService, ormSqlRunner } from '#modules/catalogue/index.ts';
import { createNavigationService, createSiteSettingsService, createStaffConsole } from '#modules/staff/index.ts';
import { createAdultCoverPaths, publishedCoverUses, createPageAltTexts, createReviewModeration, createSeriesEditor, createTitleEditor, type ListSort } from '#modules/catalogue/index.ts';
import { createSupportService } from '#modules/support/index.ts';
import { confirmTimeoutFromEnv, onWalletCommit, createPointExchange, createTicketConversion, createPurchaseService, createWalletHistory, createWalletService, createWalletShelf, paymentProviderFromEnv, titlePurchaseCounts, createCoinPackCatalog, type PaymentProvider } from '#modules/wallet/index.ts';
import { createBookshelfService } from '#modules/bookshelf/index.ts';
import { createGiftHandouts, createLotteryEditing, createStampCardEditing, createTicketCampaignEditing, startedStampCardUses } from '#modules/rewards/index.ts';
import { createGiftService, createLotteryAdmin, createLotteryPreview, createLotteryService, createLotteryVerify, createMissionService, createStampCardAdmin, createTutorialLead, createStampCardService, createVideoRewardService, STAMP_ACTIONS, type StampAction } from '#modules/rewards/index.ts';
import { createRewardGrants } from '#modules/wallet/index.ts';
import { SOCIAL_PROVIDER_NAMES, type SocialProviderId } from '#modules/accounts/index.ts';
import { missionPath, stampCardPath } from '#platform/routes/site-paths.ts';
import { videoProviderFromEnv } from './video-provider.ts';
import { stampCardEvents } from './stamp-card-events.ts';
import { getDatabase } from './database.ts';
import { processBus, TOPICS } from './invalidation.ts';
import { createInvalidationBus, type InvalidationBus } from '#platform/bus/invalidation-bus.ts';
import { createCodeAttempts, type CodeAttempts } from '#platform/http/code-attempts.ts';
import { startJobs } from './jobs.ts';
import { memberInitializeSources } from './member-initialize-sources.ts';
import { createMemberInitialize } from './member-initialize.ts';
import { createEpisodeNoticeJobs } from './episode-notices.ts';
import { config } from '#platform/config.ts';
import { log } from '#platform/log/logger.ts';
import { createPayoutService, createReferralService } from '#modules/affiliate/index.ts';
import { affiliatePurchaseEvents } from './affiliate-events.ts';
import { accountCipherFromEnv, dotmoneyProviderFromEnv, remitterFromEnv } from './payout-wiring.ts';
import { onShutdown } from '#platform/process/shutdown.ts';

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
  /** The failed-attempt limits of every place that takes a code (default: CODE_ATTEMPT_LIMITS, on Redis when REDIS_URL is set). */
  codeAttempts?: CodeAttempts;
  /** The payment provider (default: PAYMENT_PROVIDER's, paymentProviderFromEnv); tests pass a sandbox on their own clock. */
  paymentProvider?: PaymentProvider | null;
};

export function createServices(orm: MikroORM, options: ServicesOptions = {}) {
  const readOrm = options.readOrm ?? orm;
  const bus = options.bus ?? createInvalidationBus();
  // Session rows are reused for SESSION_ROW_TTL_MS; a change to what they carry (the member's account, agreements
  // or sessions) drops them everywhere (decisions 063, 073). Other writes of the member (draws, reads, favourites)
  // leave them: they announce `member` alone.
  const accountChanged = (userId?: number) => {
    const key = userId === undefined ? undefined : String(userId);
    bus.publish(TOPICS.account, key);
    bus.publish(TOPICS.member, key);
  };
  const accounts = createAccountsService(orm, {
    sessionRowTtlMs: config.sessionRowTtlMs,
    onMemberChange: accountChanged,
    // A referral made at sign-up counts once the member's mailed link completes it (`referrals` is made below).
    onSignUpCompleted: (userId) => referrals.confirmSignUp(userId),
  });
  bus.subscribe(TOPICS.account, (key) => accounts.dropSessions(key === undefined ? undefined : Number(key)));
  const socialAccounts = createSocialAccountsService(orm);
  const walletCore = createWalletService(orm, { now: options.now });
  // Rewards record their draws and claims in the same transaction as the wallet's grant (issue 16).
  const lottery = createLotteryService(orm, { withMemberLedger: (userId, work, at) => walletCore.withMemberLedger(userId, work, at), now: options.now });
  const stampCards = createStampCardService(orm, { withMemberLedger: (userId, work, at) => walletCore.withMemberLedger(userId, work, at), lottery, now: options.now });
  const missions = createMissionService(orm, { withMemberLedger: (userId, work, at) => walletCore.withMemberLedger(userId, work, at), now: options.now });
  const isStampAction = (action: string): action is StampAction => (STAMP_ACTIONS as readonly string[]).includes(action);
  // Stamp cards and missions hear of sign-ins, reads, favourites, purchases and reviews through these
  // wrappers, never through those modules' tables (decisions 048, 050); one failing never stops the other.
  const stampEvents = stampCardEvents(async (userId, action, reference) => {
    const [stamped, counted] = await Promise.allSettled([isStampAction(action) ? stampCards.stamp(userId, action, reference) : 0, missions.record(userId, action, reference)]);
    for (const outcome of [stamped, counted]) if (outcome.status === 'rejected') throw outcome.reason;
  }, options.now);
  // Affiliate earnings and payouts (decision 052): the wallet's ledger and purchases come in as functions.
  const referrals = createReferralService(orm, {
    withMemberLedger: (userId, work, at) => walletCore.withMemberLedger(userId, work, at),
    firstPaidAt: async (userId) => {
      const paid = (await walletCore.balancesOf(userId)).firstPaidDate;
      return paid ? new Date(paid) : null;
    },
    now: options.now,
  });
  const payouts = createPayoutService(orm, {
    withMemberLedger: (userId, work, at) => walletCore.withMemberLedger(userId, work, at),
    balanceOf: (userId) => walletCore.affiliateBalanceOf(userId),
    cipher: accountCipherFromEnv(),
    dotmoney: dotmoneyProviderFromEnv(),
    remitter: remitterFromEnv(),
    now: options.now,
  });
  const wallet = affiliatePurchaseEvents(stampEvents.wallet(walletCore), (userId) => referrals.purchased(userId));
  const coupons = createCouponService(orm);
  // Cards everywhere show the campaigns running at the moment asked (decision 064): the campaigns module's
  // targets, read once per process and dropped with the catalogue's caches, looked up after every cache.
  const campaignCardTexts = createCampaignCardTexts(readOrm);
  const cardCampaigns = { campaignTextOf: campaignCardTexts.campaignTextOf, now: () => options.now?.() ?? new Date() };
  const catalogue = createCatalogueService(readOrm, cardCampaigns);
  // A member's part of initialize is cached; each write that changes it tells every process (decision 046).
  const memberChanged = (userId?: number) => bus.publish(TOPICS.member, userId === undefined ? undefined : String(userId));
  onWalletCommit(orm, memberChanged);
  const reading = stampEvents.reading(createReadingService(orm, { onMemberChange: memberChanged }));
  // Agreements are mirrored on the member's row, which their session rows carry.
  const notices = createNoticesService(orm, { onMemberChange: accountChanged });
  const favorites = stampEvents.favorites(createFavoritesService(orm));
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
  const rankings = createRankingService(readOrm, { cards: (ids) => catalogue.cardsByIds(ids), current: (cards) => catalogue.currentCards(cards) });
  const refreshRankings = createRankingRefresh(orm, {
    viewCounts: (windows) => reading.titleReadCounts(windows),
    purchaseCounts: (windows) => titlePurchaseCounts(orm, windows),
    titleFacts: (ids) => catalogue.rankingFacts(ids),
  });
  const lists = createListService(readOrm, cardCampaigns);
  const search = createSearchService(orm, ormSqlRunner(orm, { serial: true }), ormSqlRunner(readOrm, { serial: true }), cardCampaigns);
  const store = createStoreService(readOrm);
  const contentBlocks = createContentBlocksService(orm, lists, { ranking: (limit) => rankings.top(limit) }, cardCampaigns);
  const navigation = createNavigationService(orm);
  const siteSettings = createSiteSettingsService(orm, { onChange: () => bus.publish(TOPICS.siteSettings) });
  // A change announced by any process (this one included) drops this process's copies.
  // Uploaded covers of adult titles are served only to members allowed adult content.
  const adultCoverPaths = createAdultCoverPaths(readOrm);
  bus.subscribe(TOPICS.catalogue, () => {
    adultCoverPaths.dropCached();
    campaignCardTexts.drop();
    contentBlocks.dropCached();
    catalogue.dropCached();
    search.dropCached();
    store.dropCached();
  });
  bus.subscribe(TOPICS.rankings, () => rankings.invalidate());
  bus.subscribe(TOPICS.siteSettings, () => siteSettings.dropCached());
  // Linking ドットマネー changes the member's initialize (dotmoneyAccount): every process drops their cached part.
  const payoutsTold = {
    ...payouts,
    async linkDotmoney(...args: Parameters<typeof payouts.linkDotmoney>) {
      const account = await payouts.linkDotmoney(...args);
      memberChanged(args[0]);
      return account;
    },
  };
  // The staff console (decision 053): the catalogue's titles come in as functions; a saved title is in
  // search at once (its document alone) and every process drops what it showed of it.
  const titleEditor = createTitleEditor(orm);
  const pageAltTexts = createPageAltTexts(orm);
  const seriesEditor = createSeriesEditor(orm);
  bus.subscribe(TOPICS.catalogue, () => pageAltTexts.dropCached());
  // Present campaigns (応募): eligibility from the reader's history, winners told through /message/ (decision 051).
  const presents = createPresentService(orm, {
    now: options.now,
    readTitlesSince: async (userId, since) => (await reading.readingHistory(userId)).filter((h) => new Date(h.readAt) >= since).map((h) => h.titleCode),
    notifyWinner: async (userId, campaignName) => {
      await notices.messages.send(userId, { title: `【当選のお知らせ】${campaignName}`, body: `${campaignName}にご応募いただきありがとうございます。厳正な抽選の結果、当選されました。賞品のお届けについては後日ご案内します。` });
    },
  });
  const campaignEditing = createCampaignEditing(orm, { now: options.now });
  const coinPacks = createCoinPackCatalog(orm, { now: options.now });
  const couponEditing = createCouponEditing(orm, { now: options.now, legalProblems: async (coupon) => couponLegalProblems(coupon, (await coinPacks.list()).map((pack) => pack.priceYen)) });
  const staffConsole = createStaffConsole(orm, {
    siteSettings,
    now: options.now,
    titles: {
      read: (code) => titleEditor.read(code),
      write: async (code, next) => {
        const id = await titleEditor.write(code, next);
        await search.refresh([id]);
      },
      find: (keyword) => titleEditor.find(keyword),
      tagCounts: () => titleEditor.tagCounts(),
      changed: (code) => {
        bus.publish(TOPICS.catalogue);
        bus.publish(TOPICS.title, code);
      },
    },
    onBannersChange: () => bus.publish(TOPICS.siteSettings),
    // The navigation editor (decision 058): every process drops its navigation and page caches.
    navigation,
    onNavigationChange: () => bus.publish(TOPICS.siteSettings),
    // The top page's blocks: replaceAll drops the blocks and tells every process's page cache (decision 041).
    contentBlocks: {
      definitions: () => contentBlocks.definitions(),
      replaceAll: (blocks) => contentBlocks.replaceAll(blocks.map((block) => ({ ...block, sort: block.sort as ListSort }))),
    },
    reviews: {
      ...createReviewModeration(orm, { now: options.now }),
      changed: (code) => {
        bus.publish(TOPICS.catalogue);
        bus.publish(TOPICS.title, code);
      },
    },
    // A title's volumes and stories (decision 066): a save drops the title page, lists and viewer data in every process.
    contents: {
      contents: (code) => seriesEditor.contents(code),
      readVolume: (id) => seriesEditor.readVolume(id),
      writeVolume: (id, next) => seriesEditor.writeVolume(id, next),
      createVolume: (value) => seriesEditor.createVolume(value),
      readStory: (id) => seriesEditor.readStory(id),
      writeStory: (id, next) => seriesEditor.writeStory(id, next),
      createStory: (value) => seriesEditor.createStory(value),
      readOrder: (code) => seriesEditor.readOrder(code),
      writeOrder: (code, order) => seriesEditor.writeOrder(code, order),
      changed: (code) => {
        bus.publish(TOPICS.catalogue);
        bus.publish(TOPICS.title, code);
      },
    },
    pageAlts: {
      read: (storyId) => pageAltTexts.readStory(storyId),
      write: (storyId, alts) => pageAltTexts.write(storyId, alts),
      storiesOf: (code) => pageAltTexts.storiesOf(code),
      changed: (code) => {
        bus.publish(TOPICS.catalogue);
        bus.publish(TOPICS.title, code);
      },
    },
    // Campaigns (decision 056): the campaigns module's own functions; a save, a published hash or a draw
    // drops every process's catalogue caches and anonymous pages, so public pages show it at once.
    campaigns: {
      read: (id) => campaignEditing.read(id),
      write: (id, next) => campaignEditing.write(id, next),
      create: (value) => campaignEditing.create(value),
      list: () => campaignEditing.list(),
      titleNames: async (codes) => new Map((await catalogue.cardsByCodes(codes, true)).map((card) => [card.titleCode, card.titleName])),
      entries: (campaignId) => presents.entriesForStaff(campaignId),
      commitSeed: async (campaignId) => ({ commitment: (await presents.commitSeed(campaignId)).commitment }),
      draw: (campaignId) => presents.draw(campaignId),
      changed: () => bus.publish(TOPICS.catalogue),
    },
    sendMessage: async (userId, message) => {
      const id = await notices.messages.send(userId, message);
      memberChanged(userId);
      return id;
    },
    // The rewards module's stamp cards and lotteries (decision 057): its own rules and legal checks on every save.
    rewards: {
      stampCards: createStampCardEditing(orm, { now: options.now }),
      lotteries: createLotteryEditing(orm, { now: options.now }),
      ticketCampaigns: createTicketCampaignEditing(orm, { now: options.now }),
    },
    // Gift coupons and their codes (decision 067): the campaigns module's table, checked with 景品表示法 on every save.
    coupons: couponEditing,
    // Coin packs (decision 067): the wallet's table; /point/ and the purchase flow read it, /legal/ lists it.
    coinPacks,
    onCoinPacksChange: () => bus.publish(TOPICS.catalogue),
    // Staff gift handouts (decision 069): the rewards module's pending rewards; which members exist comes from accounts.
    giftHandouts: createGiftHandouts(orm, { members: createMemberDirectory(orm), now: options.now }),
    // A saved card is seen at once: this process's running cards are dropped, initialize is recomputed.
    onStampCardsChange: () => {
      stampCards.dropCached();
      bus.publish(TOPICS.member);
    },
     // Uploaded images are public once a published object shows them (issue 29 item 8): banners and site
    // settings are the console's own; covers and stamp card thumbnails are the catalogue's and rewards' tables.
    imageUses: [publishedCoverUses(readOrm), startedStampCardUses(orm)],
  });
  // What the public may see of the uploaded images follows every save of what shows them, in every process:
  // banners and settings (siteSettings), covers (catalogue), stamp cards (member, all members at once).
  bus.subscribe(TOPICS.siteSettings, () => staffConsole.publishedImages.dropCached());
  bus.subscribe(TOPICS.catalogue, () => staffConsole.publishedImages.dropCached());
  bus.subscribe(TOPICS.member, (key) => {
    if (key === undefined) staffConsole.publishedImages.dropCached();
  });
  bus.subscribe(TOPICS.siteSettings, () => staffConsole.banners.dropCached());
  bus.subscribe(TOPICS.siteSettings, () => navigation.dropCached());
  const memberInitialize = createMemberInitialize(memberInitializeSources({ notices, wallet, reading, stampCard: runningStampCard, dotmoneyAccount: (userId) => payouts.dotmoneyAccountOf(userId) }), { ttlMs: config.memberStateTtlMs });
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
  const profile = createProfileService(orm, accounts);
  // New episodes of favourites: messages in /message/ and, for those who ask, a daily mail (decision 055).
  const episodeUpdates = createEpisodeUpdates(readOrm);
  const episodeNotices = createEpisodeNoticeJobs(orm, {
    episodeUpdates,
    favorites,
    profile,
    mailer: accounts.mailer,
    memberChanged: (userId) => memberChanged(userId),
    now: options.now,
  });
  const pageSigner = createPageSigner({ key: pageUrlKey(loadSessionSecret()), now: options.now });
  const paymentProvider = options.paymentProvider === undefined ? paymentProviderFromEnv() : options.paymentProvider;
  const videoProvider = videoProviderFromEnv(loadSessionSecret());
  return {
    catalogue,
    adultCoverPaths,
    search,
    lists,
    // The top page's ranking block shows the ranking job's monthly views ranking.
    contentBlocks,
    store,
    navigation,
    siteSettings,
    staffConsole,
    pageAltTexts,
    bus,
    support: createSupportService(orm),
    accounts,
    profile,
    episodeNotices,
    coupons,
    // Failed tries at coupon and gift codes, counted together wherever a code is taken (issue 29).
    codeAttempts: options.codeAttempts ?? createCodeAttempts(),
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
    presents,
    // Linked accounts and credentials are part of the session row: a change reaches every process's copy.
    social: {
      ...socialAccounts,
      async link(userId: number, provider: SocialProviderId, subject: string) {
        await socialAccounts.link(userId, provider, subject);
        accounts.memberChanged(userId);
      },
      async unlink(userId: number, provider: SocialProviderId) {
        await socialAccounts.unlink(userId, provider);
        accounts.memberChanged(userId);
      },
      async setCredentials(userId: number, input: { email: string; password: string }) {
        await socialAccounts.setCredentials(userId, input);
        accounts.memberChanged(userId);
      },
    },
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
    // Anyone recomputes a past draw from its period's revealed seed (issue 16 item 3).
    lotteryVerify: createLotteryVerify(orm, { lottery, now: options.now }),
    lotteryPreview: createLotteryPreview(orm),
    lotteryAdmin: createLotteryAdmin(orm, { now: options.now }),
    // Gifts and pending rewards (decision 049): other modules' reads, links and coupons come in as functions.
    gifts: createGiftService(orm, {
      withMemberLedger: (userId, work, at) => wallet.withMemberLedger(userId, work, at),
      couponRedemption: (code) => coupons.redemption(code),
      grantsOf: (userId, reasons) => createRewardGrants(orm).grantsOf(userId, reasons),
      linkedAccounts: async (userId) => (await socialAccounts.identitiesOf(userId)).map((identity) => ({ provider: identity.provider, name: SOCIAL_PROVIDER_NAMES[identity.provider] })),
      readEventsBetween: (userId, from, to) => reading.readEventsBetween(userId, from, to),
      now: options.now,
    }),
    stampCards,
    missions,
    // The rewards' first steps for new members (spec §7 tutorial lead); the sign-up date comes from accounts.
    tutorialLead: createTutorialLead(orm, {
      signedUpAt: (userId) => accounts.signedUpAt(userId),
      missionBoardPath: async () => {
        const [board] = await missions.runningBoards();
        return board ? missionPath(board.code) : null;
      },
      stampCardPath: async (userId) => {
        const card = await stampCards.runningCard(userId);
        return card ? stampCardPath(card.campaignCode) : null;
      },
      now: options.now,
    }),
    referrals,
    payouts: payoutsTold,
    videoProvider,
    videoRewards: createVideoRewardService(orm, { withMemberLedger: (userId, work, at) => walletCore.withMemberLedger(userId, work, at), lottery, provider: videoProvider, now: options.now }),
    stampCardAdmin: createStampCardAdmin(orm, { now: options.now, onChange: () => stampCards.dropCached() }),
    runningStampCard,
    /** The payment provider (the sandbox's own pages are mounted in api.ts when it is the sandbox). */
    paymentProvider,
    // Coin packs are data (decision 067): /point/ lists those on sale, staff edit them on /staff/item/.
    coinPacks,
    purchases: createPurchaseService(orm, wallet, { provider: paymentProvider, confirmTimeoutMs: confirmTimeoutFromEnv(), coupons }),
    walletHistory: createWalletHistory(orm, { wallet, couponByCode: (code) => coupons.byCode(code) }),
    pointExchange: createPointExchange(orm),
    ticketConversion: createTicketConversion(orm),
    bookshelf: createBookshelfService({
      liveEntitlements: (userId, at, titleCode) => walletShelf.liveEntitlements(userId, at, titleCode),
      favorites: (userId) => favorites.list(userId),
      readingHistory: (userId) => reading.readingHistory(userId),
      titles: (codes) => catalogue.shelfTitles(codes),
      latestEpisodeAt: (codes, at) => episodeUpdates.latestEpisodeAt(codes, at),
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
    // Work left by answers already sent (a sign-up's member and mail, a reset mail) ends before the database closes.
    onShutdown('finish after-answer mail work', 20, () => created.accounts.mailer.idle());
    // The first rankings are computed before the first request is served (never per request).
    await startJobs(created, db.url).ready;
    startCampaignBoundaries(created);
    return created;
  });
  services.catch(() => (services = undefined));
  return services;
}
