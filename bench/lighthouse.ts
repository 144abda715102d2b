/**
 * Lighthouse on the viewer, the title page and its review page, with the system Chromium (platform/testing/chromium.ts),
 * against the production build (`npx waku build` first) on its own embedded database. Prints the
 * performance and accessibility scores (mobile: Lighthouse's default phone with simulated slow 4G;
 * desktop: its desktop preset) and every failed accessibility audit. Targets: performance ≥ 90,
 * accessibility 100. Exit code 1 when an accessibility audit fails.
 *
 *   npx waku build && npx node bench/lighthouse.ts [--port 3506] [--pg-port 54506]
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '#platform/testing/chromium.ts';
import { startApiBench } from './lib/api-bench.ts';

const bench = await startApiBench({ dataDir: 'bench-viewer', port: '3506', pgPort: '54506', env: { YOMIBA_DEMO: '1' } }); // demo mode: the demo's art
const port = process.argv.includes('--port') ? process.argv[process.argv.indexOf('--port') + 1] : '3506';
const base = `http://localhost:${port}`;
let accessibilityFailed = false;

function report(name: string, form: string, result: RunnerResult | undefined) {
  if (!result) throw new Error(`lighthouse gave no result for ${name}`);
  // The whole report, for the details (open in https://googlechrome.github.io/lighthouse/viewer/).
  const dir = path.resolve(import.meta.dirname, '..', '.data', 'lighthouse');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}-${form}.json`), JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const perf = score('performance');
  const a11y = score('accessibility');
  const metric = (id: string) => audits[id]?.displayValue ?? '-';
  console.log(
    `${name.padEnd(12)} ${form.padEnd(8)} performance ${String(perf).padStart(3)} (target 90: ${perf >= 90 ? 'met' : 'MISSED'})  accessibility ${String(a11y).padStart(3)} (target 100: ${a11y === 100 ? 'met' : 'MISSED'})` +
      `  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}`,
  );
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
    viewer: `${base}/bv/t/${story!.title_code}/v/${story!.serial_number}/s/${story!.story_number}/p/1/`,
    title: `${base}/book/title/${story!.title_code}/`,
    reviews: `${base}/book/review/${story!.title_code}/`,
  };
  // Warm the image cache and the anonymous page cache: a first visit's on-demand encoding is not what a reader meets.
  for (const url of Object.values(pages)) await fetch(url);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...chromiumArgs, '--headless=new'] });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
    for (const [name, url] of Object.entries(pages)) {
      // One unmeasured run per page and form factor, so the measured one finds the page images rendered.
      await lighthouse(url, flags);
      report(name, 'mobile', await lighthouse(url, flags));
      await lighthouse(url, flags, desktopConfig);
      report(name, 'desktop', await lighthouse(url, flags, desktopConfig));
    }
  } finally {
    chrome.kill();
  }
} finally {
  await bench.stop();
  await bench.db.close();
}
process.exitCode = accessibilityFailed ? 1 : 0;
