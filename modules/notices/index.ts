import type { MikroORM } from '@mikro-orm/postgresql';
import { EpisodeDigest } from './entities/episode-digest.ts';
import { EpisodeScan } from './entities/episode-scan.ts';
import { MemberMessage } from './entities/member-message.ts';
import { SiteNoticeRead } from './entities/site-notice-read.ts';
import { SiteNotice } from './entities/site-notice.ts';
import { TermAgreement } from './entities/term-agreement.ts';
import { TermVersion } from './entities/term-version.ts';
import { createMessagesService } from './messages-service.ts';
import { createSiteNoticesService } from './site-notices-service.ts';
import { createTermsService } from './terms-service.ts';

export { MemberMessage, SiteNotice, SiteNoticeRead, TermAgreement, TermVersion };
export * from './agree-types.ts';
export * from './notice-views.ts';
export { noticeMessages } from './notice-messages.ts';
export { createTermsService, toTermView, type AgreementState, type PublishTermInput, type TermsService } from './terms-service.ts';
export { createSiteNoticesService, type SiteNoticesService } from './site-notices-service.ts';
export { createEpisodeNotices, episodeMessages, EPISODE_SCAN_LAG_MS, type EpisodeNotices, type EpisodeNoticesDeps, type EpisodeDigestEntry, type NewEpisode } from './episode-notices.ts';
export { createMessagesService, type MessagesService } from './messages-service.ts';
export { noticesRouter, agreePolicyInput, type NoticesRouterDeps } from './notices-router.ts';
export { NoticeError, type NoticeErrorCode } from './notice-errors.ts';
export { noticeErrorMapping } from './http/notice-error-mapping.ts';

export const noticesEntities = [TermVersion, TermAgreement, SiteNotice, SiteNoticeRead, MemberMessage, EpisodeScan, EpisodeDigest];

export type NoticesServiceOptions = {
  now?: () => Date;
  /**
   * Told after a write that changes what a member's initialize shows (their unread count, their pending
   * term): with the member's id, or with none when it changes for every member (a notice or a term published).
   */
  onMemberChange?: (userId?: number) => void;
};

/** Terms and agreements, site notices, personal messages. */
export function createNoticesService(orm: MikroORM, options: NoticesServiceOptions = {}) {
  return {
    terms: createTermsService(orm, options),
    siteNotices: createSiteNoticesService(orm, options),
    messages: createMessagesService(orm, options),
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
