import type { Hono } from 'hono';
import { authRouter, initializeRouter, profileRouter, sessionMiddleware } from '../../modules/accounts/index.ts';
import { coverRouter } from '../../modules/catalogue/index.ts';
import { searchRouter } from '../../modules/catalogue/index.ts';
import { freeStoriesWithAdultRule, pageRouter } from '../../modules/reader/index.ts';
import { supportRouter } from '../../modules/support/index.ts';
import { createApi } from '../../platform/http/create-api.ts';
import { csrfProtection } from '../../platform/http/csrf.ts';
import type { Services } from './services.ts';

/** Every module's router on one Hono app: /api/..., /payment/api/... and /img/... */
export function createAppApi(services: Services): Hono {
  const api = createApi();
  // Every JSON API: unsafe methods need the CSRF token (images under /img/ stay cookie-free).
  api.use('/api/*', csrfProtection());
  api.use('/payment/api/*', csrfProtection());
  api.use('/api/*', sessionMiddleware(services.accounts));
  api.use('/payment/api/*', sessionMiddleware(services.accounts));
  /** Hands out the CSRF cookie to a page that has none yet (see src/lib/http/csrf.ts). */
  api.get('/api/v1/csrf/', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true });
  });
  api.route(
    '/',
    initializeRouter({
      sampleKeywords: services.catalogue.sampleKeywords,
      staticUrl: '/',
      recommendInfo: services.siteSettings.recommendInfo,
      appInstallPromotion: async () => (await services.siteSettings.get('appInstallPromotion')).enabled,
      viewer: async (request) => (await services.accounts.readViewer(request)).user,
    }),
  );
  // Adult covers and pages only for members allowed adult content (userValidAdult 1), whatever the client does.
  const adultAllowed = async (request: Request) => (await services.accounts.readViewer(request)).user?.userValidAdult === 1;
  api.route('/', coverRouter(services.catalogue, { adultAllowed }));
  api.route('/', pageRouter({ catalogue: services.catalogue, access: freeStoriesWithAdultRule(adultAllowed) }));
  api.route('/', supportRouter(services.support));
  api.route('/', authRouter(services.accounts));
  api.route('/', profileRouter(services.profile));
  api.route('/', searchRouter(services.search));
  return api;
}
