import { z } from 'zod';
import { RANKING_BASES, RANKING_KINDS, RANKING_LIST_KEYS, RANKING_PAGE_SIZE, RANKING_SIZE } from './rules.ts';
import type { RankingQuery } from './ranking-service.ts';

const MAX_PAGE = Math.ceil(RANKING_SIZE / RANKING_PAGE_SIZE);
const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** The ranking's query parameters (API: a bad value is a 400 with these messages). Kind and basis in any case. */
export const rankingInput = z.object({
  kind: z.preprocess(upper, z.enum(RANKING_KINDS, { error: 'kind は MONTHLY か WEEKLY を指定してください。' })).default('MONTHLY'),
  basis: z.preprocess(upper, z.enum(RANKING_BASES, { error: 'basis は BESTSELLER か SALES を指定してください。' })).default('BESTSELLER'),
  list: z.enum(RANKING_LIST_KEYS, { error: 'list が正しくありません。' }).default('general'),
  page: z.coerce.number({ error: 'page は数字で指定してください。' }).int({ error: 'page は整数で指定してください。' }).min(1, { error: 'page は1以上です。' }).max(MAX_PAGE, { error: `page は${MAX_PAGE}以下です。` }).default(1),
});

/** The page's reading of its address (spec §5: unknown or invalid values fall back to the defaults). */
export function normalizeRankingQuery(params: URLSearchParams): RankingQuery {
  const shape = rankingInput.shape;
  const field = <K extends keyof typeof shape>(key: K) => {
    const parsed = shape[key].safeParse(params.get(key) ?? undefined);
    return parsed.success ? parsed.data : shape[key].parse(undefined);
  };
  return { kind: field('kind'), basis: field('basis'), list: field('list'), page: field('page') } as RankingQuery;
}

/** The page address of a ranking (defaults left out, so the plain /book/ranking/ is the general monthly one). */
export function rankingHref(query: Partial<RankingQuery>): string {
  const params = new URLSearchParams();
  if (query.kind && query.kind !== 'MONTHLY') params.set('kind', query.kind.toLowerCase());
  if (query.basis && query.basis !== 'BESTSELLER') params.set('basis', query.basis.toLowerCase());
  if (query.list && query.list !== 'general') params.set('list', query.list);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/book/ranking/${search ? `?${search}` : ''}`;
}
