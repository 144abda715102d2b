/**
 * What the production build answers over plain HTTP, page by page (moved from the Playwright specs, which
 * needed no browser for it): status codes, redirects and guards, the server HTML's headings, titles,
 * descriptions, JSON-LD and Open Graph tags, the feeds, the addresses taken from PUBLIC_URL, the inline CSS,
 * valid HTML (the W3C Nu checker), and page data (RSC) that no cache shares between a visitor and members
 * or between two members. One app process of `dist/` (demo mode, as `npm start` serves it) on the run's test
 * database. Needs `waku build` first.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ABSENT_PRESENT_PARTS, demoCampaignRoutes, MEMBER_CAMPAIGN_ROUTES, MISSPELT_TWIN, UNKNOWN_CAMPAIGN_ROUTES } from '#demo/index.ts';
import { generateCatalogue } from '#demo/catalogue/generate.ts';
import { ormOptions } from '#platform/db/orm.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { databaseSetup } from '#src/server/database.ts';
import { inlineStyles, linkedStylesheets } from '../bench/lib/blocking-css.ts';
import { ROOT, startCluster, type Cluster } from './cluster.ts';

const PORT = Number(process.env.CLUSTER_TEST_PORT || 3340) + 15;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const databaseUrl = inject('databaseUrl');
const VNU = path.join(ROOT, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const JAPANESE_HEADING = /<h1[^>]*>[^<]*[\u3040-\u30ff\u4e00-\u9fff][^<]*<\/h1>/;

let cluster: Cluster;
let orm: MikroORM;
let dir: string;
/** The site's address (the balancer, PUBLIC_URL). */
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'yomiba-production-pages-'));
  orm = await MikroORM.init(ormOptions(databaseSetup, databaseUrl));
  cluster = await startCluster({
    processes: 1,
    port: PORT,
    databaseUrl,
    redisUrl: REDIS_URL,
    dir,
    log: () => {},
    env: {
      REDIS_BUS_CHANNEL: `test:production-pages:${randomUUID()}`,
      YOMIBA_DEMO: '1',
      SIGNUPS_PER_ADDRESS: '100000',
      LOG_LEVEL: 'silent',
      RANKINGS_REFRESH_MS: '0',
      // The run's database is shared with cluster.test.ts, whose periodic-job case counts its own leader's runs.
      JOBS: 'off',
    },
  });
  base = cluster.url;
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await orm?.close(true);
  await rm(dir, { recursive: true, force: true });
}, 60_000);

type Answer = { status: number; headers: Headers; text: string };

async function get(pathname: string, options: { cookie?: string; headers?: Record<string, string>; follow?: boolean } = {}): Promise<Answer> {
  const response = await fetch(`${base}${pathname}`, {
    headers: { ...(options.cookie ? { Cookie: options.cookie } : {}), ...options.headers },
    redirect: options.follow ? 'follow' : 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function post(pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'User-Agent': 'production-pages-test', ...headers }, body: JSON.stringify(body) });
}

/** A GET with a forged Host (fetch would send the URL's own). */
function getWithHost(pathname: string, host: string): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: url.hostname, port: url.port, path: pathname, headers: { Host: host, 'X-Forwarded-Host': host } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve(text));
    });
    request.on('error', reject);
  });
}

/** The sign-up verification link mailed to `email`: without SMTP_URL the app keeps its mails in mail_outbox. */
async function verificationLinkOf(email: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(
      async () =>
        (text = (
          await orm.em
            .fork()
            .getConnection()
            .execute<{ text: string }[]>(`select text from mail_outbox where recipient = ? and subject like '%メールアドレスの確認%' order by id desc limit 1`, [email])
        )[0]?.text),
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return text!.match(/https?:\/\/\S+\/signup\/verify\/\S+/)![0];
}

/** A new member signed up through the API and its mailed link; their `yomiba_session=…` cookie. */
async function signUp(displayName: string): Promise<{ email: string; cookie: string }> {
  const email = `pp${randomUUID().slice(0, 10)}@example.jp`;
  expect((await post('/api/v1/signup/', { email, password: 'yomiba-pages-pass-1', display_name: displayName }, csrfHeaders)).status).toBe(200);
  const token = new URL(await verificationLinkOf(email)).searchParams.get('token');
  const verified = await post('/api/v1/email/verify/', { token }, csrfHeaders);
  expect(verified.status).toBe(200);
  return { email, cookie: verified.headers.getSetCookie().find((c) => c.startsWith('yomiba_session='))!.split(';')[0]! };
}

/** The demo member signed in through the API (the password form: e2e/account-journey.spec.ts). */
async function signInDemoMember(): Promise<string> {
  const response = await post('/api/v1/signin/', { email: 'member@yomiba.test', password: 'yomiba-demo-1' }, csrfHeaders);
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().find((c) => c.startsWith('yomiba_session='))!.split(';')[0]!;
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const headCount = (html: string, pattern: RegExp) => (head(html).match(pattern) ?? []).length;
const pageData = (route: string, query = '') => `/RSC/R/${route}.txt?query=${encodeURIComponent(query)}`;

/** A general store title of the demo seed with several volumes (priced: offers in the JSON-LD). */
function storeTitle(): { titleCode: string; titleName: string } {
  const [batch] = generateCatalogue({ titles: 300 }).batches();
  const title = batch!.titles.find((t) => !t.isAdult && t.isStore && batch!.volumes.filter((v) => v.titleId === t.id).length >= 2)!;
  return { titleCode: title.titleCode, titleName: title.titleName };
}

async function someTitleCode(): Promise<string> {
  const body = JSON.parse((await get('/api/v1/titles/new/')).text) as { results: { titleCode: string; getAdultFlag: boolean }[] };
  return body.results.find((t) => !t.getAdultFlag)!.titleCode;
}

describe('addresses, redirects and guards', () => {
  it('a page path without the trailing slash answers 301 to the slash form, keeping the query', async () => {
    const answer = await get('/book/title/YB000001?from=test');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/book/title/YB000001/?from=test');
  });

  it('unknown routes and titles answer the 404 page; control characters in an address 400, not 500', async () => {
    for (const pathname of ['/no/such/page/', '/book/title/ZZ999999/', '/book/title/%E3%81%82/', '/bv/t/YB000001/v/1/s/1/p/9999/', '/bv/t/YB000001/v/x/s/1/p/1/', '/info/99999999/', '/info/abc/']) {
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(404);
      expect(answer.text, pathname).toContain('This page could not be found');
    }
    for (const pathname of ['/book/search/?keyword=%00', '/book/title/%00/', '/img/cover/%00']) expect((await get(pathname)).status, pathname).toBe(400);
  });

  it('member pages, their page data and staff pages send visitors to /signin/ with next', async () => {
    for (const [pathname, next] of [
      ['/bookshelf/', '/bookshelf/'],
      ['/message/', '/message/'],
      ['/staff/banner/', '/staff/banner/'],
    ]) {
      const answer = await get(pathname!);
      expect(answer.status, pathname).toBe(302);
      expect(answer.headers.get('location'), pathname).toBe(`/signin/?next=${encodeURIComponent(next!)}`);
    }
    // Page data: a 401 with the same Location (the router follows it), never cached.
    for (const [rsc, page] of [
      ['/RSC/R/profile.txt', '/profile/'],
      ['/RSC/R/myitem.txt', '/myitem/'],
    ] as const) {
      const answer = await get(rsc);
      expect(answer.status, rsc).toBe(401);
      expect(answer.headers.get('location'), rsc).toBe(`/signin/?next=${encodeURIComponent(page)}`);
      expect(answer.headers.get('cache-control'), rsc).toBe('private, no-store');
    }
  });

  it('a legacy title code answers 301 to its title page; app download follows the device', async () => {
    const legacy = await get('/book/book_000123/');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toMatch(/^\/book\/title\/YB\d{6}\/$/);
    const iphone = await get('/mobileapp/download/ios/', { headers: { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' } });
    expect(iphone.status).toBe(302);
    expect(iphone.headers.get('location')).toContain('apps.apple.com');
    const pc = await get('/mobileapp/download/android/', { headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64)' } });
    expect(pc.status).toBe(200);
    expect(pc.text).toContain('play.google.com');
  });

  it('an API write without the CSRF token is refused', async () => {
    const forged = await post('/api/v1/contact/', { category: 'other', name: 'x', email: 'x@example.jp', message: '外部サイトからの送信です。' });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { success: boolean }).success).toBe(false);
  });

  it('the slow sample endpoint (demo mode) is validated and answers', async () => {
    expect((await get('/api/v1/sample/slow/?ms=50')).status).toBe(200);
    expect((await get('/api/v1/sample/slow/?ms=20001')).status).toBe(400);
  });

  it('a page that fails to render answers 500 with a server-rendered Japanese error page', async () => {
    const answer = await get('/check500/');
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('<html lang="ja">');
    expect(answer.text).toContain('エラーが発生しました');
  });
});

describe('the server HTML', () => {
  it('every response carries the clickjacking headers; the top page its Japanese metadata, cover links and the feeds', async () => {
    for (const pathname of ['/', '/api/v1/initialize/', '/no/such/page/']) {
      const answer = await get(pathname);
      expect(answer.headers.get('x-frame-options'), pathname).toBe('SAMEORIGIN');
      expect(answer.headers.get('content-security-policy'), pathname).toContain("frame-ancestors 'self'");
    }
    const html = (await get('/')).text;
    expect(html).toMatch(/<html lang="ja"/);
    expect(html).toMatch(/<title>[^<]*読み場[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]*無料マンガ/);
    expect(html.match(/href="\/book\/title\/[A-Z0-9]+\/"/g)?.length ?? 0).toBeGreaterThanOrEqual(12);
    expect(html).toContain('/img/cover/');
    expect(html).toContain('href="/sitemap/rss/"');
    expect(html).toContain('href="/sitemap/atom/"');
    const rss = await get('/sitemap/rss/');
    expect(rss.headers.get('content-type')).toContain('application/rss+xml');
    expect(rss.text.match(/<item>/g)?.length).toBeGreaterThan(10);
    const atom = await get('/sitemap/atom/');
    expect(atom.headers.get('content-type')).toContain('application/atom+xml');
    expect(atom.text).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  });

  it('every fixed page answers 200 with its Japanese heading, title and description', async () => {
    const fixed: [string, string][] = [
      ['/terms/', '利用規約'],
      ['/privacy/', 'プライバシーポリシー'],
      ['/personal_information/', '個人情報の取り扱いについて'],
      ['/legal/', '特定商取引法に基づく表記'],
      ['/guideline/', 'レビュー・投稿ガイドライン'],
      ['/anti_piracy/', '海賊版対策について'],
      ['/faq/', 'よくある質問'],
      ['/description/', '読み場の使い方'],
      ['/tutorial/', 'はじめての方へ'],
      ['/screenshot/', 'スクリーンショットの撮り方（iPhone）'],
      ['/screenshot_android/', 'スクリーンショットの撮り方（Android）'],
      ['/contact/', 'お問い合わせ'],
      ['/sample/animation/', 'アニメーション'],
      ['/sample/confetti/', '紙吹雪'],
      ['/sample/icons/', 'アイコン'],
      ['/sample/mouse/', 'ポインター座標'],
      ['/sample/rectangle/', 'レクタングル広告枠'],
      ['/sample/skelton/', 'スケルトン'],
      ['/sample/timeout/', 'タイムアウト'],
    ];
    for (const [pathname, heading] of fixed) {
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(200);
      expect(answer.text, pathname).toContain(`<h1 class="static-page__title">${heading}</h1>`);
      expect(answer.text, pathname).toContain(`<title>${heading} | 読み場</title>`);
      expect(answer.text, pathname).toMatch(/<meta name="description" content="[^"]{40,}"/);
    }
  });

  it('the sign-in and sign-up pages have their Japanese headings and a no-JavaScript note, and keep only a safe next', async () => {
    const signin = (await get('/signin/?next=%2Ffaq%2F')).text;
    expect(signin).toContain('<h1 class="account-page__title">ログイン</h1>');
    expect(signin).toContain('<title>ログイン | 読み場</title>');
    expect(signin).toContain('ログインにはJavaScriptが必要です');
    expect(signin).toContain('href="/signup/?next=%2Ffaq%2F"');
    expect(signin).toContain('href="/forgot_password/"');
    expect((await get('/signin/?next=%2F%2Fevil.example')).text).toContain('href="/signup/"');
    const signup = (await get('/signup/')).text;
    expect(signup).toContain('<h1 class="account-page__title">会員登録</h1>');
    expect(signup).toContain('会員登録にはJavaScriptが必要です');
    const merit = await get('/signup/merit/');
    expect(merit.status).toBe(200);
    for (const text of ['会員登録でできること', 'お気に入り・本棚・閲覧履歴', '待てば¥0チケット', 'コイン購入', 'キャンペーン', 'href="/signup/"']) expect(merit.text).toContain(text);
  });

  it('every campaign route answers 200 with a Japanese heading, the misspelt twin 301, members’ routes 302, unknown ids the 404 page', async () => {
    for (const route of demoCampaignRoutes()) {
      const answer = await get(route.path);
      expect(answer.status, route.path).toBe(200);
      expect(answer.text, route.path).toMatch(JAPANESE_HEADING);
    }
    const twin = await get(MISSPELT_TWIN.from);
    expect(twin.status).toBe(301);
    expect(twin.headers.get('location')).toBe(MISSPELT_TWIN.to);
    for (const pathname of MEMBER_CAMPAIGN_ROUTES) {
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(302);
      expect(answer.headers.get('location'), pathname).toContain('/signin/');
    }
    for (const pathname of [...UNKNOWN_CAMPAIGN_ROUTES, ...ABSENT_PRESENT_PARTS]) {
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(404);
      expect(answer.text, pathname).toContain('お探しのページは見つかりませんでした');
    }
  });

  it('a title page carries JSON-LD (ComicSeries with its volumes) and Open Graph / Twitter tags, its own title and description first', async () => {
    const title = storeTitle();
    const html = (await get(`/book/title/${title.titleCode}/`)).text;
    const url = `${base}/book/title/${title.titleCode}/`;
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
    expect(script, 'JSON-LD script').not.toBeNull();
    const data = JSON.parse(script![1]!) as { '@type': string; name: string; url: string; hasPart: { '@type': string; offers?: { priceCurrency: string } }[] };
    expect(data['@type']).toBe('ComicSeries');
    expect(data.name).toBe(title.titleName);
    expect(data.url).toBe(url);
    expect(data.hasPart.length).toBeGreaterThanOrEqual(2);
    expect(data.hasPart.every((part) => part['@type'] === 'Book' && part.offers?.priceCurrency === 'JPY')).toBe(true);
    expect(html).toContain(`<meta property="og:title" content="${title.titleName}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(html).toContain(`<meta property="og:image" content="${base}/img/cover/${title.titleCode}?w=480"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary"/>');
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain('似ている作品');
    expect(head(html)).not.toContain('<title>読み場（よみば）');
    const faq = (await get('/faq/')).text;
    expect(faq).toMatch(/<title>よくある質問 \| 読み場<\/title>/);
    expect(faq).toMatch(/<link rel="canonical" href="[^"]*\/faq\/"/);
  });

  it('canonical, og:url and the feeds come from PUBLIC_URL, never from a forged Host', async () => {
    const html = await getWithHost('/book/title/YB000001/', 'evil.example');
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`<link rel="canonical" href="${base}/book/title/YB000001/"`);
    expect(html).toContain(`<meta property="og:url" content="${base}/book/title/YB000001/"`);
    const rss = await getWithHost('/sitemap/rss/', 'evil.example');
    expect(rss).not.toContain('evil.example');
    expect(rss).toContain(`${base}/book/title/`);
  });

  it('the top, title, review and viewer pages link no render-blocking stylesheet and carry no modal CSS (decision 047)', async () => {
    // Rules only a modal's stylesheet defines (ModalShell's modals.css, the share modal's part of it, the lottery's,
    // the review form's, the wallet modals'). A new modal adds its root class here.
    const modalSelectors = ['.ymb-modal__card{', '.ymb-modal__backdrop{', '.ymb-share__', '.ymb-lottery__', '.review-form__', '.ymb-wallet__'];
    const code = /\/book\/title\/([A-Z0-9]+)\//.exec((await get('/book/new/')).text)![1]!;
    const viewer = /href="(\/bv\/t\/[^"]+\/p\/1\/)"/.exec((await get(`/book/title/${code}/`)).text)?.[1];
    for (const pathname of ['/', `/book/title/${code}/`, `/book/review/${code}/`, ...(viewer ? [viewer] : [])]) {
      const html = (await get(pathname)).text;
      expect(linkedStylesheets(head(html)), `${pathname}: render-blocking stylesheets`).toEqual([]);
      const css = inlineStyles(head(html)).join('\n');
      expect(css.length, `${pathname}: its CSS is inline`).toBeGreaterThan(10_000);
      for (const selector of modalSelectors) expect(css, `${pathname}: modal CSS ${selector}`).not.toContain(selector);
      // No modal stylesheet linked anywhere in the page either (the client-reference links React adds).
      for (const href of [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])![1]!)) {
        const text = (await get(href)).text;
        for (const selector of modalSelectors) expect(text, `${pathname}: ${href} holds ${selector}`).not.toContain(selector);
      }
    }
  });

  it('the main pages are valid HTML for visitors and members (the Nu checker), with one title, charset, description and viewport each', async () => {
    const member = await signInDemoMember();
    const code = await someTitleCode();
    const pages: [string | undefined, string][] = [
      [undefined, '/'],
      [undefined, `/book/title/${code}/`],
      [undefined, '/book/ranking/'],
      [undefined, `/book/search/?keyword=${encodeURIComponent('恋')}`],
      [undefined, `/bv/t/${code}/v/1/s/1/p/1/`],
      [undefined, `/book/review/${code}/`],
      [undefined, '/faq/'],
      [undefined, '/signin/'],
      [member, '/'],
      [member, `/book/title/${code}/`],
      [member, '/myitem/'],
      [member, '/bookshelf/'],
    ];
    const files: string[] = [];
    for (const [cookie, address] of pages) {
      const answer = await get(address, { cookie });
      const who = cookie ? 'member' : 'visitor';
      expect(answer.status, `${who} ${address}`).toBe(200);
      const html = answer.text;
      expect(headCount(html, /<title\b/g), `${who} ${address}: one title`).toBe(1);
      expect(headCount(html, /<meta\b[^>]*\scharSet=/gi), `${who} ${address}: one charset`).toBe(1);
      expect(headCount(html, /<meta\b[^>]*\sname="description"/g), `${who} ${address}: one description`).toBe(1);
      expect(headCount(html, /<meta\b[^>]*\sname="viewport"/g), `${who} ${address}: one viewport`).toBe(1);
      // Pages kept out of search engines (noindex: search results, the viewer, account pages) need no canonical link.
      const indexed = !/<meta name="robots" content="[^"]*noindex/.test(html);
      expect(headCount(html, /<link\b[^>]*\srel="canonical"/g), `${who} ${address}: canonical links`).toBe(indexed ? 1 : 0);
      expect(headCount(html, /<link\b[^>]*\srel="icon"/g), `${who} ${address}: a favicon`).toBeGreaterThan(0);
      expect(html, `${who} ${address}`).not.toContain('as="stylesheet"');
      const file = path.join(dir, `${files.length}-${who}${address.replace(/[^a-z0-9]+/gi, '_')}.html`);
      fs.writeFileSync(file, html);
      files.push(file);
    }
    const run = spawnSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.error) throw run.error;
    type NuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number };
    // The checker's CSS grammar predates view transitions and cannot type custom properties: these messages are
    // about the checker, not the page (each one read and checked in Chromium).
    const checkerGaps: ((m: NuMessage) => boolean)[] = [
      (m) => m.message.startsWith('CSS:') && /view-transition|transition-name|sition-(old|new)\(/.test(`${m.message} ${m.extract ?? ''}`),
      (m) => m.message.startsWith('CSS:') && /The types are incompatible/.test(m.message) && /var\(--/.test(m.extract ?? ''),
    ];
    const errors = (JSON.parse(run.stderr) as { messages: NuMessage[] }).messages
      .filter((m) => m.type === 'error' && !checkerGaps.some((gap) => gap(m)))
      .map((m) => `${path.basename(m.url)}:${m.lastLine}: ${m.message} [${(m.extract ?? '').trim()}]`);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('page data (RSC) and the caches', () => {
  it('is rendered whole whatever the router says it holds (the cache keys it by address)', async () => {
    const skipping = await get('/RSC/R/faq.txt?query=', { headers: { 'X-Waku-Router-Skip': '["root","route:/faq"]' } });
    const plain = await get('/RSC/R/faq.txt?query=');
    expect(skipping.status).toBe(200);
    expect(skipping.text).toBe(plain.text);
  });

  it('a visitor and members never share page data; members never see another member’s; a member’s own is private', async () => {
    // A visitor's page data of a list is the shared anonymous render (kept by the page cache).
    await get(pageData('book/ranking'));
    const visitorAnswer = await get(pageData('book/ranking'));
    expect(visitorAnswer.status).toBe(200);
    expect(visitorAnswer.headers.get('content-type')).toMatch(/^text\/x-component/);
    expect(visitorAnswer.text).toContain('site-account--signin');

    // Two members, each with a favourite the other does not have.
    const titles = JSON.parse((await get('/api/v1/titles/new/')).text) as { results: { titleCode: string }[] };
    const member = async (favourite: string) => {
      const name = `会員${randomUUID().slice(0, 6)}`;
      const { email, cookie } = await signUp(name);
      const favourited = await post('/api/v1/favorite/', { favorite: '1', title_code: favourite }, { ...csrfHeaders, Cookie: `${csrfHeaders.Cookie}; ${cookie}` });
      expect(favourited.status).toBe(200);
      return { email, cookie, name, favourite };
    };
    const a = await member(titles.results[0]!.titleCode);
    const b = await member(titles.results[1]!.titleCode);

    for (const route of ['book/ranking', 'bookshelf', 'myitem', 'profile', '_root']) {
      for (const [own, other] of [
        [a, b],
        [b, a],
      ] as const) {
        const answer = await get(pageData(route), { cookie: own.cookie });
        expect(answer.status, route).toBe(200);
        // Never the visitors' render (members of one audience share theirs, which names no one: decision 045),
        // never kept by a shared cache.
        expect(answer.headers.get('cache-control'), route).toContain('private');
        expect(answer.text, route).not.toContain('site-account--signin');
        expect(answer.text, route).not.toContain(other.name);
        if (route === 'profile' || route === 'myitem') {
          expect(answer.headers.get('cache-control'), route).toBe('private, no-store');
          expect(answer.headers.get('vary'), route).toMatch(/Cookie/);
        }
        if (route === 'profile') expect(answer.text).toContain(own.email);
      }
    }
    // Each member's shelf holds their own favourite only.
    const shelfA = (await get(pageData('bookshelf', 'tab=favorite'), { cookie: a.cookie })).text;
    const shelfB = (await get(pageData('bookshelf', 'tab=favorite'), { cookie: b.cookie })).text;
    expect(shelfA).toContain(a.favourite);
    expect(shelfA).not.toContain(b.favourite);
    expect(shelfB).toContain(b.favourite);
    expect(shelfB).not.toContain(a.favourite);

    // And the visitor, after the members, still gets the visitors' render.
    const after = (await get(pageData('book/ranking'))).text;
    expect(after).toContain('site-account--signin');
    expect(after).not.toContain(a.name);
    expect(after).not.toContain(b.name);
  });
});
