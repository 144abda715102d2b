import { AdultSetting } from './client.ts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ApiError, messages } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import { DISPLAY_NAME_MAX_LENGTH, accountFieldMessages } from './account-fields.ts';
import {
  ACCOUNT_HOLDER_NAME_MAX_LENGTH,
  ACCOUNT_HOLDER_NAME_PATTERN,
  DELETE_CONFIRM_TEXT,
  PROFILE_ICON_COUNT,
  profileMessages as m,
} from './profile-fields.ts';
import type { ProfileService } from './profile-service.ts';
import { memberOf, requireMember } from './http/require-member.ts';
import { clearSessionCookie, isSecureRequest, type ViewerVariables } from './sessions.ts';

const holderName = z
  .string()
  .trim()
  .max(ACCOUNT_HOLDER_NAME_MAX_LENGTH, { error: m.accountHolderNameTooLong })
  .refine((value) => value === '' || ACCOUNT_HOLDER_NAME_PATTERN.test(value), { error: m.accountHolderNameInvalid });

export const displayNameInput = z.object({
  display_name: z
    .string({ error: m.displayNameRequired })
    .trim()
    .min(1, { error: m.displayNameRequired })
    .max(DISPLAY_NAME_MAX_LENGTH, { error: accountFieldMessages.displayNameTooLong }),
});
export const iconInput = z.object({ icon: z.int({ error: m.iconInvalid }).min(1, { error: m.iconInvalid }).max(PROFILE_ICON_COUNT, { error: m.iconInvalid }) });
export const accountHolderInput = z
  .object({ first_name: holderName.default(''), last_name: holderName.default('') })
  .refine((name) => name.first_name !== '' || name.last_name !== '', { error: m.accountHolderNameRequired, path: ['last_name'] });
export const adultSettingInput = z.object({ enabled: z.boolean().default(true) });
export const episodeMailInput = z.object({ enabled: z.boolean({ error: m.episodeMailInvalid }) });
export const deleteAccountInput = z.object({
  confirm: z.literal(DELETE_CONFIRM_TEXT, { error: m.deleteConfirmRequired }),
  password: z.string().max(1024).optional(),
});

const limit = bodyLimit({
  maxSize: 4 * 1024,
  onError: (c) => c.json(new ApiError(413, { content: messages.invalidInput, label: 'string', level: 'warning' }).toJSON(), 413),
});

const saved = (content: string) => ({ success: true as const, message: { content, label: 'string' as const, level: 'info' as const } });

/** `/api/user/v1/profile/...`: the signed-in member's own profile (never anyone else's: the id comes from the session). */
export function profileRouter(profile: ProfileService) {
  const router = new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .use('/api/user/v1/profile/*', requireMember(), limit, async (c, next) => {
      c.header('Cache-Control', 'private, no-store');
      await next();
    })
    .post('/api/user/v1/profile/', validate('json', displayNameInput), async (c) => {
      await profile.setDisplayName(memberOf(c).userId, c.req.valid('json').display_name);
      return c.json(saved(m.saved));
    })
    .post('/api/user/v1/profile/icon/', validate('json', iconInput), async (c) => {
      await profile.setIcon(memberOf(c).userId, c.req.valid('json').icon);
      return c.json(saved(m.saved));
    })
    .post('/api/user/v1/profile/account-holder/', validate('json', accountHolderInput), async (c) => {
      const input = c.req.valid('json');
      await profile.setAccountHolderName(memberOf(c).userId, { firstName: input.first_name, lastName: input.last_name });
      return c.json(saved(m.accountHolderSaved));
    })
    // The spec posts no payload (turn on); `{"enabled": false}` turns it off again from /profile/.
    .post('/api/user/v1/profile/adult-setting/', async (c) => {
      const text = await c.req.text();
      let body: unknown = {};
      try {
        if (text.trim()) body = JSON.parse(text);
      } catch {
        throw new ApiError(400, { content: messages.invalidInput, label: 'string', level: 'warning' });
      }
      const parsed = adultSettingInput.safeParse(body);
      if (!parsed.success) {
        throw new ApiError(400, { content: messages.invalidInput, label: 'string', level: 'warning' }, parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
      }
      await profile.setAdult(memberOf(c).userId, parsed.data.enabled);
      return c.json({ ...saved(parsed.data.enabled ? m.adultEnabled : m.adultDisabled), userValidAdult: parsed.data.enabled ? AdultSetting.Enabled : AdultSetting.Disabled });
    })
    .post('/api/user/v1/profile/episode-mail/', validate('json', episodeMailInput), async (c) => {
      const { enabled } = c.req.valid('json');
      await profile.setEpisodeMail(memberOf(c).userId, enabled);
      return c.json({ ...saved(enabled ? m.episodeMailOn : m.episodeMailOff), enabled });
    })
    .post('/api/user/v1/profile/delete/', validate('json', deleteAccountInput), async (c) => {
      await profile.deleteAccount(memberOf(c).userId, c.req.valid('json').password);
      c.header('Set-Cookie', clearSessionCookie(isSecureRequest(c.req.raw)), { append: true });
      return c.json(saved(m.deleted));
    });

  return router;
}
