import { describe, expect, it } from 'vitest';
import { NoticeError } from '../notice-errors.ts';
import { noticeMessages } from '../notice-messages.ts';
import { noticeErrorMapping } from './notice-error-mapping.ts';

describe('the notices error mapping', () => {
  it('answers an unknown term with 404 and an outdated one with 409, as before', () => {
    const unknown = noticeErrorMapping.toApiError(new NoticeError('term-not-found'))!;
    expect([unknown.status, unknown.toJSON()]).toEqual([404, { success: false, message: { content: noticeMessages.termNotFound, label: 'modal', level: 'warning' } }]);
    const outdated = noticeErrorMapping.toApiError(new NoticeError('term-outdated'))!;
    expect([outdated.status, outdated.toJSON()]).toEqual([409, { success: false, message: { content: noticeMessages.termOutdated, label: 'modal', level: 'warning' } }]);
  });
});
