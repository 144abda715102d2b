/**
 * Viewer bench: Chromium (Playwright) against the production build (`npx waku build` first) on its own
 * embedded database. Measures
 *  - first page: navigation start → the first page image painted (its largest-contentful-paint entry,
 *    each run in a fresh browser context, so nothing is in the browser cache), on a phone and a desktop;
 *  - page turns: keydown → the next page image decoded and painted (two animation frames), 20 turns on
 *    a phone, the reader pausing 600 ms on each page as the preloads would have time to finish.
 * Prints median / p95 / max. Targets (issue 7): first page < 1000 ms on loopback, every preloaded turn < 100 ms.
 *
 *   npx waku build && npx node bench/viewer.ts [--port 3506] [--pg-port 54506] [--runs 10]
 */
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { parseArgs } from 'node:util';
import { chromiumArgs, chromiumPath } from '#platform/testing/chromium.ts';
import { startApiBench } from './lib/api-bench.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' }, turns: { type: 'string', default: '20' } }, strict: false });
const runs = Number(values.runs);
const turns = Number(values.turns);
process.argv = process.argv.filter((arg, i, all) => !['--runs', '--turns'].includes(arg) && !['--runs', '--turns'].includes(all[i - 1] ?? ''));

const bench = await startApiBench({ dataDir: 'bench-viewer', port: '3506', pgPort: '54506', env: { YOMIBA_DEMO: '1' } }); // demo mode: the demo's art
const port = process.argv.includes('--port') ? process.argv[process.argv.indexOf('--port') + 1] : '3506';
const base = `http://127.0.0.1:${port}`;

const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
// The daily features (recommend modal, install header) marked as seen, as for a returning reader.
const seen = (origin: string) => ({
  cookies: [],
  origins: [{ origin, localStorage: [{ name: 'yomiba:daily-recommend', value: '9999-12-31' }, { name: 'yomiba:app-install-dismissed', value: '1' }] }],
});

type StoryRow = { title_code: string; serial_number: number; story_number: number; page_count: number };

function stats(label: string, values: number[], target: number) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const max = sorted[sorted.length - 1]!;
  const line = `${label.padEnd(34)} n=${String(values.length).padStart(2)}  median ${at(0.5).toFixed(0).padStart(5)} ms  p95 ${at(0.95).toFixed(0).padStart(5)} ms  max ${max.toFixed(0).padStart(5)} ms  target < ${target} ms: ${max < target ? 'met' : 'MISSED'}`;
  console.log(line);
}

/** Navigation start → the viewer image's largest-contentful-paint (its render time). */
async function firstPagePaint(browser: Browser, url: string, device: BrowserContextOptions): Promise<number> {
  const context = await browser.newContext({ ...device, storageState: seen(base) });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no paint of the page image within 15 s')), 15_000);
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; renderTime: number; loadTime: number })[]) {
              if (entry.element?.classList.contains('viewer__image')) {
                clearTimeout(timer);
                resolve(entry.renderTime || entry.loadTime || entry.startTime);
              }
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

/** keydown → the new page image decoded and on screen, for `count` turns. */
async function pageTurns(browser: Browser, url: string, count: number): Promise<number[]> {
  const context = await browser.newContext({ ...PHONE, storageState: seen(base) });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForTimeout(1000);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const measured = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const viewer = document.querySelector<HTMLElement>('.viewer')!;
          const before = viewer.dataset.page;
          window.addEventListener(
            'keydown',
            () => {
              const start = performance.now();
              const check = () => {
                const images = [...document.querySelectorAll<HTMLImageElement>('.viewer__spread img.viewer__image')];
                if (viewer.dataset.page === before || images.length === 0 || !images.every((img) => img.complete && img.naturalWidth > 0)) {
                  requestAnimationFrame(check);
                  return;
                }
                void Promise.all(images.map((img) => img.decode().catch(() => undefined))).then(() =>
                  // The frame after the one that drew the decoded image.
                  requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start))),
                );
              };
              requestAnimationFrame(check);
            },
            { capture: true, once: true },
          );
        }),
    );
    await page.waitForTimeout(20);
    await page.keyboard.press('ArrowLeft');
    times.push(await measured);
    await page.waitForTimeout(600);
  }
  await context.close();
  return times;
}

try {
  await bench.waitReady();
  const stories = await bench.db.orm.em.fork().getConnection().execute<StoryRow[]>(
    `select t.title_code, v.serial_number, s.story_number, s.page_count
       from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
      where s.payment_type = 1 and not t.is_adult and not t.is_vertical and s.page_count > ?
      order by s.id limit ?`,
    [turns, runs * 2 + 1],
  );
  if (stories.length < runs * 2 + 1) throw new Error('not enough long free stories in the demo catalogue');
  const url = (s: StoryRow) => `${base}/bv/t/${s.title_code}/v/${s.serial_number}/s/${s.story_number}/p/1/`;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    // Warm the server (JIT, database pool) on a story not measured.
    await firstPagePaint(browser, url(stories[runs * 2]!), PHONE);
    const cold = { phone: [] as number[], desktop: [] as number[] };
    const warm = { phone: [] as number[], desktop: [] as number[] };
    for (let i = 0; i < runs; i++) {
      // A story never opened: the server renders its page images for the first time.
      cold.phone.push(await firstPagePaint(browser, url(stories[i]!), PHONE));
      cold.desktop.push(await firstPagePaint(browser, url(stories[runs + i]!), DESKTOP));
      // The same stories again: images in the server's cache, the browser cache empty.
      warm.phone.push(await firstPagePaint(browser, url(stories[i]!), PHONE));
      warm.desktop.push(await firstPagePaint(browser, url(stories[runs + i]!), DESKTOP));
    }
    const turnTimes = await pageTurns(browser, url(stories[0]!), turns);
    console.log(`\nviewer bench on ${base} (production build, Chromium ${browser.version()})`);
    stats('first page, phone (images cached)', warm.phone, 1000);
    stats('first page, desktop (images cached)', warm.desktop, 1000);
    stats('first page, phone (first render)', cold.phone, 1000);
    stats('first page, desktop (first render)', cold.desktop, 1000);
    stats('page turn, phone (preloaded)', turnTimes, 100);
  } finally {
    await browser.close();
  }
} finally {
  await bench.stop();
  await bench.db.close();
}
