import { escapeMarkup } from '#platform/text/escape-markup.ts';
import { titlePath } from '#platform/routes/site-paths.ts';
import type { CatalogueService, FeedTitle } from './catalogue-service.ts';

/** The sitemap feeds: the 50 most recently updated general-audience titles as RSS 2.0 and Atom 1.0. */
export const FEED_PATHS = { rss: '/sitemap/rss/', atom: '/sitemap/atom/' } as const;
export const FEED_TITLE = '読み場 新着・更新作品';
const FEED_DESCRIPTION = '読み場（よみば）で新しく配信・更新されたマンガ作品の一覧です。';
const FEED_SIZE = 50;
const SITE_NAME = '読み場';

const titleUrl = (origin: string, titleCode: string) => `${origin}${titlePath(titleCode)}`;
const lastUpdated = (titles: FeedTitle[]) => (titles.length ? titles.reduce((max, t) => (t.updateDate > max ? t.updateDate : max), titles[0]!.updateDate) : new Date().toISOString());
const el = (name: string, text: string, attributes = '') => `<${name}${attributes}>${escapeMarkup(text)}</${name}>`;

export function renderRss(titles: FeedTitle[], origin: string): string {
  const items = titles.map((t) => {
    const link = titleUrl(origin, t.titleCode);
    return [
      '    <item>',
      `      ${el('title', t.titleName)}`,
      `      ${el('link', link)}`,
      `      ${el('guid', link, ' isPermaLink="true"')}`,
      `      ${el('description', t.synopsis)}`,
      `      ${el('pubDate', new Date(t.updateDate).toUTCString())}`,
      `      ${el('category', t.genreName)}`,
      t.authors ? `      ${el('dc:creator', t.authors)}` : '',
      '    </item>',
    ].filter(Boolean).join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${el('title', FEED_TITLE)}`,
    `    ${el('link', `${origin}/`)}`,
    `    ${el('description', FEED_DESCRIPTION)}`,
    '    <language>ja</language>',
    `    ${el('lastBuildDate', new Date(lastUpdated(titles)).toUTCString())}`,
    `    <atom:link href="${escapeMarkup(origin + FEED_PATHS.rss)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function renderAtom(titles: FeedTitle[], origin: string): string {
  const entries = titles.map((t) => {
    const link = titleUrl(origin, t.titleCode);
    return [
      '  <entry>',
      `    ${el('title', t.titleName)}`,
      `    <link rel="alternate" type="text/html" href="${escapeMarkup(link)}"/>`,
      `    ${el('id', link)}`,
      `    ${el('updated', t.updateDate)}`,
      `    ${el('summary', t.synopsis, ' type="text"')}`,
      `    <category term="${escapeMarkup(t.genreName)}"/>`,
      `    <author>${el('name', t.authors || SITE_NAME)}</author>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ja">',
    `  ${el('title', FEED_TITLE)}`,
    `  ${el('subtitle', FEED_DESCRIPTION)}`,
    `  <link rel="self" type="application/atom+xml" href="${escapeMarkup(origin + FEED_PATHS.atom)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeMarkup(`${origin}/`)}"/>`,
    `  ${el('id', origin + FEED_PATHS.atom)}`,
    `  ${el('updated', lastUpdated(titles))}`,
    `  <author>${el('name', SITE_NAME)}</author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/**
 * `/sitemap/rss/` and `/sitemap/atom/`; null for any other path. `origin` (e.g. `https://yomiba.jp`, from the
 * request URL) makes the links absolute. Call for GET/HEAD only.
 */
export async function matchFeed(pathname: string, origin: string, catalogue: Pick<CatalogueService, 'recentlyUpdated'>): Promise<Response | null> {
  const kind = pathname === FEED_PATHS.rss ? 'rss' : pathname === FEED_PATHS.atom ? 'atom' : null;
  if (!kind) return null;
  const base = origin.replace(/\/+$/, '');
  const titles = await catalogue.recentlyUpdated(FEED_SIZE);
  const body = kind === 'rss' ? renderRss(titles, base) : renderAtom(titles, base);
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': kind === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    },
  });
}
