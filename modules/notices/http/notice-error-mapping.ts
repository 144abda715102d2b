import { ApiError } from '#platform/http/api-error.ts';
import { mapDomainErrors } from '#platform/http/domain-error-mapping.ts';
import { NoticeError } from '../notice-errors.ts';
import { noticeMessages } from '../notice-messages.ts';

/** How the API answers the notices module's refusals (decision 030). */
export const noticeErrorMapping = mapDomainErrors(NoticeError, {
  'term-not-found': () => new ApiError(404, { content: noticeMessages.termNotFound, label: 'modal', level: 'warning' }),
  'term-outdated': () => new ApiError(409, { content: noticeMessages.termOutdated, label: 'modal', level: 'warning' }),
});
