/**
 * First paint on phones (decision 047): a page's CSS arrives inside its HTML (no render-blocking
 * stylesheet request), no modal's CSS is part of it, and a modal's CSS loads with the modal, before
 * the modal is on screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
// That the top, title, review and viewer pages link no render-blocking stylesheet and carry no modal CSS in
// their HTML: deploy/production-pages.test.ts.

async function firstTitleCode(page: Page): Promise<string> {
  const html = await (await page.request.get('/book/ranking/')).text();
  return /\/book\/title\/([A-Z0-9]+)\//.exec(html)![1]!;
}

test('the client modules are asked for after the first contentful paint, not from the head, and the page hydrates (decision 078)', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toContain('rel="modulepreload"');
  expect(html).toContain('getEntriesByName("first-contentful-paint")');
  await page.goto('/');
  await hydrated(page);
  // The bootstrap added the page's modulepreloads when it started, and they were fetched.
  const preloaded = await page.evaluate(() => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => (link as HTMLLinkElement).href));
  expect(preloaded.length).toBeGreaterThan(1);
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  for (const href of preloaded) expect(fetched).toContain(href);
});

test('a page without JavaScript is styled from its HTML alone', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheetRequests.push(request.url());
  });
  await page.goto('/');
  // The header's bar and the footer are laid out by the site stylesheet (flex and a dark footer, not the defaults).
  expect(await page.locator('.site-header__bar').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  expect(await page.locator('.site-footer').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(43, 48, 51)');
  expect(await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement && sheet.cssRules.length > 50).length)).toBeGreaterThan(0);
  // The links React keeps for its own bookkeeping are disabled: never fetched.
  expect(stylesheetRequests).toEqual([]);
  await context.close();
});

test('opening a modal loads its CSS first: the dialog is styled from the first frame it is in the page', async ({ page }) => {
  const code = await firstTitleCode(page);
  const cssRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') cssRequests.push(new URL(request.url()).pathname);
  });
  await page.goto(`/book/title/${code}/`);
  await hydrated(page);
  expect(cssRequests, 'no stylesheet before a modal opens').toEqual([]);
  // Whenever a dialog enters the document, read its shell's computed position in the same task
  // (a MutationObserver runs before the next paint): styled means position: fixed from modals.css.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { modalPositions: string[] }).modalPositions = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const shell = node.matches('.ymb-modal') ? node : node.querySelector('.ymb-modal');
          if (shell) seen.push(getComputedStyle(shell).position);
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'シェア', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'シェアする' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { modalPositions: string[] }).modalPositions)).toEqual(['fixed']);
  expect(cssRequests.length, 'the modal brought its stylesheet').toBeGreaterThan(0);
});
