import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import { LIST_SORTS, type ListSort } from '../lists/list-query.ts';
import type { ContentBlocksService } from './content-blocks-service.ts';

export const CONTENT_BLOCKS_PATH = '/api/staff/v1/content-blocks/';

const text = (max: number) => z.string().trim().min(1).max(max);
const source = z.string().regex(/^(all|comics|new|free|store|campaign|end|recommend|ranking|genre:[a-z0-9-]{1,40})$/, { error: 'source が正しくありません' });
const sort = z.number().int().refine((value) => (LIST_SORTS as readonly number[]).includes(value), { error: 'sort が正しくありません' });
const link = z.string().regex(/^\/(?![/\\])[A-Za-z0-9/_?=&.-]{0,200}$/, { error: 'link はサイト内のパスで指定してください' });

export const contentBlocksInput = z.object({
  blocks: z
    .array(
      z.object({
        title: text(100),
        label: text(40).nullish(),
        source,
        sort: sort.optional(),
        item_limit: z.number().int().min(1).max(20).optional(),
        ranked: z.boolean().optional(),
        more_btn: z.object({ link, text: text(40) }).nullish(),
        tabs: z.array(z.object({ label: text(40), source, sort: sort.optional() })).max(10).optional(),
      }),
    )
    .max(30),
});

/**
 * `POST /api/staff/v1/content-blocks/` (staff only): replaces the top page's blocks. Every process drops
 * its cached blocks and anonymous pages at once (decision 041).
 */
export function contentBlocksRouter(blocks: ContentBlocksService): Hono<{ Variables: ViewerVariables }> {
  const router = new Hono<{ Variables: ViewerVariables }>({ strict: true });
  router.post(CONTENT_BLOCKS_PATH, requireMember(), validate('json', contentBlocksInput), async (c) => {
    if (!memberOf(c).isStaff) throw new ApiError(403, { content: 'この操作はスタッフのみ行えます。', label: 'string', level: 'warning' });
    const input = c.req.valid('json');
    await blocks.replaceAll(
      input.blocks.map((block) => ({
        title: block.title,
        label: block.label ?? null,
        source: block.source,
        sort: block.sort as ListSort | undefined,
        itemLimit: block.item_limit,
        ranked: block.ranked,
        moreBtn: block.more_btn ?? null,
        tabs: block.tabs,
      })),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, count: input.blocks.length });
  });
  return router;
}
