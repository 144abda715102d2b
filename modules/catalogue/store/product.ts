/** A store product as the catalogue search answers it (spec §3 "Product"). Browser-safe. */
export type Product = {
  productId: number;
  /** 1: comic (one product per priced volume). */
  productType: number;
  name: string;
  /** What it sells for now, in JPY (the discounted price while a discount runs). */
  price: number;
  regularPrice: number;
  discounting: boolean;
  /** ISO time the discount ends; null without a discount. */
  discountEndDate: string | null;
  mainImageCdnUrl: string;
  mainLargeImageCdnUrl: string;
  reviewAverage: number;
  reviewCount: number;
  /** ISO time the volume went on sale. */
  lastSaleData: string;
  /** Episodes in the volume. */
  numberOfTurns: number;
  authors: string[];
  publisher: string;
  series: { titleCode: string; titleName: string };
  /** ISO time sales end (magazine issues); null when sold without a time limit. */
  saleLimit: string | null;
  saleUnlimited: boolean;
  isStock: boolean;
  mpFlag: boolean;
  goodsFlag: boolean;
  hasGoodsCategory: boolean;
  adultProductFlag: boolean;
  /** The free viewer's first free episode of the volume, or null when it has none. */
  trialreadingUrl: string | null;
  /** A coin-back bonus campaign runs on the title. */
  isBonus: boolean;
};

export const STORE_SEARCH_PATH = '/store/api/v2/search/';
export const STORE_ORDERS = ['order_count-desc', 'release_date-desc', 'price-asc', 'price-desc', 'review_count-desc'] as const;
export type StoreOrder = (typeof STORE_ORDERS)[number];
export const STORE_PAGE_SIZE = 20;
export const STORE_MAX_PAGE_SIZE = 50;

/** Django-style paginator the client reads `current_page.object_list` from (spec §7). */
export type StoreSearchAnswer = {
  success: true;
  message: null;
  paginator: {
    count: number;
    num_pages: number;
    per_page: number;
    current_page: { number: number; has_next: boolean; has_previous: boolean; object_list: Product[] };
  };
};
