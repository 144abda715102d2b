/**
 * The addresses of the site's pages that carry a value in their path or query (decision 038): one builder
 * per route, each value percent-encoded. Every page link, redirect and feed entry that needs such an address
 * is built here; `scripts/route-paths.ts` fails `npm run lint` when one is written by hand elsewhere.
 * Browser-safe and import-free, so pages, components, modules and demo code all share it. Lists with many
 * query options keep their builders next to their parser (`searchPageHref`, `listHref`, `rankingHref`,
 * `shelfHref`, `kanaIndexHref`), which use URLSearchParams.
 */
const segment = (value: string | number) => encodeURIComponent(String(value));
/** `?a=1&b=2` from the defined values ('' when none), encoded like the path segments. */
const query = (params: Record<string, string | number | undefined>) => {
  const pairs = Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [`${key}=${segment(value)}`]));
  return pairs.length ? `?${pairs.join('&')}` : '';
};

/** The title page, /book/title/{titleCode}/. */
export const titlePath = (titleCode: string) => `/book/title/${segment(titleCode)}/`;

/** A title's reviews, /book/review/{titleCode}/ (page 1 without `?page`). */
export const titleReviewsPath = (titleCode: string, page = 1) => `/book/review/${segment(titleCode)}/${page > 1 ? query({ page }) : ''}`;

/** A genre's list page, /book/genre/{slug}/. */
export const genrePath = (slug: string) => `/book/genre/${segment(slug)}/`;

/** The store search by one keyword or one genre code (author names and tags on the title page). */
export const keywordSearchPath = (keyword: string) => `/book/search/${query({ keyword })}`;
export const genreSearchPath = (genreCode: string | number) => `/book/search/${query({ genre: genreCode })}`;

/** The free viewer of a story, /bv/t/{titleCode}/v/{volume}/s/{story}/p/{page}/. */
export const freeViewerPath = (titleCode: string, volume: number, story: number, page = 1) =>
  `/bv/t/${segment(titleCode)}/v/${segment(volume)}/s/${segment(story)}/p/${segment(page)}/`;

/** The paid (store) viewer of a whole volume, /bv/st/{titleCode}/v/{volume}/p/{page}/ (spec §2). */
export const paidViewerPath = (titleCode: string, volume: number, page = 1) => `/bv/st/${segment(titleCode)}/v/${segment(volume)}/p/${segment(page)}/`;

/** The member's shelf of one title, /bookshelf/{titleCode}/. */
export const shelfTitlePath = (titleCode: string) => `/bookshelf/${segment(titleCode)}/`;

/** One notice, /info/{id}/. */
export const noticePath = (id: number | string) => `/info/${segment(id)}/`;

/** Reporting a review, /review/report/{id}/. */
export const reviewReportPath = (id: number | string) => `/review/report/${segment(id)}/`;

/** The latest reviews of every title, /review/ (page 1 without `?page`). */
export const latestReviewsPath = (page = 1) => `/review/${page > 1 ? query({ page }) : ''}`;

/** The member's own reviews, /myreview/ (page 1 without `?page`). */
export const myReviewsPath = (page = 1) => `/myreview/${page > 1 ? query({ page }) : ''}`;

/** The sign-in page, coming back to `next` (a same-site path) afterwards; `socialError` says why a social sign-in came back. */
export const signInPath = (next?: string, options: { socialError?: string } = {}) => `/signin/${query({ social_error: options.socialError, next })}`;

/** The coin purchase page, with a coupon chosen or following a carrier-approved purchase. */
export const coinPurchasePath = (options: { coupon?: string; purchase?: string } = {}) => `/point/${query({ coupon_code: options.coupon, purchase: options.purchase })}`;

/** The receipt of a purchase, /point/receipt/?id={id}. */
export const receiptPath = (id: string) => `/point/receipt/${query({ id })}`;

/** /gift/coupon/{couponCode}/ and /gift/ticket/{campaignCode}/: a gift coupon and a ticket campaign (decision 049). */
export const giftCouponPath = (couponCode: string) => `/gift/coupon/${segment(couponCode)}/`;
export const giftTicketPath = (campaignCode: string) => `/gift/ticket/${segment(campaignCode)}/`;
/** A stamp card campaign, /gift/stamp_card/{campaignCode}/. */
export const stampCardPath = (campaignCode: string) => `/gift/stamp_card/${segment(campaignCode)}/`;
/** A board of missions, /special/mission/{code}/ (decision 050). */
export const missionPath = (code: string) => `/special/mission/${segment(code)}/`;
/** The daily gacha, /special/lottery/ (decision 050). */
export const lotteryPagePath = '/special/lottery/';
/** Checking a past draw of the daily gacha from its revealed seed, /special/lottery/verify/ (decision 050). */
export const lotteryVerifyPath = (options: { lottery?: number; period?: string; member?: number; draw?: number } = {}) =>
  `/special/lottery/verify/${query({ lottery: options.lottery, period: options.period, member: options.member, draw: options.draw })}`;

/** A member's referral link, /signup/?ref={code} (decision 052). */
export const referralSignUpPath = (code: string) => `/signup/${query({ ref: code })}`;

/** A campaign page's slug: each `/` starts a path segment (named pages such as `gacha/202311`), each segment encoded. */
const slugPath = (slug: string) => slug.split('/').map(segment).join('/');
/** A campaign's target titles, /book/campaign/{slug}/ (page 1 without `?page`). */
export const campaignTitlesPath = (slug: string, page = 1) => `/book/campaign/${slugPath(slug)}/${page > 1 ? query({ page }) : ''}`;
/** A landing page, /lp/{slug}/. */
export const landingPath = (slug: string) => `/lp/${slugPath(slug)}/`;
/** A named special page at a fixed address, /special/{slug}/ (christmas, gacha/202311, anniversary/8th/yamawake). */
export const namedSpecialPath = (slug: string) => `/special/${slugPath(slug)}/`;
/**
 * A special page of a family, /special/{family}/{slug}/ (lp, block_lp, multi_lp, booklist, yearranking,
 * tweet_present); a multi LP's tabs after the first add `?tab={n}`.
 */
export const specialFamilyPath = (family: string, slug: string, tab = 1) => `/special/${segment(family)}/${slugPath(slug)}/${tab > 1 ? query({ tab }) : ''}`;

/** A present campaign's pages, /special/{slug}/ and its booklist/, form/ and already_entries/ (issue 17 item 4). */
export const presentCampaignPath = (slug: string, part: 'main' | 'booklist' | 'form' | 'already_entries' = 'main') =>
  `${namedSpecialPath(slug)}${part === 'main' ? '' : `${part}/`}`;

/** The staff's title editor, /staff/series/?code={titleCode} (with one story's alt texts, or keeping the search `q`). */
export const staffSeriesPath = (options: { code?: string; story?: number; q?: string; volume?: number; newVolume?: boolean; editStory?: number; newStoryIn?: number } = {}) =>
  `/staff/series/${query({
    code: options.code,
    story: options.story,
    q: options.q || undefined,
    volume: options.volume,
    new_volume: options.newVolume ? 1 : undefined,
    edit_story: options.editStory,
    new_story: options.newStoryIn,
  })}`;
/** The staff's campaign console, /staff/campaign/: one campaign's editor (`id`) or a new one (`new`). */
export const staffCampaignPath = (options: { id?: number; new?: boolean } = {}) => `/staff/campaign/${query({ id: options.id, new: options.new ? 1 : undefined })}`;
/** A public page as a staff member previews it 'as of' a JST time (`YYYY-MM-DDTHH:mm`, decision 058); the top page by default. */
export const staffPreviewPath = (asOf: string, path = '/') => `${path}${query({ as_of: asOf })}`;
/** The staff's payout requests, /staff/transfer/ (all) or filtered by one status. */
export const staffTransferPath = (status?: string) => `/staff/transfer/${query({ status })}`;
