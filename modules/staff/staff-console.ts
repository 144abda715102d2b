import type { MikroORM } from '@mikro-orm/postgresql';
import { Hono } from 'hono';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { auditRouter } from './edits/audit-router.ts';
import { createStaffEdits } from './edits/staff-edits.ts';
import { createStaffDrafts } from './edits/staff-drafts.ts';
import { draftRouter } from './edits/draft-router.ts';
import { bannerRouter } from './banners/banner-router.ts';
import { createBannerService } from './banners/banner-service.ts';
import { createStaffImages } from './banners/staff-images.ts';
import { createPublishedImages, type ImageUse } from './banners/published-images.ts';
import { seriesRouter } from './series/series-router.ts';
import type { TitleEditing } from './series/series-rules.ts';
import { settingsRouter } from './settings-router.ts';
import { diagnosticsRouter } from './diagnostics-router.ts';
import { reviewReportsRouter, type ReviewModerating } from './reviews/review-reports.ts';
import { pageAltRouter, type PageAltEditing } from './series/page-alt-router.ts';
import { contentsRouter } from './series/contents-router.ts';
import type { SeriesContentsEditing } from './series/contents-rules.ts';
import { campaignRouter } from './campaigns/campaign-router.ts';
import type { CampaignEditingPort } from './campaigns/campaign-rules.ts';
import type { SiteSettingsService } from './site-settings-service.ts';
import { rewardRouter } from './rewards/reward-router.ts';
import type { RewardEditing } from './rewards/reward-rules.ts';
import { couponRouter } from './rewards/coupon-router.ts';
import type { CouponEditingPort } from './rewards/coupon-rules.ts';
import { coinPackRouter } from './rewards/coin-pack-router.ts';
import type { CoinPackEditingPort } from './rewards/coin-pack-rules.ts';
import { giftHandoutRouter } from './rewards/gift-handout-router.ts';
import type { GiftHandoutPort } from './rewards/gift-handout-rules.ts';
import type { NavigationService } from './navigation-service.ts';
import { navigationRouter } from './navigation-editor.ts';
import { contentBlocksEditorRouter } from './blocks/content-blocks-editor.ts';
import type { ContentBlocksEditing } from './blocks/block-rules.ts';

export type StaffConsoleDeps = {
  siteSettings: SiteSettingsService;
  /** The catalogue's titles (composition root). */
  titles: TitleEditing;
  now?: () => Date;
  /** A banner was saved, or one's start or end passed: public pages must show it at once. */
  onBannersChange?: () => void;
  /** Sends a personal message (/message/) to a member: the diagnostics page's test notice. */
  sendMessage: (userId: number, message: { title: string; body: string }) => Promise<number>;
  /** The catalogue's reviews and their reports (composition root). */
  reviews: ReviewModerating;
  /** The viewer pages' alt texts (composition root). */
  pageAlts: PageAltEditing;
  /** The catalogue's volumes and stories of a title (composition root; decision 066). */
  contents: SeriesContentsEditing;
  /** The campaigns module's campaigns, entries and draw (composition root; decision 056). */
  campaigns: CampaignEditingPort;
  /** The rewards module's stamp cards and lotteries (composition root; decision 057). */
  rewards: RewardEditing;
  /** The campaigns module's gift coupons and their codes (composition root; decision 067). */
  coupons: CouponEditingPort;
  /** The wallet's coin packs (composition root; decision 067). */
  coinPacks: CoinPackEditingPort;
  /** The rewards module's gift handouts, offered to members' /gift/ lists (composition root; decision 069). */
  giftHandouts: GiftHandoutPort;
  /** A pack was saved: /point/ and /legal/ (anonymous page cache) show it at once. */
  onCoinPacksChange?: () => void;
  /** A stamp card was saved: members see it at once. */
  onStampCardsChange?: () => void;
  /** The top navigation (this module's), edited at /staff/navigation/; public pages drop it on `onNavigationChange`. */
  navigation?: NavigationService;
  onNavigationChange?: () => void;
  /** The catalogue's top page blocks (composition root), edited at /staff/blocks/. */
  contentBlocks?: ContentBlocksEditing;
  /** Other modules' published objects that show uploaded images (covers, stamp cards): those images are public. */
  imageUses?: readonly ImageUse[];
};

/** The staff console's services (decision 053): versioned saves with the audit log, banners, uploaded images. */
export function createStaffConsole(orm: MikroORM, deps: StaffConsoleDeps) {
  const edits = createStaffEdits(orm, { now: deps.now });
  const banners = createBannerService(orm, edits, { now: deps.now, onChange: deps.onBannersChange });
  const images = createStaffImages(orm, { now: deps.now });
  const publishedImages = createPublishedImages(orm, { now: deps.now, elsewhere: deps.imageUses });
  const drafts = createStaffDrafts(orm, edits, { now: deps.now });
  return {
    orm,
    /** The console's clock (the services' injectable one): what pages show as 公開前 / 公開中 / 公開終了. */
    now: () => deps.now?.() ?? new Date(),
    edits,
    drafts,
    banners,
    images,
    publishedImages,
    titles: deps.titles,
    siteSettings: deps.siteSettings,
    sendMessage: deps.sendMessage,
    reviews: deps.reviews,
    pageAlts: deps.pageAlts,
    contents: deps.contents,
    campaigns: deps.campaigns,
    rewards: deps.rewards,
    coupons: deps.coupons,
    coinPacks: deps.coinPacks,
    giftHandouts: deps.giftHandouts,
    onCoinPacksChange: deps.onCoinPacksChange,
    onStampCardsChange: deps.onStampCardsChange,
    navigation: deps.navigation,
    onNavigationChange: deps.onNavigationChange,
    contentBlocks: deps.contentBlocks,
  };
}

export type StaffConsole = ReturnType<typeof createStaffConsole>;

/** Every staff API of the console on one router. */
export function staffConsoleRouter(console: StaffConsole) {
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .route('/', auditRouter(console.edits))
    .route('/', draftRouter(console.drafts))
    .route('/', bannerRouter(console))
    .route('/', settingsRouter(console))
    .route('/', seriesRouter(console))
    .route('/', diagnosticsRouter(console))
    .route('/', reviewReportsRouter(console))
    .route('/', pageAltRouter(console))
    .route('/', contentsRouter(console))
    .route('/', campaignRouter(console))
    .route('/', rewardRouter(console))
    .route('/', couponRouter(console))
    .route('/', coinPackRouter(console))
    .route('/', giftHandoutRouter({ giftHandouts: console.giftHandouts, edits: console.edits, drafts: console.drafts, now: console.now }))
    .route('/', console.navigation ? navigationRouter({ orm: console.orm, navigation: console.navigation, edits: console.edits, drafts: console.drafts, onNavigationChange: console.onNavigationChange }) : new Hono<{ Variables: ViewerVariables }>())
    .route('/', console.contentBlocks ? contentBlocksEditorRouter({ blocks: console.contentBlocks, edits: console.edits, drafts: console.drafts }) : new Hono<{ Variables: ViewerVariables }>());
}
