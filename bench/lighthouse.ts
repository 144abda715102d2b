/**
 * Lighthouse on the top page, a title page, its review page, the viewer, /special/, an LP, the publisher festival
 * and a tweet_present page (`--pages special,lp` for some of them), with the system Chromium
 * (platform/testing/chromium.ts), against the production build (`npx waku build` first) on its own
 * embedded database. Each page is measured `--runs` times per form factor (default 3; the machine is
 * shared, so the median is what to quote) and the median performance, accessibility, FCP, LCP, TBT and
 * CLS are printed (mobile: Lighthouse's default phone with simulated slow 4G; desktop: its desktop preset),
 * with the stylesheets the page's HTML links (each blocks rendering) and every failed accessibility audit.
 * Targets: phone performance ≥ 95, accessibility 100, CLS 0. Exit code 1 when an accessibility audit fails.
 *
 *   npx waku build && npx node bench/lighthouse.ts [--runs 5] [--pages special,lp] [--port 3506] [--pg-port 54506]
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '#platform/testing/chromium.ts';
import { startApiBench } from './lib/api-bench.ts';
import { blockingStylesheets } from './lib/blocking-css.ts';

// --runs is this script's own option; the shared bench options parser knows only its own.
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv.splice(runsAt, 2)[1]) : 3;
// --pages special,lp,festival: only these of the pages below (default all).
const pagesAt = process.argv.indexOf('--pages');
const only = pagesAt > 0 ? process.argv.splice(pagesAt, 2)[1]!.split(',') : null;
const bench = await startApiBench({ dataDir: 'bench-viewer', port: '3506', pgPort: '54506', env: { YOMIBA_DEMO: '1' } }); // demo mode: the demo's art
const port = process.argv.includes('--port') ? process.argv[process.argv.indexOf('--port') + 1] : '3506';
const base = `http://localhost:${port}`;
let accessibilityFailed = false;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function report(name: string, form: string, results: (RunnerResult | undefined)[]) {
  const lhrs = results.map((result) => {
    if (!result) throw new Error(`lighthouse gave no result for ${name}`);
    return result.lhr;
  });
  // The last whole report, for the details (open in https://googlechrome.github.io/lighthouse/viewer/).
  const dir = path.resolve(import.meta.dirname, '..', '.data', 'lighthouse');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}-${form}.json`), JSON.stringify(lhrs.at(-1)));
  const score = (id: string) => median(lhrs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
  const metric = (id: string) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
  const perf = score('performance');
  const a11y = score('accessibility');
  const all = lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)).join('/');
  console.log(
    `${name.padEnd(8)} ${form.padEnd(8)} performance ${String(perf).padStart(3)} [${all}] (target 95: ${perf >= 95 ? 'met' : 'MISSED'})  accessibility ${String(a11y).padStart(3)}` +
      `  TTFB ${Math.round(metric('server-response-time'))} ms  FCP ${Math.round(metric('first-contentful-paint'))} ms  LCP ${Math.round(metric('largest-contentful-paint'))} ms  TBT ${Math.round(metric('total-blocking-time'))} ms  CLS ${metric('cumulative-layout-shift').toFixed(3)}`,
  );
  const { categories, audits } = lhrs.at(-1)!;
  for (const ref of categories.accessibility?.auditRefs ?? []) {
    const audit = audits[ref.id];
    if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
      accessibilityFailed = true;
      const items = ((audit.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items ?? [])
        .map((item) => item.node && `${item.node.snippet} ${(item.node.explanation ?? '').split('\n').pop()}`)
        .filter(Boolean);
      console.log(`    a11y: ${audit.id}: ${audit.title}${items.length ? `\n      ${items.slice(0, 5).join('\n      ')}` : ''}`);
    }
  }
}

try {
  await bench.waitReady();
  const [story] = await bench.db.orm.em.fork().getConnection().execute<{ title_code: string; serial_number: number; story_number: number }[]>(
    `select t.title_code, v.serial_number, s.story_number
       from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
      where s.payment_type = 1 and not t.is_adult and not t.is_vertical order by s.id limit 1`,
  );
  const pages = {
    top: `${base}/`,
    title: `${base}/book/title/${story!.title_code}/`,
    viewer: `${base}/bv/t/${story!.title_code}/v/${story!.serial_number}/s/${story!.story_number}/p/1/`,
    reviews: `${base}/book/review/${story!.title_code}/`,
    // Issue 17: the special features index and one LP (the demo's campaigns).
    special: `${base}/special/`,
    lp: `${base}/special/lp/winter-picks/`,
    // The publisher festival (a present campaign page) and a tweet_present page.
    festival: `${base}/special/manga-festival/`,
    tweet: `${base}/special/tweet_present/share-winter/`,
  };
  if (only) for (const name of Object.keys(pages)) if (!only.includes(name)) delete pages[name as keyof typeof pages];
  // Warm the image cache and the anonymous page cache: a first visit's on-demand encoding is not what a reader meets.
  for (const url of Object.values(pages)) await fetch(url);
  for (const [name, url] of Object.entries(pages)) {
    const sheets = await blockingStylesheets(url);
    const bytes = sheets.reduce((sum, sheet) => sum + sheet.bytes, 0);
    const inline = sheets.filter((sheet) => sheet.inline).length;
    console.log(`${name.padEnd(8)} render-blocking CSS: ${sheets.length - inline} linked stylesheets + ${inline} inline, ${(bytes / 1024).toFixed(1)} KB (${sheets.map((sheet) => sheet.href).join(', ')})`);
  }
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...chromiumArgs, '--headless=new'] });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
    // Each run right after a visit of the page: it finds the anonymous page cache warm, as a reader does
    // on a busy site (a run lasts longer than the cache's 30 s, and Lighthouse's simulation adds the
    // observed server time to every metric: a render on this shared machine would be measured instead).
    const measure = async (url: string, config?: typeof desktopConfig) => {
      await (await fetch(url)).arrayBuffer();
      return lighthouse(url, flags, config);
    };
    for (const [name, url] of Object.entries(pages)) {
      // One unmeasured run per page and form factor, so the measured ones find the page images rendered.
      await measure(url);
      const mobile = [];
      for (let i = 0; i < runs; i++) mobile.push(await measure(url));
      report(name, 'mobile', mobile);
      await measure(url, desktopConfig);
      const desktop = [];
      for (let i = 0; i < runs; i++) desktop.push(await measure(url, desktopConfig));
      report(name, 'desktop', desktop);
    }
  } finally {
    chrome.kill();
  }
} finally {
  await bench.stop();
  await bench.db.close();
}
process.exitCode = accessibilityFailed ? 1 : 0;
