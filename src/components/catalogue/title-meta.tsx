import { PaymentType } from '#modules/catalogue/client.ts';
import { freeViewerPath, titlePath } from '#platform/routes/site-paths.ts';
import type { ReviewView, TitleDetail } from '#modules/catalogue/index.ts';
import { config } from '#platform/config.ts';
import { pageTitle } from '../../site.ts';

const absolute = (path: string, origin: string) => new URL(path, origin).href;

/** The page's description: name, creators and the start of the synopsis. */
export const titleDescription = (detail: TitleDetail) => `${detail.titleName}（${detail.authors}）${detail.synopsis}`.slice(0, 120);

/**
 * schema.org structured data of a title page: the series (ComicSeries) with its volumes as Books
 * (e-books; a priced volume carries its Offer in JPY), creators, publisher, genre, tags, the rating
 * (ratingCount: every rating; reviewCount: those with a text) and the newest reviews shown on the page.
 */
export type ReviewsOnPage = { total: number; reviews: readonly ReviewView[] };

export function titleJsonLd(detail: TitleDetail, origin: string, reviews: ReviewsOnPage = { total: 0, reviews: [] }): Record<string, unknown> {
  const url = absolute(titlePath(detail.titleCode), origin);
  const authors = detail.creators.map((c) => ({ '@type': 'Person', name: c.name, ...(c.role && c.role !== '著者' ? { jobTitle: c.role } : {}) }));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'ComicSeries',
    '@id': `${url}#series`,
    name: detail.titleName,
    url,
    image: absolute(detail.coverImagePath, origin),
    description: detail.synopsis,
    inLanguage: 'ja',
    genre: detail.genreName,
    keywords: detail.tags.join(','),
    author: authors,
    publisher: { '@type': 'Organization', name: detail.publisher },
    startDate: detail.startedAt.slice(0, 10),
    dateModified: detail.updateDate,
    isAccessibleForFree: detail.isFree,
    ...(detail.getAdultFlag ? { contentRating: 'R18' } : {}),
    ...(detail.isCompleted ? { endDate: detail.updateDate.slice(0, 10) } : {}),
    hasPart: detail.volumes.map((volume) => {
      const first = volume.stories[0];
      return {
        '@type': 'Book',
        name: `${detail.titleName} ${volume.name}`,
        position: volume.serialNumber,
        bookFormat: 'https://schema.org/EBook',
        datePublished: volume.publishedAt.slice(0, 10),
        inLanguage: 'ja',
        ...(first && first.paymentType === PaymentType.Free ? { url: absolute(freeViewerPath(detail.titleCode, volume.serialNumber, first.storyNumber), origin) } : {}),
        ...(volume.priceCoins > 0 ? { offers: { '@type': 'Offer', price: volume.priceCoins, priceCurrency: 'JPY', availability: 'https://schema.org/InStock', url } } : {}),
      };
    }),
  };
  if (detail.totalReviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round((detail.totalReviewPoint / detail.totalReviewCount) * 10) / 10,
      ratingCount: detail.totalReviewCount,
      reviewCount: reviews.total,
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (reviews.reviews.length > 0) {
    data.review = reviews.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.reviewerName },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.body,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    }));
  }
  return data;
}

/** JSON for a <script> element: `<`, `>`, `&` and line separators escaped so the text cannot end the script. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The title page's <title>, description, canonical link, Open Graph and Twitter card tags, and JSON-LD. */
export function TitleMeta({ detail, origin, reviews }: { detail: TitleDetail; origin: string; reviews?: ReviewsOnPage }) {
  const url = absolute(titlePath(detail.titleCode), origin);
  const image = absolute(detail.coverImagePath, origin);
  const title = pageTitle(`${detail.titleName}｜${detail.authors}`);
  const description = titleDescription(detail);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="book" />
      <meta property="og:title" content={detail.titleName} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:alt" content={`${detail.titleName} 表紙`} />
      {detail.creators.map((c) => (
        <meta key={`${c.role}-${c.name}`} property="book:author" content={c.name} />
      ))}
      {detail.tags.map((tag) => (
        <meta key={tag} property="book:tag" content={tag} />
      ))}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={detail.titleName} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={`${detail.titleName} 表紙`} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(titleJsonLd(detail, origin, reviews)) }} />
    </>
  );
}

/**
 * The site's public origin, from the configured PUBLIC_URL (platform/config.ts), never from the
 * request's Host header: a forged Host must not reach canonical links of cacheable pages.
 */
export function publicOrigin(_headers?: Record<string, string | undefined>): string {
  return config.publicOrigin;
}

