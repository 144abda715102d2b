import { MemberMessage } from './entities/member-message.ts';
import { SiteNoticeRead } from './entities/site-notice-read.ts';
import { SiteNotice } from './entities/site-notice.ts';
import { TermAgreement } from './entities/term-agreement.ts';
import { TermVersion } from './entities/term-version.ts';

export { MemberMessage, SiteNotice, SiteNoticeRead, TermAgreement, TermVersion };

export const noticesEntities = [TermVersion, TermAgreement, SiteNotice, SiteNoticeRead, MemberMessage];
