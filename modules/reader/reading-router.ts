import { AdultSetting } from '#modules/accounts/client.ts';
import { freeViewerPath } from '#platform/routes/site-paths.ts';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ApiError } from '#platform/http/api-error.ts';
import { clientIp, limitByKey, tooManyRequests } from '#platform/http/rate-limit.ts';
import { validate } from '#platform/http/validate.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { requireMember, memberOf } from '#modules/accounts/index.ts';
import type { CatalogueService } from '#modules/catalogue/index.ts';
import type { ReadingService } from './reading-service.ts';
import { isReadable, storyAccess, type StoryAccessDeps } from './story-access.ts';

const positive = (field: string) => z.int({ error: `${field} は1以上の整数で指定してください` }).min(1, { error: `${field} は1以上の整数で指定してください` }).max(999_999);
export const progressInput = z.object({
  title: z.string().regex(/^[A-Za-z0-9_-]{1,16}$/, { error: 'title が正しくありません' }),
  volume: positive('volume'),
  story: positive('story'),
  page: positive('page'),
});

export const readingMessages = {
  notReadable: 'この話は閲覧できません。',
  resume: (titleName: string, storyNumber: number) => `「${titleName}」第${storyNumber}話の続きから読めます`,
} as const;

/** Reads per minute: visitors per address (their reads feed the rankings), members per account. */
export const READING_LIMITS = { visitor: { points: 30, durationSeconds: 60 }, member: { points: 240, durationSeconds: 60 } } as const;

export type ReadingRouterDeps = {
  reading: ReadingService;
  catalogue: Pick<CatalogueService, 'viewerStory'>;
  access: StoryAccessDeps;
  clientIp?: (c: Context) => string;
};

/** `POST /api/v1/reading/progress/` and `GET /api/v1/lastreadhistory/` (spec §7). */
export function readingRouter(deps: ReadingRouterDeps) {
  const visitorLimit = limitByKey('reading-visitor', READING_LIMITS.visitor.points, READING_LIMITS.visitor.durationSeconds);
  const memberLimit = limitByKey('reading-member', READING_LIMITS.member.points, READING_LIMITS.member.durationSeconds);
  const ipOf = deps.clientIp ?? ((c: Context) => clientIp(c));
  const router = new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .post('/api/v1/reading/progress/', validate('json', progressInput), async (c) => {
      const input = c.req.valid('json');
      const user = c.get('viewer')?.user ?? null;
      const allowed = user ? await memberLimit(String(user.userId)) : await visitorLimit(ipOf(c));
      if (!allowed.allowed) throw tooManyRequests(allowed.retryAfterSeconds);
      const story = await deps.catalogue.viewerStory(input.title, input.volume, input.story);
      const reader = { userId: user?.userId ?? 0, userValidAdult: user?.userValidAdult ?? AdultSetting.Unset };
      // Nobody records progress in (or counts reads of) a story they may not read.
      if (!story || !isReadable(await storyAccess(story, reader, deps.access))) {
        throw new ApiError(404, { content: readingMessages.notReadable, label: 'string', level: 'warning' });
      }
      const counted = await deps.reading.record(reader.userId, story, input.page);
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true, counted });
    })
    .get('/api/v1/lastreadhistory/', requireMember(), async (c) => {
      const member = memberOf(c);
      const histories = await deps.reading.lastRead(member.userId, undefined, member.userValidAdult === AdultSetting.Enabled);
      const latest = histories[0];
      const unfinished = latest && latest.page < latest.pageCount ? latest : undefined;
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        success: true,
        last_read_histories: histories,
        message: unfinished
          ? {
              content: readingMessages.resume(unfinished.titleName, unfinished.storyNumber),
              label: 'string',
              level: 'info',
              conversion: 'resume',
              button: { link: freeViewerPath(unfinished.titleCode, unfinished.volumeSerialNumber, unfinished.storyNumber, unfinished.page), text: 'つづきから読む' },
            }
          : null,
      });
    });

  return router;
}
