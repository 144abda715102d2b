import { DomainError } from '#platform/errors/domain-error.ts';

/** Why the notices module refused (decision 030); http/notice-error-mapping.ts says how the API answers each. */
export type NoticeErrorCode = 'term-not-found' | 'term-outdated';

export class NoticeError extends DomainError<NoticeErrorCode> {}
