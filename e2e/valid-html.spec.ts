/**
 * The main pages as served are valid HTML (issue 18 item 6, decision 054): the W3C Nu HTML checker
 * (vnu-jar, on the machine's Java) finds no error in them, and each has one title, one description
 * (the page's own where it has one), one charset and a canonical link.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

const VNU = path.resolve(import.meta.dirname, '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

type NuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number };

/**
 * The checker's CSS grammar predates view transitions and cannot type custom properties: these
 * messages are about the checker, not the page (each one read and checked in Chromium).
 */
const CHECKER_GAPS: ((m: NuMessage) => boolean)[] = [
  (m) => m.message.startsWith('CSS:') && /view-transition|transition-name|sition-(old|new)\(/.test(`${m.message} ${m.extract ?? ''}`),
  (m) => m.message.startsWith('CSS:') && /The types are incompatible/.test(m.message) && /var\(--/.test(m.extract ?? ''),
];

function nuErrors(files: string[]): NuMessage[] {
  const run = spawnSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
  return messages.filter((m) => m.type === 'error' && !CHECKER_GAPS.some((gap) => gap(m)));
}

async function someTitleCode(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get('/api/v1/titles/new/')).json()) as { results: { titleCode: string; getAdultFlag: boolean }[] };
  return body.results.find((t) => !t.getAdultFlag)!.titleCode;
}

async function signIn(request: APIRequestContext) {
  await request.get('/api/v1/initialize/');
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'yomiba_csrf')!.value;
  const response = await request.post('/api/v1/signin/', { headers: { 'X-CSRF-Token': csrf }, data: { email: 'member@yomiba.test', password: 'yomiba-demo-1' } });
  expect(response.status()).toBe(200);
}

const headCount = (html: string, pattern: RegExp) => (html.slice(0, html.indexOf('</head>')).match(pattern) ?? []).length;

test.describe('valid HTML', () => {
  test.skip(({ isMobile }) => isMobile, 'the same HTML for every viewport');
  test.setTimeout(120_000);

  test('the Nu HTML checker finds no error on the main pages, visitors and members', async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const member = await playwright.request.newContext({ baseURL });
    await signIn(member);
    const code = await someTitleCode(visitor);
    const pages: [APIRequestContext, string][] = [
      [visitor, '/'],
      [visitor, `/book/title/${code}/`],
      [visitor, '/book/ranking/'],
      [visitor, `/book/search/?keyword=${encodeURIComponent('恋')}`],
      [visitor, `/bv/t/${code}/v/1/s/1/p/1/`],
      [visitor, `/book/review/${code}/`],
      [visitor, '/faq/'],
      [visitor, '/signin/'],
      [member, '/'],
      [member, `/book/title/${code}/`],
      [member, '/myitem/'],
      [member, '/bookshelf/'],
    ];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yomiba-nu-'));
    const files: string[] = [];
    for (const [context, address] of pages) {
      const response = await context.get(address);
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      const who = context === member ? 'member' : 'visitor';
      expect(headCount(html, /<title\b/g), `${who} ${address}: one title`).toBe(1);
      expect(headCount(html, /<meta\b[^>]*\scharSet=/gi), `${who} ${address}: one charset`).toBe(1);
      expect(headCount(html, /<meta\b[^>]*\sname="description"/g), `${who} ${address}: one description`).toBe(1);
      expect(headCount(html, /<meta\b[^>]*\sname="viewport"/g), `${who} ${address}: one viewport`).toBe(1);
      // Pages kept out of search engines (noindex: search results, the viewer, account pages) need none.
      const indexed = !/<meta name="robots" content="[^"]*noindex/.test(html);
      expect(headCount(html, /<link\b[^>]*\srel="canonical"/g), `${who} ${address}: canonical links`).toBe(indexed ? 1 : 0);
      expect(headCount(html, /<link\b[^>]*\srel="icon"/g), `${who} ${address}: a favicon`).toBeGreaterThan(0);
      expect(html, `${who} ${address}`).not.toContain('as="stylesheet"');
      const file = path.join(dir, `${files.length}-${who}${address.replace(/[^a-z0-9]+/gi, '_')}.html`);
      fs.writeFileSync(file, html);
      files.push(file);
    }
    const errors = nuErrors(files).map((m) => `${path.basename(m.url)}:${m.lastLine}: ${m.message} [${(m.extract ?? '').trim()}]`);
    expect(errors).toEqual([]);
    await visitor.dispose();
    await member.dispose();
  });

  test('a page has its own title and description, not the site-wide ones first', async ({ request }) => {
    const code = await someTitleCode(request);
    const html = await (await request.get(`/book/title/${code}/`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<title>読み場（よみば）');
    expect(head).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/book\/title\//);
    const faq = await (await request.get('/faq/')).text();
    expect(faq).toMatch(/<title>よくある質問 \| 読み場<\/title>/);
    expect(faq).toMatch(/<link rel="canonical" href="[^"]*\/faq\/"/);
  });
});
