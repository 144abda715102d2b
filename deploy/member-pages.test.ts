/**
 * Members' pages from their audience's shared render (decision 045), through two app processes of the
 * production build behind HAProxy on the run's test database and Redis: each member sees only their own
 * state, a visitor none; a member's writes show in their next view on either process; entries are per
 * audience. Needs `waku build` first (like deploy/cluster.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createWalletService } from '#modules/wallet/index.ts';
import type { MemberPageState } from '#modules/member-pages/index.ts';
import { ormOptions } from '#platform/db/orm.ts';
import { databaseSetup } from '#src/server/database.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { get, signUp, type Member } from './cluster-client.ts';
import { startCluster, type Cluster } from './cluster.ts';

const PORT = Number(process.env.CLUSTER_TEST_PORT || 3340) + 5;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const CONSUME = '/payment/api/v1/ticket_and_coin/consume/';
const databaseUrl = inject('databaseUrl');

let cluster: Cluster;
let orm: MikroORM;
/** The verification link a member's sign-up mailed: without SMTP_URL the apps keep mails in mail_outbox. */
async function verificationLinkOf(email: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(async () => (text = (await sql<{ text: string }>(`select text from mail_outbox where recipient = ? and subject like '%メールアドレスの確認%' order by id desc limit 1`, [email]))[0]?.text), { timeout: 10_000 })
    .toBeTruthy();
  return text!.match(/https?:\/\/\S+\/signup\/verify\/\S+/)![0];
}
let dir: string;
const sql = <T>(text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(text, params);

/** A general title with a free first story and a paid story, and a keyword (its name) that finds it. */
type Target = { title_code: string; title_name: string; free_volume: number; free_story: number; paid_volume: number; paid_story: number; price: number };
let target: Target;
/** One more for concurrency: two members, two different states. */
let other: Target;

const STATE = /<script type="application\/json" id="yomiba-member">(.*?)<\/script>/s;
const stateOf = (html: string): MemberPageState | null => {
  const match = STATE.exec(html);
  return match ? (JSON.parse(match[1]!) as MemberPageState) : null;
};
/** The page as the audience shares it: without the member's state and flags. */
const sharedPart = (html: string) => html.replace(STATE, '').replace(/^(<!DOCTYPE html><html[^>]*?) data-member-resume="1"/, '$1');
/** The `<html>` start tag and the body: the head's inlined CSS names the same classes and attributes (decision 047). */
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)![0];
const bodyOf = (html: string) => html.slice(html.indexOf('</head>'));
const titlePage = (t: Target) => `/book/title/${t.title_code}/`;
const searchPage = (t: Target) => `/book/search/?keyword=${encodeURIComponent(t.title_name)}`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'yomiba-member-pages-'));
  orm = await MikroORM.init(ormOptions(databaseSetup, databaseUrl));
  const targets = await sql<Target>(
    `select t.title_code, t.title_name, fv.serial_number as free_volume, f.story_number as free_story,
            pv.serial_number as paid_volume, p.story_number as paid_story, p.price_coins as price
       from title t
       join lateral (select * from story s where s.title_id = t.id and s.payment_type = 1 order by s.id limit 1) f on true
       join volume fv on fv.id = f.volume_id
       join lateral (select * from story s where s.title_id = t.id and s.payment_type = 3 and s.price_coins > 0 order by s.id limit 1) p on true
       join volume pv on pv.id = p.volume_id
      where not t.is_adult and length(t.title_name) between 2 and 20
      order by t.id desc limit 2`,
  );
  [target, other] = targets as [Target, Target];
  cluster = await startCluster({
    processes: 2,
    port: PORT,
    databaseUrl,
    redisUrl: REDIS_URL,
    dir,
    log: () => {},
    env: {
      REDIS_BUS_CHANNEL: `test:member-pages:${randomUUID()}`,
      YOMIBA_DEMO: '1',
      PAYMENT_PROVIDER: 'sandbox',
      SIGNUPS_PER_ADDRESS: '100000',
      LOG_LEVEL: 'warn',
      PAGE_CACHE_TTL_MS: '30000',
      RANKINGS_REFRESH_MS: '0',
      // The run's database is shared with cluster.test.ts, whose periodic-job case counts its own leader's runs.
      JOBS: 'off',
    },
  });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await orm?.close(true);
  await rm(dir, { recursive: true, force: true });
}, 60_000);

/** A member's write through `base`, keeping the cookies it sets as their browser would (the write mark). */
async function write(base: string, pathname: string, body: unknown, member: Member) {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { ...csrfHeaders, 'Content-Type': 'application/json', 'User-Agent': 'member-pages-test', Cookie: [csrfHeaders.Cookie, member.cookie].join('; ') },
    body: JSON.stringify(body),
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const name = pair!.split('=')[0]!;
    member.cookie = [...member.cookie.split('; ').filter((c) => !c.startsWith(`${name}=`)), pair].join('; ');
  }
  const text = await response.text();
  return { status: response.status, json: <T>() => JSON.parse(text) as T };
}

/** Views `path` once on each app process (HAProxy picks one; both must be right). */
const onEachApp = (pathname: string, cookie = '') => Promise.all(cluster.apps.map((app) => get(app.url, pathname, cookie)));

describe("members' pages from their audience's shared render", () => {
  it('two members rendering the same page concurrently each see only their own state, and a visitor sees none', async () => {
    const [a, b] = await Promise.all([signUp(cluster.url, verificationLinkOf), signUp(cluster.url, verificationLinkOf)]);
    // A favourites the title and reads its free story to page 3; B favourites nothing and read nothing.
    expect((await write(cluster.url, '/api/v1/favorite/', { favorite: '1', title_code: target.title_code }, a)).status).toBe(200);
    expect((await write(cluster.url, '/api/v1/reading/progress/', { title: target.title_code, volume: target.free_volume, story: target.free_story, page: 3 }, a)).status).toBe(200);
    expect((await write(cluster.url, '/api/v1/favorite/', { favorite: '1', title_code: other.title_code }, b)).status).toBe(200);

    const who = [
      { member: a as Member | null, name: 'a' },
      { member: b as Member | null, name: 'b' },
      { member: null, name: 'visitor' },
    ];
    const views = await Promise.all(
      Array.from({ length: 30 }, (_, i) => who[i % 3]!).map(async ({ member, name }) => ({ name, answer: await get(cluster.url, titlePage(target), member?.cookie ?? '') })),
    );
    for (const { name, answer } of views) {
      expect(answer.status).toBe(200);
      const state = stateOf(answer.body);
      if (name === 'visitor') {
        expect(state).toBeNull();
        expect(htmlTag(answer.body)).not.toContain('data-member-resume');
        continue;
      }
      const mine = state!.titles[target.title_code]!;
      if (name === 'a') {
        expect(mine.isFavorite).toBe(true);
        expect(mine.resume).toEqual({ volumeSerialNumber: target.free_volume, storyNumber: target.free_story, page: 3 });
        expect(answer.body).toMatch(/<html[^>]* data-member-resume="1"/);
      } else {
        expect(mine.isFavorite).toBe(false);
        expect(mine.resume).toBeNull();
        expect(htmlTag(answer.body)).not.toContain('data-member-resume');
      }
    }
    // The members' pages are one shared render (the same markup but for the state), private to each.
    // (one process: each process renders its own copy, with its own script nonce).
    const app = cluster.apps[0]!.url;
    const [first, second] = [(await get(app, titlePage(target), a.cookie)).body, (await get(app, titlePage(target), b.cookie)).body];
    expect(sharedPart(first) === sharedPart(second), 'the same shared markup').toBe(true);
    expect(stateOf(first)!.titles[target.title_code]!.isFavorite).toBe(true);
    expect(stateOf(second)!.titles[target.title_code]!.isFavorite).toBe(false);
    const headers = (await fetch(`${cluster.url}${titlePage(target)}`, { headers: { Cookie: a.cookie } })).headers;
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('vary')).toContain('Cookie');

    // The islands of a page reached by client-side navigation ask the API for the same state; visitors may not.
    const api = `/api/v1/member/state/?codes=${other.title_code},${target.title_code}&titles=${target.title_code}`;
    const answered = (await get(cluster.url, api, a.cookie)).json<{ state: MemberPageState }>().state;
    expect(answered.favorites).toEqual([target.title_code]);
    expect(answered.titles[target.title_code]!.resume?.page).toBe(3);
    expect((await get(cluster.url, api, b.cookie)).json<{ state: MemberPageState }>().state.favorites).toEqual([other.title_code]);
    expect((await get(cluster.url, api)).status).toBe(401);

    // The search results: B's favourite is B's alone.
    const [searchA, searchB] = await Promise.all([get(cluster.url, searchPage(other), a.cookie), get(cluster.url, searchPage(other), b.cookie)]);
    expect(stateOf(searchA.body)!.codes).toContain(other.title_code);
    expect(stateOf(searchA.body)!.favorites).not.toContain(other.title_code);
    expect(stateOf(searchB.body)!.favorites).toContain(other.title_code);
  });

  it('a favourite, a review and a purchase show in the member\'s next view of the title page and the search results, on either process', async () => {
    const member = await signUp(cluster.url, verificationLinkOf);
    // Both processes hold the shared renders before the writes.
    for (const pathname of [titlePage(target), searchPage(target)]) await onEachApp(pathname, member.cookie);
    const before = stateOf((await get(cluster.apps[0]!.url, titlePage(target), member.cookie)).body)!.titles[target.title_code]!;
    expect(before.isFavorite).toBe(false);

    // A favourite, written through process 1: both processes show it next.
    const favourite = await write(cluster.apps[0]!.url, '/api/v1/favorite/', { favorite: '1', title_code: target.title_code }, member);
    expect(favourite.status).toBe(200);
    const favs = favourite.json<{ favs: number }>().favs;
    for (const answer of await onEachApp(titlePage(target), member.cookie)) {
      expect(answer.cache).toBe('HIT');
      const mine = stateOf(answer.body)!.titles[target.title_code]!;
      expect(mine).toMatchObject({ isFavorite: true, favs });
    }
    for (const answer of await onEachApp(searchPage(target), member.cookie)) expect(stateOf(answer.body)!.favorites).toContain(target.title_code);

    // A review, written through process 2: the member's review, the counts and the list show it.
    const body = `会員の感想 ${randomUUID().slice(0, 8)}`;
    expect((await write(cluster.apps[1]!.url, '/api/v1/review/', { title_code: target.title_code, rating: 4, body, has_spoiler: false }, member)).status).toBe(200);
    for (const answer of await onEachApp(titlePage(target), member.cookie)) {
      const mine = stateOf(answer.body)!.titles[target.title_code]!;
      expect(mine.review).toEqual({ rating: 4, body, hasSpoiler: false });
      expect(mine.totalReviewCount).toBe(before.totalReviewCount + 1);
    }
    // The review list is in the shared render: dropped in every process by the bus (a message, not the
    // member's request), so the other process may need a moment.
    for (const app of cluster.apps) await expect.poll(async () => (await get(app.url, titlePage(target), member.cookie)).body, { timeout: 2000, interval: 50 }).toContain(body);

    // A purchase (coins, through process 1): the episode list's mark and the search results' mark.
    await createWalletService(orm).creditPurchase(member.userId, { paymentId: `member-pages-${member.userId}`, paidCoins: 1000 });
    const story = { title_code: target.title_code, volume_serial_number: target.paid_volume, story_number: target.paid_story, ticket_div: 'payment' };
    expect((await write(cluster.apps[0]!.url, CONSUME, story, member)).status).toBe(200);
    for (const answer of await onEachApp(titlePage(target), member.cookie)) {
      expect(stateOf(answer.body)!.titles[target.title_code]!.owned).toContainEqual({ volumeSerialNumber: target.paid_volume, storyNumber: target.paid_story, rental: false });
    }
    for (const answer of await onEachApp(searchPage(target), member.cookie)) expect(stateOf(answer.body)!.purchased).toContain(target.title_code);
  });

  it('keeps one entry per audience: members share a render, visitors and adult-valid members have their own', async () => {
    const pathname = `/book/new/?page=1&m=${randomUUID().slice(0, 6)}`;
    const app = cluster.apps[0]!.url;
    const [one, two, adult] = [await signUp(app, verificationLinkOf), await signUp(app, verificationLinkOf), await signUp(app, verificationLinkOf)];
    await sql('update app_user set user_valid_adult = 1 where id = ?', [adult.userId]);
    const first = await get(app, pathname, one.cookie);
    const second = await get(app, pathname, two.cookie);
    const visitor = await get(app, pathname);
    const adultView = await get(app, pathname, adult.cookie);
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    // The visitor's entry is its own (no user menu, no state), and the adult audience renders afresh.
    expect(visitor.cache).toBe('MISS');
    expect(stateOf(visitor.body)).toBeNull();
    expect(bodyOf(visitor.body)).not.toContain('user-menu');
    expect(bodyOf(first.body)).toContain('user-menu');
    expect(adultView.cache).toBe('MISS');
    expect((await get(app, pathname, adult.cookie)).cache).toBe('HIT');
  });
});
