/**
 * Store products derived from the catalogue: one comic product per priced volume (volume.price_coins
 * > 0, 1 coin = 1 JPY). Prices, discounts and bonuses follow the title's running campaign: "全巻N%OFF"
 * discounts every volume until the campaign ends, "コインN%還元" marks it as a bonus. Magazine issues
 * are sold for a year after release; everything else without a time limit. See docs/decisions/018.
 */
import { freeViewerPath } from '#platform/routes/site-paths.ts';
import { CAMPAIGN_RUNNING_SQL, coverPath } from '../title-view.ts';
import type { SqlRunner } from '../search/sql-runner.ts';
import { fold, queryGrams } from '../search/fold.ts';
import type { Product, StoreOrder } from './product.ts';
import type { StoreSearchQuery } from './store-query.ts';

const MAGAZINE_GENRE = 9002;

const ORDER: Record<StoreOrder, string> = {
  'order_count-desc': 'order_count desc',
  'release_date-desc': 'v.published_at desc',
  'price-asc': 'price asc',
  'price-desc': 'price desc',
  'review_count-desc': 't.total_review_count desc',
};

/** A campaign running now: its text decides the discount and the bonus. */
const RUNNING = CAMPAIGN_RUNNING_SQL;
const DISCOUNT_PERCENT = `(case when ${RUNNING} then coalesce(substring(t.campaign_text from '([0-9]+)%OFF')::int, 0) else 0 end)`;

type Row = {
  product_id: number; title_code: string; title_name: string; volume_name: string; serial_number: number; genre_code: number;
  regular_price: number; price: number; discount_percent: number; campaign_end_at: Date | string | null; is_bonus: boolean;
  published_at: Date | string; total_review_count: number; total_review_point: number; is_adult: boolean; publisher: string;
  authors: string[] | null; turns: number; trial_story: number | null;
};

function where(query: StoreSearchQuery, allowAdult: boolean): { clauses: string[]; params: unknown[] } {
  const params: unknown[] = [];
  const clauses = ['v.price_coins > 0'];
  if (!allowAdult) clauses.push('not t.is_adult');
  const folded = fold(query.q);
  if (folded) {
    params.push(queryGrams(folded), folded);
    clauses.push(`exists (select 1 from title_search s where s.title_id = t.id and s.grams @> $${params.length - 1}::text[] and strpos(s.doc, $${params.length}) > 0)`);
  }
  return { clauses, params };
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toProduct(row: Row): Product {
  const discounting = row.discount_percent > 0;
  const magazine = row.genre_code === MAGAZINE_GENRE;
  const saleLimit = magazine ? new Date(new Date(row.published_at).getTime() + 365 * 86_400_000).toISOString() : null;
  return {
    productId: row.product_id,
    productType: 1,
    name: `${row.title_name} ${row.volume_name}`,
    price: row.price,
    regularPrice: row.regular_price,
    discounting,
    discountEndDate: discounting && row.campaign_end_at ? iso(row.campaign_end_at) : null,
    mainImageCdnUrl: coverPath(row.title_code, 240),
    mainLargeImageCdnUrl: coverPath(row.title_code, 480),
    reviewAverage: row.total_review_count ? Math.round((row.total_review_point / row.total_review_count) * 10) / 10 : 0,
    reviewCount: row.total_review_count,
    lastSaleData: iso(row.published_at),
    numberOfTurns: row.turns,
    authors: row.authors ?? [],
    publisher: row.publisher,
    series: { titleCode: row.title_code, titleName: row.title_name },
    saleLimit,
    saleUnlimited: saleLimit === null,
    isStock: true,
    mpFlag: false,
    goodsFlag: false,
    hasGoodsCategory: false,
    adultProductFlag: row.is_adult,
    trialreadingUrl: row.trial_story === null ? null : freeViewerPath(row.title_code, row.serial_number, row.trial_story),
    isBonus: row.is_bonus,
  };
}

export type StorePage = { products: Product[]; count: number; page: number; pageSize: number };

/** One page of products for the query, in the asked order (ties: popularity, then product id). */
export async function searchProducts(sql: SqlRunner, query: StoreSearchQuery, allowAdult: boolean): Promise<StorePage> {
  const { clauses, params } = where(query, allowAdult);
  const filter = clauses.join(' and ');
  const from = 'from volume v join title t on t.id = v.title_id';
  const limit = `$${params.length + 1}`;
  const offset = `$${params.length + 2}`;
  const [rows, counted] = await Promise.all([
    sql<Row>(
      `with page as (
         select v.id, ${DISCOUNT_PERCENT} as discount_percent,
                v.price_coins - (v.price_coins * ${DISCOUNT_PERCENT}) / 100 as price,
                -- Orders a month: the title's sales spread over its volumes, the first volumes selling most.
                floor(t.monthly_sales_amount::numeric / v.price_coins / sqrt(v.serial_number)) as order_count
           ${from}
          where ${filter}
          order by ${ORDER[query.order_by]}, order_count desc, v.id
          limit ${limit} offset ${offset})
       select v.id as product_id, t.title_code, t.title_name, v.name as volume_name, v.serial_number, t.genre_code,
              v.price_coins as regular_price, page.price::int as price, page.discount_percent,
              t.campaign_end_at, (${RUNNING} and t.campaign_text like 'コイン%還元') as is_bonus,
              v.published_at, t.total_review_count, t.total_review_point, t.is_adult, p.name as publisher,
              (select array_agg(distinct_name order by pos) from (
                 select a.name as distinct_name, min(ta.position) as pos from title_author ta join author a on a.id = ta.author_id
                  where ta.title_id = t.id group by a.name) as names) as authors,
              (select count(*) from story s where s.volume_id = v.id)::int as turns,
              (select min(s.story_number) from story s where s.volume_id = v.id and s.payment_type = 1) as trial_story
         from page join volume v on v.id = page.id join title t on t.id = v.title_id join publisher p on p.id = t.publisher_id
        order by ${ORDER[query.order_by].replace(/^(price|order_count)/, 'page.$1')}, page.order_count desc, v.id`,
      [...params, query.page_size, (query.page - 1) * query.page_size],
    ),
    sql<{ n: string }>(`select count(*) as n ${from} where ${filter}`, params),
  ]);
  return { products: rows.map(toProduct), count: Number(counted[0]?.n ?? 0), page: query.page, pageSize: query.page_size };
}
