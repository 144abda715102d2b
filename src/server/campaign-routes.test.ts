import { describe, expect, it } from 'vitest';
import { demoCampaignRoutes, MEMBER_CAMPAIGN_ROUTES, MISSPELT_TWIN, UNKNOWN_CAMPAIGN_ROUTES } from '#demo/index.ts';
import { signInPath } from '#platform/routes/site-paths.ts';
import { createTestApp } from './testing/test-app.ts';
import { runRouteGuards } from './route-guards.ts';
import { matchSpecialRoute } from './special-routes.ts';

const { services } = await createTestApp();
const anonymous = { services: async () => services, viewer: { userId: 0, isLogin: false, isStaff: false, userValidAdult: 2 } };
const guard = (path: string) => runRouteGuards(new URL(path, 'http://localhost'), anonymous);
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

// The HTTP answers (200 with the heading, 404 page, 301) are checked on the built server in e2e/campaigns.spec.ts.
describe('every campaign, special and LP route of issue 17 in the demo data', () => {
  it('each page passes its guards and has a campaign with a Japanese name to head it', async () => {
    for (const route of demoCampaignRoutes()) {
      expect(await guard(route.path), route.path).toEqual({ kind: 'pass' });
      if (!route.family) continue;
      const page = await services.campaigns.page(route.family, route.slug!);
      expect(page?.campaign.name, route.path).toMatch(JAPANESE);
      expect(page?.campaign.href, route.path).toBe(route.path);
    }
  });

  it('the present campaigns’ forms and entries (the festival, manga-matsuri, spring-manga-2024…) send visitors to sign in', async () => {
    for (const path of MEMBER_CAMPAIGN_ROUTES) expect(await guard(path), path).toEqual({ kind: 'redirect', location: signInPath(path) });
    for (const slug of ['manga-festival', 'manga-festival/2024', 'manga-matsuri', 'spring-manga-2024']) {
      expect((await services.campaigns.page('named', slug))?.campaign, slug).toMatchObject({ kind: 'present', phase: 'running', name: expect.stringMatching(JAPANESE) });
    }
  });

  it('unknown ids and slugs answer the 404 page, and so does a titles page beyond the last', async () => {
    for (const path of UNKNOWN_CAMPAIGN_ROUTES) expect(await guard(path), path).toEqual({ kind: 'notFound' });
    expect(await guard('/book/campaign/winter-sale/?page=3')).toEqual({ kind: 'pass' });
    expect(await guard('/book/campaign/winter-sale/?page=4')).toEqual({ kind: 'notFound' });
    expect(await guard('/book/campaign/titles/')).toEqual({ kind: 'pass' });
  });

  it('the misspelt aniversary twin answers 301 to the right address', async () => {
    const response = await matchSpecialRoute(new Request(`http://localhost${MISSPELT_TWIN.from}`), new URL(`http://localhost${MISSPELT_TWIN.from}`), async () => services);
    expect(response?.status).toBe(301);
    expect(response?.headers.get('location')).toBe(MISSPELT_TWIN.to);
  });

  it('has running, upcoming and finished campaigns of every kind', async () => {
    const index = await services.campaigns.specialIndex();
    const events = await services.campaigns.events();
    const phases = new Set([...index, ...events].map((c) => c.phase));
    expect([...phases].sort()).toEqual(['ended', 'running', 'upcoming']);
    const kinds = new Set([...index, ...events, ...(await services.campaigns.running('campaign'))].map((c) => c.kind));
    expect([...kinds].sort()).toEqual(['booklist', 'free', 'gacha', 'lp', 'present', 'sale', 'stamp_card']);
  });

  it('a running campaign’s text is on its titles’ pages; an ended one’s is not', async () => {
    const running = await services.campaigns.page('campaign', 'winter-sale');
    const ended = await services.campaigns.page('campaign', 'autumn-sale');
    expect((await services.campaigns.runningForTitle(running!.titleCodes[0]!)).map((c) => c.cardText)).toContain('最大50%OFF');
    expect((await services.campaigns.runningForTitle(ended!.titleCodes[0]!)).map((c) => c.slug)).not.toContain('autumn-sale');
  });
});
