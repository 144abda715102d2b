import { AdultSetting } from '#modules/accounts/client.ts';
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '#platform/http/api-error.ts';
import { limitByKey, tooManyRequests } from '#platform/http/rate-limit.ts';
import { validate } from '#platform/http/validate.ts';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import type { FavoritesService } from './favorites-service.ts';

export const favoriteMessages = {
  added: 'お気に入りに追加しました',
  removed: 'お気に入りを解除しました',
  notFound: 'この作品は見つかりませんでした。',
  /** The login modal's prompt for visitors (spec §4 "Favourite toggle"). */
  loginPrompt: 'お気に入りで本棚を充実させよう',
} as const;

export const favoriteInput = z.object({
  favorite: z.union([z.enum(['1', '0']), z.literal(1), z.literal(0)], { error: 'favorite は "1" か "0" で指定してください' }).transform((v) => v === '1' || v === 1),
  title_code: z.string({ error: 'title_code を指定してください' }).regex(/^[A-Za-z0-9_-]{1,16}$/, { error: 'title_code が正しくありません' }),
});

/** `POST /api/v1/favorite/` (spec §7): members only, one toggle per call, exact counts. */
export function favoritesRouter(favorites: FavoritesService) {
  const limit = limitByKey('favorite-member', 120, 60);
  const router = new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .post('/api/v1/favorite/', requireMember(), validate('json', favoriteInput), async (c) => {
      const member = memberOf(c);
      const allowed = await limit(String(member.userId));
      if (!allowed.allowed) throw tooManyRequests(allowed.retryAfterSeconds);
      const input = c.req.valid('json');
      const answer = await favorites.set(member.userId, input.title_code, input.favorite, member.userValidAdult === AdultSetting.Enabled);
      if (!answer) throw new ApiError(404, { content: favoriteMessages.notFound, label: 'string', level: 'warning' });
      c.header('Cache-Control', 'private, no-store');
      return c.json({ success: true, message: { content: answer.isFavorite ? favoriteMessages.added : favoriteMessages.removed, label: 'string', level: 'info' }, ...answer });
    })
    /** The member's favourite flag and the title's count (the title bottom sheet asks when it opens). */
    .get('/api/v1/favorite/', requireMember(), validate('query', favoriteInput.pick({ title_code: true })), async (c) => {
      const member = memberOf(c);
      const answer = await favorites.state(member.userId, c.req.valid('query').title_code, member.userValidAdult === AdultSetting.Enabled);
      if (!answer) throw new ApiError(404, { content: favoriteMessages.notFound, label: 'string', level: 'warning' });
      c.header('Cache-Control', 'private, no-store');
      return c.json({ success: true, message: null, ...answer });
    });
  return router;
}
