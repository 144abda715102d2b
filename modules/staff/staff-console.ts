import type { MikroORM } from '@mikro-orm/postgresql';
import { Hono } from 'hono';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { auditRouter } from './edits/audit-router.ts';
import { createStaffEdits } from './edits/staff-edits.ts';
import { bannerRouter } from './banners/banner-router.ts';
import { createBannerService } from './banners/banner-service.ts';
import { createStaffImages } from './banners/staff-images.ts';
import { seriesRouter } from './series/series-router.ts';
import type { TitleEditing } from './series/series-rules.ts';
import { settingsRouter } from './settings-router.ts';
import { diagnosticsRouter } from './diagnostics-router.ts';
import { reviewReportsRouter, type ReviewModerating } from './reviews/review-reports.ts';
import { pageAltRouter, type PageAltEditing } from './series/page-alt-router.ts';
import type { SiteSettingsService } from './site-settings-service.ts';

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
};

/** The staff console's services (decision 053): versioned saves with the audit log, banners, uploaded images. */
export function createStaffConsole(orm: MikroORM, deps: StaffConsoleDeps) {
  const edits = createStaffEdits(orm, { now: deps.now });
  const banners = createBannerService(orm, edits, { now: deps.now, onChange: deps.onBannersChange });
  const images = createStaffImages(orm, { now: deps.now });
  return { edits, banners, images, titles: deps.titles, siteSettings: deps.siteSettings, sendMessage: deps.sendMessage, reviews: deps.reviews, pageAlts: deps.pageAlts };
}

export type StaffConsole = ReturnType<typeof createStaffConsole>;

/** Every staff API of the console on one router. */
export function staffConsoleRouter(console: StaffConsole) {
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .route('/', auditRouter(console.edits))
    .route('/', bannerRouter(console))
    .route('/', settingsRouter(console))
    .route('/', seriesRouter(console))
    .route('/', diagnosticsRouter(console))
    .route('/', reviewReportsRouter(console))
    .route('/', pageAltRouter(console));
}
