import { Hono } from 'hono';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { validate } from '#platform/http/validate.ts';
import { viewerCacheHeaders } from '../search/search-router.ts';
import { STORE_SEARCH_PATH, type StoreSearchAnswer } from './product.ts';
import { storeSearchInput } from './store-query.ts';
import type { StoreService } from './store-service.ts';

/** `GET /store/api/v2/search/?q=&order_by=order_count-desc&product_type=1` (spec §7, the catalogue search). */
export function storeRouter(store: StoreService) {
  const router = new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(STORE_SEARCH_PATH, validate('query', storeSearchInput), async (c) => {
      const { allowAdult } = viewerCacheHeaders(c);
      const query = c.req.valid('query');
      const page = await store.search(query, allowAdult);
      const numPages = Math.ceil(page.count / page.pageSize);
      const answer: StoreSearchAnswer = {
        success: true,
        message: null,
        paginator: {
          count: page.count,
          num_pages: numPages,
          per_page: page.pageSize,
          current_page: { number: page.page, has_next: page.page < numPages, has_previous: page.page > 1, object_list: page.products },
        },
      };
      return c.json(answer);
    });
  return router;
}
