import { matchAppDownload } from '#modules/app-links/index.ts';
import { matchFeed, matchLegacyRedirect } from '#modules/catalogue/index.ts';
import { misspeltRedirect } from '#modules/campaigns/index.ts';
import { config } from '#platform/config.ts';
import type { Services } from './services.ts';
import { matchReferralLink } from './referral-cookie.ts';
import { isSecureRequest } from '#platform/http/secure-request.ts';

const FEED_PREFIX = '/sitemap/';
const BOOK_PREFIX = '/book/';

/** Addresses answered before Waku: app download redirects, the misspelt anniversary twin, feeds and legacy title codes (GET/HEAD). */
export async function matchSpecialRoute(request: Request, url: URL, services: () => Promise<Services>): Promise<Response | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const referral = matchReferralLink(request, url, isSecureRequest(request));
  if (referral) return referral;
  const download = matchAppDownload(request);
  if (download) return download;
  // The spec keeps a misspelt "aniversary" twin of the 8th anniversary page: it moves, permanently.
  const misspelt = misspeltRedirect(url.pathname);
  if (misspelt) return new Response(null, { status: 301, headers: { Location: misspelt + url.search, 'Cache-Control': 'public, max-age=86400' } });
  if (url.pathname.startsWith(FEED_PREFIX)) return matchFeed(url.pathname, config.publicOrigin, (await services()).catalogue);
  if (url.pathname.startsWith(BOOK_PREFIX)) return matchLegacyRedirect(url.pathname, (await services()).catalogue);
  return null;
}
