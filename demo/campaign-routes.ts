import type { CampaignFamily } from '#modules/campaigns/index.ts';
import { specialFamilyPath } from '#platform/routes/site-paths.ts';

/** Every campaign/special/LP route of issue 17 as the demo data fills it: its address, family and slug. */
export function demoCampaignRoutes(now = new Date()): { path: string; family: CampaignFamily | null; slug: string | null }[] {
  const year = new Date(now.getTime() + 9 * 3_600_000).getUTCFullYear() - 1;
  const listing = (path: string) => ({ path, family: null, slug: null });
  const page = (path: string, family: CampaignFamily, slug: string) => ({ path, family, slug });
  return [
    listing('/book/campaign/'),
    listing('/event/'),
    listing('/special/'),
    page('/book/campaign/winter-sale/', 'campaign', 'winter-sale'),
    page('/book/campaign/autumn-sale/', 'campaign', 'autumn-sale'),
    page('/special/lp/winter-picks/', 'lp', 'winter-picks'),
    page('/special/block_lp/editors-choice/', 'block_lp', 'editors-choice'),
    page('/special/multi_lp/genre-festival/', 'multi_lp', 'genre-festival'),
    page('/special/booklist/staff-picks/', 'booklist', 'staff-picks'),
    page(specialFamilyPath('yearranking', String(year)), 'yearranking', String(year)),
    page('/special/tweet_present/share-winter/', 'tweet_present', 'share-winter'),
    page('/lp/8anniversary/', 'landing', '8anniversary'),
    page('/lp/manga-marathon-gacha/', 'landing', 'manga-marathon-gacha'),
    page('/lp/yomiba-new-concept/', 'landing', 'yomiba-new-concept'),
    page('/special/christmas/', 'named', 'christmas'),
    page('/special/onescene/', 'named', 'onescene'),
    page('/special/otoshidama/', 'named', 'otoshidama'),
    page('/special/gacha/202311/', 'named', 'gacha/202311'),
    page('/special/interview/uchinoshishouha/', 'named', 'interview/uchinoshishouha'),
    page('/special/anniversary/8th/yamawake/', 'named', 'anniversary/8th/yamawake'),
    page('/special/joshidensho/', 'named', 'joshidensho'),
    page('/special/masurao/', 'named', 'masurao'),
    listing('/special/joshidensho/booklist/'),
    listing('/special/masurao/booklist/'),
    page('/special/manga-festival/', 'named', 'manga-festival'),
    page('/special/manga-festival/2024/', 'named', 'manga-festival/2024'),
    page('/special/manga-matsuri/', 'named', 'manga-matsuri'),
    listing('/special/manga-festival/booklist/'),
    listing('/special/manga-matsuri/booklist/'),
  ];
}

/** Unknown ids of every parameterised family: each answers the site's 404 page. */
export const UNKNOWN_CAMPAIGN_ROUTES = [
  '/book/campaign/no-such-campaign/',
  '/special/lp/no-such-lp/',
  '/special/block_lp/no-such/',
  '/special/multi_lp/no-such/',
  '/special/booklist/no-such/',
  '/special/yearranking/1999/',
  '/special/tweet_present/no-such/',
  '/lp/no-such-slug/',
  '/lp/%E3%81%82/',
];

/** Pages a present campaign does not have (its data lists its parts; no route answers them): the site's 404 page. */
export const ABSENT_PRESENT_PARTS = ['/special/manga-festival/2024/form/', '/special/spring-manga-2024/'];

export const MISSPELT_TWIN = { from: '/special/aniversary/8th/yamawake/', to: '/special/anniversary/8th/yamawake/' };

/** Members-only pages of the present campaigns (visitors are sent to /signin/). */
export const MEMBER_CAMPAIGN_ROUTES = [
  '/special/joshidensho/form/',
  '/special/joshidensho/already_entries/',
  '/special/masurao/form/',
  '/special/masurao/already_entries/',
  '/special/manga-festival/form/',
  '/special/manga-festival/already_entries/',
  '/special/manga-matsuri/form/',
  '/special/spring-manga-2024/form/',
];
