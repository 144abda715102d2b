import { AdultSetting } from '#modules/accounts/client.ts';
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '#platform/http/api-error.ts';
import { limitByKey, tooManyRequests } from '#platform/http/rate-limit.ts';
import { validate } from '#platform/http/validate.ts';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import { READER_SETTINGS_PATH } from './client.ts';
import type { ReaderSettingsService } from './reader-settings-service.ts';

export { READER_SETTINGS_PATH };


const titleCode = z.string({ error: 'title_code を指定してください' }).regex(/^[A-Za-z0-9_-]{1,16}$/, { error: 'title_code が正しくありません' });
export const readerSettingsQuery = z.object({ title_code: titleCode });
export const readerSettingsInput = z.object({
  title_code: titleCode,
  direction: z.enum(['rtl', 'ltr'], { error: 'direction は rtl か ltr で指定してください' }),
  spread: z.enum(['auto', 'single'], { error: 'spread は auto か single で指定してください' }),
  mode: z.enum(['paged', 'vertical'], { error: 'mode は paged か vertical で指定してください' }),
});

export const readerSettingsMessages = { notFound: 'この作品は見つかりませんでした。' } as const;

/**
 * `GET /api/v1/reader/settings/?title_code=` and `PUT /api/v1/reader/settings/` (members only): the
 * viewer's settings of one title, saved on the server so they follow the member to another browser.
 */
export function readerSettingsRouter(settings: ReaderSettingsService) {
  const limit = limitByKey('reader-settings-member', 120, 60);
  const notFound = () => new ApiError(404, { content: readerSettingsMessages.notFound, label: 'string', level: 'warning' });
  const router = new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(READER_SETTINGS_PATH, requireMember(), validate('query', readerSettingsQuery), async (c) => {
      const member = memberOf(c);
      const saved = await settings.get(member.userId, c.req.valid('query').title_code, member.userValidAdult === AdultSetting.Enabled);
      if (saved === undefined) throw notFound();
      c.header('Cache-Control', 'private, no-store');
      return c.json({ success: true, settings: saved });
    })
    .put(READER_SETTINGS_PATH, requireMember(), validate('json', readerSettingsInput), async (c) => {
      const member = memberOf(c);
      const allowed = await limit(String(member.userId));
      if (!allowed.allowed) throw tooManyRequests(allowed.retryAfterSeconds);
      const { title_code, ...value } = c.req.valid('json');
      if (!(await settings.put(member.userId, title_code, member.userValidAdult === AdultSetting.Enabled, value))) throw notFound();
      c.header('Cache-Control', 'private, no-store');
      return c.json({ success: true, settings: value });
    });

  return router;
}
