import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import { MAX_NEEDED_CODES, MAX_NEEDED_TITLES } from './client.ts';
import { memberWriteMark, type MemberPageStateService } from './member-page-state.ts';

const CODE = /^[A-Za-z0-9_-]{1,16}$/;
const codeList = (max: number, name: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : []))
    .pipe(z.array(z.string().regex(CODE, { error: `${name} が正しくありません` })).max(max, { error: `${name} は${max}件までです` }));

export const memberStateQuery = z.object({ codes: codeList(MAX_NEEDED_CODES, 'codes'), titles: codeList(MAX_NEEDED_TITLES, 'titles') });

/**
 * `GET /api/v1/member/state/?codes=a,b&titles=c` (members): the same state the server splices into a
 * member's page, for the islands of a page reached by client-side navigation (its RSC payload is shared
 * by the audience, decision 045).
 */
export function memberStateRouter(state: MemberPageStateService) {
  return new Hono<{ Variables: ViewerVariables }>({ strict: true }).get('/api/v1/member/state/', requireMember(), validate('query', memberStateQuery), async (c) => {
    const member = memberOf(c);
    const needs = c.req.valid('query');
    const answer = await state.forPage({ userId: member.userId, displayName: member.userDisplayName, imageUrl: member.userImageUrl || null }, needs, memberWriteMark(c.req.header('cookie')));
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Cookie');
    return c.json({ success: true as const, message: null, state: answer });
  });
}
