import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TitleDetail } from '#modules/catalogue/index.ts';
import { createTestApp } from '../../server/testing/test-app.ts';
import { publicOrigin, scriptJson, TitleMeta, titleJsonLd } from './title-meta.tsx';

const { services, orm } = await createTestApp();
const ORIGIN = 'https://yomiba.example';

async function storeTitle(): Promise<TitleDetail> {
  const [row] = await orm.em.getConnection().execute<{ title_code: string }[]>(
    `select t.title_code from title t where not t.is_adult and t.total_review_count > 0
        and exists (select 1 from volume v where v.title_id = t.id and v.price_coins > 0)
        and exists (select 1 from review r where r.title_id = t.id) order by t.id limit 1`,
  );
  return (await services.catalogue.titleDetail(row!.title_code))!;
}

const attr = (html: string, key: 'property' | 'name', value: string) => new RegExp(`<meta ${key}="${value}" content="([^"]*)"`).exec(html)?.[1];

describe('JSON-LD of a title page', () => {
  it('describes the series (ComicSeries) with its volumes as e-books, creators, publisher, offers and rating', async () => {
    const detail = await storeTitle();
    const reviews = (await services.reviews.forTitle(detail.titleCode, { page: 1, perPage: 3, viewerId: 0, allowAdult: false }))!;
    expect(reviews.reviews.length).toBeGreaterThan(0);
    const data = titleJsonLd(detail, ORIGIN, reviews) as Record<string, any>;
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('ComicSeries');
    expect(data.name).toBe(detail.titleName);
    expect(data.url).toBe(`${ORIGIN}/book/title/${detail.titleCode}/`);
    expect(data.image).toBe(`${ORIGIN}${detail.coverImagePath}`);
    expect(data.description).toBe(detail.synopsis);
    expect(data.author.map((a: { name: string }) => a.name)).toEqual(detail.creators.map((c) => c.name));
    expect(data.publisher).toEqual({ '@type': 'Organization', name: detail.publisher });
    expect(data.genre).toBe(detail.genreName);
    expect(data.keywords).toBe(detail.tags.join(','));
    expect(data.hasPart).toHaveLength(detail.volumes.length);
    detail.volumes.forEach((volume, i) => {
      const part = data.hasPart[i];
      expect(part).toMatchObject({ '@type': 'Book', position: volume.serialNumber, bookFormat: 'https://schema.org/EBook', name: `${detail.titleName} ${volume.name}` });
      expect(part.offers).toEqual({ '@type': 'Offer', price: volume.priceCoins, priceCurrency: 'JPY', availability: 'https://schema.org/InStock', url: data.url });
    });
    expect(data.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingCount: detail.totalReviewCount,
      reviewCount: reviews.total,
      ratingValue: Math.round((detail.totalReviewPoint / detail.totalReviewCount) * 10) / 10,
      bestRating: 5,
    });
    expect(data.review).toEqual(
      reviews.reviews.map((r) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: r.reviewerName },
        datePublished: r.createdAt.slice(0, 10),
        reviewBody: r.body,
        reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      })),
    );
  });

  it('a title without reviews has no rating; a free volume has no offer', async () => {
    const detail = await storeTitle();
    const data = titleJsonLd({ ...detail, totalReviewCount: 0, totalReviewPoint: 0, volumes: detail.volumes.map((v) => ({ ...v, priceCoins: 0 })) }, ORIGIN) as Record<string, any>;
    expect(data.aggregateRating).toBeUndefined();
    expect(data.review).toBeUndefined();
    expect(data.hasPart.every((p: Record<string, unknown>) => p.offers === undefined)).toBe(true);
  });

  it('cannot end its script element, whatever the synopsis says', () => {
    const json = scriptJson({ synopsis: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ synopsis: '</script><script>alert(1)</script> & \u2028' });
  });
});

describe('Open Graph and Twitter tags in the HTML', () => {
  it('gives title, description, absolute url and image, canonical link, the card, and the JSON-LD script', async () => {
    const detail = await storeTitle();
    const html = renderToStaticMarkup(createElement(TitleMeta, { detail, origin: ORIGIN }));
    const url = `${ORIGIN}/book/title/${detail.titleCode}/`;
    expect(attr(html, 'property', 'og:type')).toBe('book');
    expect(attr(html, 'property', 'og:title')).toBe(detail.titleName.replace(/&/g, '&amp;'));
    expect(attr(html, 'property', 'og:url')).toBe(url);
    expect(attr(html, 'property', 'og:image')).toBe(`${ORIGIN}${detail.coverImagePath}`);
    expect(attr(html, 'property', 'og:description')!.length).toBeGreaterThan(10);
    expect(attr(html, 'name', 'twitter:card')).toBe('summary');
    expect(attr(html, 'name', 'twitter:title')).toBe(detail.titleName.replace(/&/g, '&amp;'));
    expect(attr(html, 'name', 'twitter:image')).toBe(`${ORIGIN}${detail.coverImagePath}`);
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain(`<title>${detail.titleName}｜${detail.authors} | 読み場</title>`);
    for (const creator of detail.creators) expect(html).toContain(`<meta property="book:author" content="${creator.name}"/>`);
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(script)).toEqual(titleJsonLd(detail, ORIGIN));
  });

  it('the origin is PUBLIC_URL when set, else the request host (a strange host is not trusted)', () => {
    const saved = process.env.PUBLIC_URL;
    try {
      process.env.PUBLIC_URL = 'https://yomiba.jp/some/path';
      expect(publicOrigin({ host: 'evil.example' })).toBe('https://yomiba.jp');
      delete process.env.PUBLIC_URL;
      // Issue 14: never the Host header, even without PUBLIC_URL (the default public URL instead).
      expect(publicOrigin({ host: 'localhost:3503' })).toBe('http://localhost:3000');
      expect(publicOrigin({ host: 'a"><script>' })).toBe('http://localhost:3000');
    } finally {
      if (saved === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = saved;
    }
  });
});
