/// <reference types="vite/client" />
import type { Server } from 'node:http';
import { Hono } from 'hono';
import adapter from 'waku/adapters/default';
import { fsRouter } from 'waku';
import { config } from '#platform/config.ts';
import { ApiError, messages } from '#platform/http/api-error.ts';
import { log } from '#platform/log/logger.ts';
import { requestIdOf, withRequestId } from '#platform/log/request-log.ts';
import { createAppApi, FRONT_BODY_LIMIT } from './server/api.ts';
import { requestGate } from './server/request-gate.ts';
import { hasControlCharacters, isApiPath, isDeveloperPage, asPageData, rscPageUrl, rscRedirect, securityHeaders, toWakuRequest, trailingSlashRedirect, withoutRouterSkip, withPageScriptsNonce } from './server/http-policy.ts';
import { errorDocument } from './server/error-document.ts';
import { onCatalogueChange } from '#modules/catalogue/index.ts';
import { createCompressor } from './server/compression.ts';
import { createStylesheetInliner } from './server/inline-stylesheets.ts';
import { canonicalAddress } from './server/head-tags.ts';
import { environmentHead, environmentHeaders } from './server/site-environment.ts';
import { createPageCache } from './server/page-cache.ts';
import { forgetPageViewers, hasSessionCookie, resolvePageViewer, withViewerHeader } from './server/page-viewer.ts';
import { audienceOf, audienceViewer, isAudiencePage, isPersonalPage } from './server/member-audience.ts';
import { memberWriteMark } from '#modules/member-pages/index.ts';
import { memberPagePersonalization, privatePage, withoutCookies, withSetCookie } from './server/member-page.ts';
import { databaseLossAs503 } from './server/page-failure.ts';
import { quietExpectedRenderErrors, withNotFoundPage } from './server/page-not-found.ts';
import { isMemberRoute, runRouteGuards } from './server/route-guards.ts';
import { matchSpecialRoute } from './server/special-routes.ts';
import { getServices } from './server/services.ts';
import { drain, healthResponse, isHealthPath } from './server/health.ts';
import { processBus, TOPICS } from './server/invalidation.ts';
import { staffPreviewRequest, withoutPreviewHeader } from './server/staff-preview.ts';
import { withClientAddress } from './server/page-client-address.ts';
import { withinDeadline } from './server/request-deadline.ts';

const waku = adapter(fsRouter(import.meta.glob('./**/*.tsx', { base: './pages' })));
quietExpectedRenderErrors();

let api: Promise<Hono> | undefined;
const getApi = () => {
  api ??= getServices().then(createAppApi);
  api.catch((error: unknown) => {
    log.error(`[api] could not start the API: ${error instanceof Error ? error.message : String(error)}`);
    api = undefined;
  });
  return api;
};

const pageCache = createPageCache({
  ttlMs: config.pageCacheTtlMs ?? (import.meta.env.DEV ? 0 : 30_000),
  staleMs: config.pageCacheStaleMs,
  personalTtlMs: config.personalPageTtlMs,
  maxEntries: 2000,
  sessionCookie: 'yomiba_session',
  compress: true,
});
// Content blocks or titles changed in this process: every process hears it (Redis pub/sub, decision 041),
// and anonymous visitors get fresh renders at once, not after the TTL.
const bus = processBus();
onCatalogueChange(() => bus.publish(TOPICS.catalogue));
bus.subscribe(TOPICS.catalogue, () => pageCache.clear());
bus.subscribe(TOPICS.siteSettings, () => pageCache.clear());
// A title's reviews changed: the members' shared renders of its page go (decision 045).
bus.subscribe(TOPICS.title, (code) => (code === undefined ? pageCache.clear() : pageCache.dropTitle(code)));
// A member wrote: their own pages (bookshelf, my items) go.
bus.subscribe(TOPICS.member, (id) => {
  forgetPageViewers(id === undefined ? null : Number(id));
  if (id === undefined) pageCache.clear();
  else pageCache.dropMember(Number(id));
});
const { compress, serveAsset } = createCompressor();
// Critical CSS: a page's head stylesheets are sent inside its HTML (decision 047); not in development.
const { inlineStylesheets } = createStylesheetInliner();
// One title, description, charset, viewport and canonical link per page (decision 054), in development too.
const withCriticalCss = (response: Response, url: URL) =>
  inlineStylesheets(response, {
    inline: !import.meta.env.DEV,
    canonical: response.status === 200 ? canonicalAddress(config.publicOrigin, url) : undefined,
    extra: environmentHead(config.siteEnvironment),
  });

/** One port: the Hono API for /api, /payment/api, /store/api and /img; Waku for every page. */
const onePort = {
  async fetch(request: Request, ...rest: unknown[]): Promise<Response> {
    const url = new URL(request.url);
    if (isHealthPath(url.pathname)) return healthResponse(url.pathname);
    if (isApiPath(url.pathname)) {
      let app: Hono;
      try {
        app = await getApi();
      } catch {
        // The database could not be opened (logged once by platform/db); answer in the API's shape.
        return Response.json(new ApiError(503, { content: messages.unavailable }).toJSON(), { status: 503 });
      }
      // The node bindings (c.env.incoming) carry the client's socket address for rate limits.
      return await compress(request, await app.fetch(request, ...rest));
    }
    if (hasControlCharacters(url)) {
      return new Response(errorDocument(400), { status: 400, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
    }
    const asset = await serveAsset(request);
    if (asset) return asset;
    const redirect = trailingSlashRedirect(request, url);
    if (redirect) return redirect;
    const special = await matchSpecialRoute(request, url, getServices);
    if (special) return special;
    // Pages get a request id like the API's (Hono's requestId): in their log lines and in X-Request-Id.
    const reqId = requestIdOf(request);
    // Waku's page data (/RSC/R/<route>.txt) goes through the same guards and cache rules as its page.
    const rscPage = rscPageUrl(url);
    const pageUrl = rscPage ?? url;
    if (rscPage) {
      // A client-side navigation to an address answered before Waku (a legacy title code, the misspelt
      // anniversary page): the router follows its redirect as a first load would (decision 059).
      const pageSpecial = await matchSpecialRoute(new Request(rscPage, { headers: request.headers }), rscPage, getServices);
      const location = pageSpecial?.headers.get('location');
      await pageSpecial?.body?.cancel();
      if (location) return rscRedirect(location);
    }
    const notFound = () =>
      rscPage
        ? new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
        : // Any unmatched path makes Waku answer its 404 page with status 404.
          waku.fetch(new Request(new URL('/__not-found', url)), ...rest);
    if (!config.demoMode && isDeveloperPage(pageUrl.pathname)) return withPageScriptsNonce(await notFound());
    const render = async (req: Request) => withPageScriptsNonce(withCriticalCss(await databaseLossAs503(() => renderAs(req)), pageUrl));
    const renderAs = async (req: Request) => {
      const { viewer, refreshCookie } = await resolvePageViewer(req, getServices);
      const response = await renderPage(withViewerHeader(req, viewer), viewer);
      // The session slid (or stopped counting): renew or clear its cookie with this page.
      return withSetCookie(response, refreshCookie);
    };
    const renderPage = async (req: Request, viewer: { userId: number; isLogin: boolean; isStaff: boolean; userValidAdult: number }) => {
      const outcome = await runRouteGuards(pageUrl, { services: getServices, viewer });
      if (outcome.kind === 'redirect') {
        // Page data cannot be redirected (fetch would follow to an HTML page): Waku's client router
        // navigates to the Location of a failed RSC response instead.
        if (!rscPage) return new Response(null, { status: 302, headers: { Location: outcome.location, 'Cache-Control': 'no-store' } });
        return outcome.location.startsWith('/signin/') ? new Response(null, { status: 401, headers: { Location: outcome.location, 'Cache-Control': 'no-store' } }) : rscRedirect(outcome.location);
      }
      if (outcome.kind === 'error') return new Response(outcome.message, { status: outcome.status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      if (outcome.kind === 'notFound') return notFound();
      // A page's own notFound() gives an empty document: the site's 404 page instead, rendered for the same viewer.
      const response = rscPage
        ? asPageData(await waku.fetch(req, ...rest))
        : await withNotFoundPage(await waku.fetch(req, ...rest), async () => waku.fetch(new Request(new URL('/__not-found', url), { headers: req.headers }), ...rest));
      if (response.status >= 500 && (response.headers.get('content-type') ?? '').startsWith('text/html')) {
        log.error({ reqId, path: url.pathname, status: response.status }, '[page] render failed');
        await response.body?.cancel();
        return new Response(errorDocument(response.status), { status: response.status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
      }
      return response;
    };
    // Page data is rendered whole, whoever asks: the caches key it by address alone (withoutRouterSkip).
    // Only the server sets the preview header, and only for staff (below).
    // The gift code pages count failed lookups per address (issue 29): the address goes in a header only the server sets.
    const wakuRequest = withClientAddress(pageUrl, withoutPreviewHeader(rscPage ? withoutRouterSkip(request) : toWakuRequest(request, url)), rest[0]);
    /** The bookshelf and my items: the member's own render, kept briefly for them (decision 045). */
    const personalPage = async (req: Request) => {
      const resolved = await resolvePageViewer(req, getServices).catch(() => null);
      if (!resolved?.viewer.isLogin) return render(req);
      const { viewer, refreshCookie } = resolved;
      const own = withViewerHeader(req, viewer);
      const response = await databaseLossAs503(() =>
        pageCache.fetchPersonal(req, viewer.userId, memberWriteMark(req.headers.get('cookie')), async () => withPageScriptsNonce(withCriticalCss(await databaseLossAs503(() => renderPage(own, viewer)), pageUrl))),
      );
      return withSetCookie(response, refreshCookie);
    };
    // A staff member's 'as of' preview (decision 058): rendered for this request alone, never from or into
    // a page cache; anyone else's ?as_of= is ignored (their page is the ordinary one).
    const preview = hasSessionCookie(request) ? await staffPreviewRequest(wakuRequest, pageUrl, async (req) => (await resolvePageViewer(req, getServices)).viewer) : null;
    if (preview) {
      const response = await render(preview);
      const headers = new Headers(response.headers);
      headers.set('Cache-Control', 'private, no-store');
      headers.append('Vary', 'Cookie');
      headers.set('X-Robots-Tag', 'noindex');
      return withRequestId(await compress(request, new Response(response.body, { status: response.status, statusText: response.statusText, headers })), reqId);
    }
    if (request.method === 'GET' && isAudiencePage(pageUrl) && hasSessionCookie(request)) {
      // A member's page from their audience's shared render, with their own state spliced in (decision 045).
      const resolved = await resolvePageViewer(wakuRequest, getServices).catch(() => null);
      if (resolved?.viewer.isLogin) {
        const { viewer, refreshCookie } = resolved;
        const audience = audienceOf(viewer);
        const shared = audienceViewer(audience);
        const titleCode = /^\/book\/title\/([^/]+)\/$/.exec(pageUrl.pathname)?.[1] ?? null;
        // Rendered without the member's cookie, as the audience's viewer.
        const renderShared = () => renderPage(withViewerHeader(withoutCookies(wakuRequest), shared), shared);
        const response = await databaseLossAs503(() =>
          pageCache.fetchForAudience(
            wakuRequest,
            audience,
            async () => withPageScriptsNonce(withCriticalCss(await databaseLossAs503(renderShared), pageUrl)),
            async (needs) => memberPagePersonalization(await getServices(), request, viewer, needs, titleCode),
            titleCode,
          ),
        );
        return withRequestId(await compress(request, withSetCookie(response, refreshCookie)), reqId);
      }
    }
    if (isMemberRoute(pageUrl)) {
      // A member's page or its data: never the anonymous cache, never a shared cache.
      const response = isPersonalPage(pageUrl) && request.method === 'GET' ? await personalPage(wakuRequest) : await render(wakuRequest);
      return withRequestId(await compress(request, privatePage(response)), reqId);
    }
    return withRequestId(await compress(request, await pageCache.fetch(wakuRequest, render)), reqId);
  },
};

/** Every answer, API and pages alike, gets the security headers (hono/secure-headers and ours). */
const front = new Hono<{ Bindings: { rest: unknown[] } }>();
front.use(...securityHeaders());
front.use(environmentHeaders(config.siteEnvironment));
front.use(requestGate(FRONT_BODY_LIMIT));
// No request waits for ever on a stalled database: 503 after REQUEST_DEADLINE_MS (decision 081).
front.all('*', (c) => withinDeadline(c.req.raw, () => onePort.fetch(c.req.raw, ...c.env.rest)));
// A failure propagates to the adapter as it did without this app (no plain-text 500 of Hono's own).
front.onError((error) => {
  throw error;
});

export default {
  ...waku,
  // The built server (dist/serve-node.js) listens through this: the drain waits for its connections.
  serve(...args: unknown[]) {
    const server = (waku.serve as (...serveArgs: unknown[]) => Server)(...args);
    drain.attach(server);
    return server;
  },
  fetch: (request: Request, ...rest: unknown[]): Promise<Response> => Promise.resolve(front.fetch(request, { rest })),
};
