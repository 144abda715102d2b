/**
 * A campaign whose window ends while pages showing it are in the anonymous page cache (issue 17): the cached
 * renders keep it at most one TTL past its end, then no page shows it, from a generic list's card either.
 * The page cache as the server entry makes it (a 30 s TTL, the configured stale window) in front of pages
 * made from the real services' answers (the campaign list, a title's campaigns, the new titles' cards), all
 * on one injected clock: what e2e/campaigns.spec.ts waited for in real time (a 40 s window and the 30 s TTL).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Campaign, CampaignTitle, jstInstant } from '#modules/campaigns/index.ts';
import { config } from '#platform/config.ts';
import { clientFor } from '#platform/testing/members.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { createPageCache } from './page-cache.ts';
import { createTestApp } from './testing/test-app.ts';
import { TOPICS } from './invalidation.ts';

// Years away from the other tests' campaigns on the shared database (their clocks never reach it).
const START = jstInstant('2034-05-01 00:00');
const END = new Date(START.getTime() + 40_000);
const TTL_MS = 30_000;
let clock = START;
const { app, orm, services } = await createTestApp({ now: () => clock });
const visitor = clientFor(app, csrfHeaders.Cookie);
const slug = `cached-end-${process.pid}`;
const name = `タイムセール ${slug}`;
const cardText = `${slug}限定`;

type Card = { titleCode: string; campaignText: string | null };

afterAll(async () => {
  await orm.em.fork().nativeDelete(Campaign, { slug });
});

/** The pages a visitor sees the campaign on, as HTML made from the services' answers at the clock's time. */
function pageOf(pathname: string, titleCode: string): () => Promise<Response> {
  return async () => {
    let body: string;
    if (pathname === '/book/campaign/') body = (await services.campaigns.running('campaign')).map((c) => `<li>${c.name}</li>`).join('');
    else if (pathname.startsWith('/book/title/')) body = (await services.campaigns.runningForTitle(titleCode)).map((c) => `<span>${c.cardText}</span>`).join('');
    else body = ((await (await visitor.get('/api/v1/titles/new/')).json()) as { results: Card[] }).results.map((c) => `<a>${c.campaignText ?? ''}</a>`).join('');
    return new Response(`<main>${body}</main>`, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  };
}

describe('a campaign that ends while its pages are cached', () => {
  it('leaves the list, its title’s page and a generic list’s card no later than one TTL after its end', async () => {
    const pages = createPageCache({ ttlMs: TTL_MS, staleMs: config.pageCacheStaleMs, maxEntries: 100, sessionCookie: 'yomiba_session', now: () => clock.getTime() });
    // The first card of the new titles without a running text of its own (which would come first, decision 064).
    const titleCode = ((await (await visitor.get('/api/v1/titles/new/')).json()) as { results: Card[] }).results.find((c) => c.campaignText === null)!.titleCode;
    const em = orm.em.fork();
    const campaign = em.create(Campaign, {
      family: 'campaign', slug, kind: 'sale', name, lead: '短い時間だけのセールです。', terms: '', cardText, color: 0xc62828,
      startsAt: new Date(START.getTime() - 60_000), endsAt: END, publishedAt: null, hashtag: null, body: {},
    });
    em.create(CampaignTitle, { campaign, titleCode, position: 0, note: null });
    await em.flush();
    // What a staff save does (decision 056): every process drops its catalogue caches and campaign texts.
    services.bus.publish(TOPICS.catalogue);

    const addresses = { '/book/campaign/': name, [`/book/title/${titleCode}/`]: cardText, '/book/new/': cardText };
    const view = async (pathname: string) => {
      const response = await pages.fetch(new Request(`http://localhost${pathname}`), pageOf(pathname, titleCode));
      return { shows: (await response.text()).includes(addresses[pathname]!), cache: response.headers.get('x-cache') };
    };

    // Rendered and cached while it runs, 5 s before its end.
    clock = new Date(END.getTime() - 5_000);
    for (const pathname of Object.keys(addresses)) expect(await view(pathname), pathname).toEqual({ shows: true, cache: 'MISS' });
    // Past its end the data no longer has it, but the cached renders do, within their TTL.
    clock = new Date(END.getTime() + 1);
    for (const pathname of Object.keys(addresses)) {
      expect(await view(pathname), pathname).toEqual({ shows: true, cache: 'HIT' });
      expect(await (await pageOf(pathname, titleCode)()).text(), pathname).not.toContain(addresses[pathname]);
    }
    // One TTL after the end every render made while it ran has expired: a request may still get the stale copy
    // while it is rendered again (PAGE_CACHE_STALE_MS), and the ones after it the new render, without it.
    clock = new Date(END.getTime() + TTL_MS);
    for (const pathname of Object.keys(addresses)) {
      const first = await view(pathname);
      expect(first.cache === 'STALE' || !first.shows, pathname).toBe(true);
      await expect.poll(() => view(pathname), { message: pathname }).toEqual({ shows: false, cache: 'HIT' });
    }
    // Its own page is still there, ended.
    expect((await services.campaigns.page('campaign', slug))?.campaign.phase).toBe('ended');
  });
});
