import { z } from 'zod';
import { KEYWORD_MAX_LENGTH } from '../search/search-query.ts';
import { STORE_MAX_PAGE_SIZE, STORE_ORDERS, STORE_PAGE_SIZE } from './product.ts';

const MAX_PAGE = 500;

/** `GET /store/api/v2/search/` query: q, order_by, product_type (1: comics), page, page_size. */
export const storeSearchInput = z.object({
  q: z
    .string()
    .max(KEYWORD_MAX_LENGTH, { error: `q は${KEYWORD_MAX_LENGTH}文字以内で指定してください` })
    .optional()
    .transform((q) => (q ?? '').trim()),
  order_by: z.enum(STORE_ORDERS, { error: `order_by は ${STORE_ORDERS.join(', ')} のいずれかで指定してください` }).default('order_count-desc'),
  product_type: z.enum(['1'], { error: 'product_type は 1（コミック）で指定してください' }).default('1'),
  page: z.coerce.number({ error: 'page は数値で指定してください' }).int({ error: 'page は整数で指定してください' }).min(1, { error: 'page は1以上で指定してください' }).max(MAX_PAGE, { error: `page は${MAX_PAGE}以下で指定してください` }).default(1),
  page_size: z.coerce
    .number({ error: 'page_size は数値で指定してください' })
    .int({ error: 'page_size は整数で指定してください' })
    .min(1, { error: 'page_size は1以上で指定してください' })
    .max(STORE_MAX_PAGE_SIZE, { error: `page_size は${STORE_MAX_PAGE_SIZE}以下で指定してください` })
    .default(STORE_PAGE_SIZE),
});

export type StoreSearchQuery = z.output<typeof storeSearchInput>;
