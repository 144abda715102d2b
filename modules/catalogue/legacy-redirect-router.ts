import { titlePath } from '#platform/routes/site-paths.ts';
import type { CatalogueService } from './catalogue-service.ts';

/**
 * The old site addressed titles as `/book/{legacyCode}/` (e.g. `book_000123`, `10001234`). Codes listed in
 * `legacy_title_code` answer 301 to `/book/title/{titleCode}/`; every other path is left to the pages.
 */
const LEGACY_PATH = /^\/book\/([A-Za-z0-9_.-]{1,32})\/$/;

/** Real pages directly under /book/: never looked up as legacy codes. */
const BOOK_PAGES: ReadonlySet<string> = new Set(['title', 'ranking', 'free', 'new', 'store', 'end', 'genre', 'search', 'campaign', 'review']);

type LegacyLookup = Pick<CatalogueService, 'legacyTitleCode'>;

/** 301 to the title page for a known legacy code; null (let Waku answer) for anything else. Call for GET/HEAD only. */
export async function matchLegacyRedirect(pathname: string, catalogue: LegacyLookup): Promise<Response | null> {
  const match = LEGACY_PATH.exec(pathname);
  if (!match || BOOK_PAGES.has(match[1]!)) return null;
  const titleCode = await catalogue.legacyTitleCode(match[1]!);
  if (!titleCode) return null;
  return new Response(null, {
    status: 301,
    headers: { Location: titlePath(titleCode), 'Cache-Control': 'public, max-age=86400' },
  });
}
