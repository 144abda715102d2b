/**
 * One of each head tag (decision 054). React hoists every <title> and <meta> a layout and its page
 * render into the head without merging them, and Waku 0.27 adds its own charset and viewport before
 * ours (its DEFAULT_HTML_HEAD; upstream's fix, wakujs/waku#2309, is not released): the served head had
 * two charsets, two viewports, and the layout's title and description before the page's, which is
 * what crawlers and link previews read. Here the page wins over its layout, as upstream will do:
 * per kind, the last tag is kept (the charset: the first, it must come early), React's
 * `rel=preload as="stylesheet"` (no such destination) becomes `as="style"`, and a page without a
 * canonical link gets its address (path and page number) on the public origin.
 */

const HEAD_TAG = /<title\b[^>]*>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*>/gi;
/** Open Graph properties of which a page has one; book:tag, book:author and og:image:* may repeat. */
const SCALAR_PROPERTIES = new Set(['og:title', 'og:description', 'og:type', 'og:url', 'og:site_name', 'og:locale', 'og:image']);

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** What a tag is one of: tags of one kind are merged; null: leave it alone. */
function kindOf(tag: string): string | null {
  const name = /^<(\w+)/.exec(tag)![1]!.toLowerCase();
  if (name === 'title') return 'title';
  if (name === 'link') return attribute(tag, 'rel') === 'canonical' ? 'canonical' : null;
  if (attribute(tag, 'charset') !== undefined) return 'charset';
  const metaName = attribute(tag, 'name');
  // theme-color may differ per media query.
  if (metaName !== undefined) return `name:${metaName}:${attribute(tag, 'media') ?? ''}`;
  const property = attribute(tag, 'property');
  if (property !== undefined && SCALAR_PROPERTIES.has(property)) return `property:${property}`;
  return null;
}

export type HeadOptions = {
  /** The page's canonical address, added when the page names none (absent: nothing added). */
  canonical?: string;
  /** Tags of the deployment (site-environment.ts), placed after the page's: of a kind, theirs win. */
  extra?: string;
};

/** The head's HTML (up to, not including, `</head>`) with one tag of each kind. */
export function normaliseHead(page: string, options: HeadOptions = {}): string {
  const head = page + (options.extra ?? '');
  const tags = [...head.matchAll(HEAD_TAG)];
  const keep = new Map<string, number>();
  for (const match of tags) {
    const kind = kindOf(match[0]);
    if (kind === null) continue;
    if (kind === 'charset' && keep.has(kind)) continue;
    keep.set(kind, match.index);
  }
  let out = '';
  let at = 0;
  for (const match of tags) {
    const tag = match[0];
    const kind = kindOf(tag);
    out += head.slice(at, match.index);
    at = match.index + tag.length;
    if (kind !== null && keep.get(kind) !== match.index) continue;
    out += /^<link\b/i.test(tag) && attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'stylesheet' ? tag.replace(/\sas="stylesheet"/i, ' as="style"') : tag;
  }
  out += head.slice(at);
  const noindex = /<meta\b[^>]*name="robots"[^>]*content="[^"]*noindex/i.test(out);
  if (options.canonical && !keep.has('canonical') && !noindex) out += `<link rel="canonical" href="${escapeAttribute(options.canonical)}"/>`;
  return out;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page's canonical address: its path on the public origin, with only its page number kept. */
export function canonicalAddress(origin: string, url: URL): string {
  const page = url.searchParams.get('page');
  return `${origin}${url.pathname}${page && /^[2-9]\d{0,4}$|^1\d{1,4}$/.test(page) ? `?page=${page}` : ''}`;
}
