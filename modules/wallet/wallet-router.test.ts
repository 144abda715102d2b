import { describe, expect, it } from 'vitest';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { createApi } from '#platform/http/create-api.ts';
import { sessionMiddleware } from '#modules/accounts/index.ts';
import { walletErrorMapping } from './http/wallet-error-mapping.ts';
import { reconcileWallet } from './reconcile.ts';
import { createWalletService } from './wallet-service.ts';
import { walletRouter } from './wallet-router.ts';
import { otherWaitFreeStory, seededStories, type TestStory } from './wallet-test-helpers.ts';

const { app, orm, services } = await createTestApp();
const wallet = services.wallet;
// Other titles than the service tests, so the two files never share a 待てば¥0 ticket.
const stories = await seededStories(orm, 3);

const CHECK = '/api/v3/ticket_and_coin/check/';
const CONSUME = '/payment/api/v1/ticket_and_coin/consume/';

const post = (path: string, body: unknown, cookie?: string, headers: Record<string, string> = csrfHeaders) =>
  app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', 'User-Agent': 'vitest/wallet', Cookie: [headers.Cookie, cookie].filter(Boolean).join('; ') },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function member(): Promise<{ cookie: string; userId: number }> {
  const { cookie, userId } = await signUpMember(app);
  return { cookie, userId };
}

const ref = (s: TestStory) => ({ title: s.titleCode, volume: s.volumeSerialNumber, story: s.storyNumber });

async function check(s: TestStory, cookie?: string) {
  const response = await post(CHECK, ref(s), cookie);
  return { status: response.status, body: await response.json() };
}

/** The check result sent back as the client does: every field in snake_case. */
const snake = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]));

async function consume(body: Record<string, unknown>, cookie?: string) {
  const response = await post(CONSUME, body, cookie);
  return { status: response.status, body: await response.json() };
}

async function checkThenConsume(s: TestStory, cookie: string, overrides: Record<string, unknown> = {}) {
  const { body } = await check(s, cookie);
  return consume({ ...snake(body.data), ...overrides }, cookie);
}

const coins = async (userId: number) => (await wallet.balancesOf(userId)).userCoin;
const expectClean = async (...userIds: number[]) => expect(await reconcileWallet(orm.em.fork(), { userIds })).toEqual([]);

describe('POST /api/v3/ticket_and_coin/check/', () => {
  it('lets anyone read a free story', async () => {
    const { status, body } = await check(stories.free);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { can_read: true, ticketDiv: 'free', isPaymentStory: false } });
  });

  it('asks a signed-out visitor to sign in for a coin or 待てば¥0 story', async () => {
    for (const s of [stories.coin, stories.waitFree]) {
      const { status, body } = await check(s);
      expect(status).toBe(401);
      expect(body).toEqual({ success: false, message: { content: '利用にはログインが必要です', label: 'modal', level: 'warning' } });
    }
  });

  it('gives a member every field of the spec for a coin story', async () => {
    const { cookie, userId } = await member();
    await wallet.creditPurchase(userId, { paymentId: `chk_${userId}`, paidCoins: 300, bonusCoins: 20, bonusExpiresAt: new Date(Date.now() + 86_400_000) });
    await wallet.grantPoints(userId, 7, { reason: 'x', reference: 'y' });
    const { status, body } = await check(stories.coin, cookie);
    expect(status).toBe(200);
    const [row] = await orm.em.fork().execute<{ publisher: string; is_store: boolean }[]>(
      'select p.name as publisher, t.is_store from title t join publisher p on p.id = t.publisher_id where t.id = ?',
      [stories.coin.titleId],
    );
    expect(body).toEqual({
      success: true,
      message: { content: '', label: 'string', level: 'info' },
      data: {
        titleCode: stories.coin.titleCode,
        volumeSerialNumber: stories.coin.volumeSerialNumber,
        storyNumber: stories.coin.storyNumber,
        bonusRemained: 20,
        coinRemained: 300,
        pointRemained: 7,
        consumeCoin: stories.coin.priceCoins,
        consumePoint: stories.coin.priceCoins,
        freeRemained: 0,
        ticketRemained: 0,
        premiumTicketRemained: 0,
        itemDetailId: stories.coin.storyId,
        timeRate: 23,
        timeStr: '',
        price: stories.coin.priceCoins,
        volumePrice: 0,
        ticketDiv: 'payment',
        paymentDiv: 'story',
        isStore: row!.is_store,
        isPaymentStory: true,
        ticketConfirm: false,
        publisher: row!.publisher,
        can_read: false,
      },
    });
  });

  it('answers 400 with a message per field for bad input, 404 for an unknown story', async () => {
    const response = await post(CHECK, { title: '', volume: 0, story: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: { content: '入力内容に誤りがあります。', label: 'string', level: 'warning' },
      errors: [
        { path: 'title', message: '作品コードが正しくありません。' },
        { path: 'volume', message: '巻番号が正しくありません。' },
        { path: 'story', message: '話番号が正しくありません。' },
      ],
    });
    expect((await post(CHECK, '{not json')).status).toBe(400);
    const unknown = await post(CHECK, { title: 'nosuchtitle', volume: 1, story: 1 });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message.label).toBe('notfound');
  });
});

describe('POST /payment/api/v1/ticket_and_coin/consume/', () => {
  it('needs a signed-in member and the CSRF token', async () => {
    const body = { title_code: stories.coin.titleCode, volume_serial_number: stories.coin.volumeSerialNumber, story_number: stories.coin.storyNumber, ticket_div: 'payment' };
    const anonymous = await consume(body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message.content).toBe('利用にはログインが必要です');
    const { cookie } = await member();
    const noCsrf = await post(CONSUME, body, cookie, {});
    expect(noCsrf.status).toBe(403);
  });

  it('unlocks a coin story for good, charging its price once, however often it is sent', async () => {
    const { cookie, userId } = await member();
    const short = await checkThenConsume(stories.coin, cookie);
    expect(short).toEqual({ status: 409, body: { success: false, message: { content: 'コインが不足しています。コインを購入してください。', label: 'modal', level: 'warning' } } });
    await wallet.creditPurchase(userId, { paymentId: `coin_${userId}`, paidCoins: 1000 });
    const first = await checkThenConsume(stories.coin, cookie);
    expect(first).toEqual({ status: 200, body: { success: true, message: { content: 'コインで購入しました。', label: 'string', level: 'info' } } });
    expect(await coins(userId)).toBe(1000 - stories.coin.priceCoins);
    const again = await checkThenConsume(stories.coin, cookie);
    expect(again.body).toEqual({ success: true, message: { content: 'すでに購入済みです。', label: 'string', level: 'info' } });
    expect(await coins(userId)).toBe(1000 - stories.coin.priceCoins);
    expect((await check(stories.coin, cookie)).body.data.can_read).toBe(true);
    await expectClean(userId);
  });

  it('charges the server price only: a tampered price is refused and charges nothing', async () => {
    const { cookie, userId } = await member();
    await wallet.creditPurchase(userId, { paymentId: `tamper_${userId}`, paidCoins: 1000 });
    for (const tampered of [{ price: 1 }, { consume_coin: 0 }, { price: 1, consume_coin: 1 }]) {
      const response = await checkThenConsume(stories.coin, cookie, tampered);
      expect(response).toEqual({ status: 409, body: { success: false, message: { content: '価格が変更されました。もう一度お試しください。', label: 'modal', level: 'warning' } } });
    }
    expect(await coins(userId)).toBe(1000);
    expect((await check(stories.coin, cookie)).body.data.can_read).toBe(false);
    // A coin story cannot be taken as free or with a 待てば¥0 ticket either.
    for (const ticketDiv of ['free', 'wait_free', 'ticket']) {
      expect((await checkThenConsume(stories.coin, cookie, { ticket_div: ticketDiv })).status).toBe(400);
    }
    const minimal = await consume(
      { title_code: stories.coin.titleCode, volume_serial_number: stories.coin.volumeSerialNumber, story_number: stories.coin.storyNumber, ticket_div: 'payment' },
      cookie,
    );
    expect(minimal.status).toBe(200);
    expect(await coins(userId)).toBe(1000 - stories.coin.priceCoins);
    await expectClean(userId);
  });

  it('answers 400 with field messages for a malformed consume', async () => {
    const { cookie } = await member();
    const { status, body } = await consume({ title_code: 'x y', volume_serial_number: -1, story_number: 1.5, ticket_div: 'gratis', payment_div: 'all', price: -3 }, cookie);
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { path: 'title_code', message: '作品コードが正しくありません。' },
      { path: 'volume_serial_number', message: '巻番号が正しくありません。' },
      { path: 'story_number', message: '話番号が正しくありません。' },
      { path: 'ticket_div', message: '読み方の指定が正しくありません。' },
      { path: 'payment_div', message: '購入単位の指定が正しくありません。' },
      { path: 'price', message: '金額の指定が正しくありません。' },
    ]);
  });

  it('buys a whole volume of a store title, which unlocks each of its stories', async () => {
    const { cookie, userId } = await member();
    const s = stories.storeCoin;
    await wallet.creditPurchase(userId, { paymentId: `vol_${userId}`, paidCoins: 2000 });
    const { body: checked } = await check(s, cookie);
    expect(checked.data).toMatchObject({ isStore: true, volumePrice: s.volumePriceCoins });
    const bought = await consume({ ...snake(checked.data), payment_div: 'volume', consume_coin: s.volumePriceCoins, price: undefined }, cookie);
    expect(bought.body.message.content).toBe('巻をまとめて購入しました。');
    expect(await coins(userId)).toBe(2000 - s.volumePriceCoins);
    const [other] = await orm.em.fork().execute<{ story_number: number }[]>('select story_number from story where volume_id = ? and id <> ? and payment_type <> 1 limit 1', [s.volumeId, s.storyId]);
    expect((await check({ ...s, storyNumber: other!.story_number }, cookie)).body.data.can_read).toBe(true);
    // Not for sale by the volume: a title outside the store.
    expect((await checkThenConsume(stories.coin, cookie, { payment_div: 'volume' })).body.message.content).toBe('この巻はまとめて購入できません。');
    await expectClean(userId);
  });

  it('pays a coin story with points', async () => {
    const { cookie, userId } = await member();
    expect((await checkThenConsume(stories.coin, cookie, { ticket_div: 'point' })).body.message.content).toBe('ポイントが不足しています。');
    await wallet.grantPoints(userId, stories.coin.priceCoins + 1, { reason: 'campaign', reference: 'p' });
    expect((await checkThenConsume(stories.coin, cookie, { ticket_div: 'point' })).body.message.content).toBe('ポイントで購入しました。');
    expect((await wallet.balancesOf(userId)).userPoint).toBe(1);
    expect((await check(stories.coin, cookie)).body.data.can_read).toBe(true);
    await expectClean(userId);
  });

  it('rents a 待てば¥0 story with the title ticket, then offers the general ticket with confirmation', async () => {
    const { cookie, userId } = await member();
    const first = stories.waitFree;
    const second = (await otherWaitFreeStory(orm, first))!;
    const { body: checked } = await check(first, cookie);
    expect(checked.data).toMatchObject({ ticketDiv: 'wait_free', freeRemained: 1, ticketConfirm: false, can_read: false, isPaymentStory: false });
    expect((await consume(snake(checked.data), cookie)).body.message.content).toBe('待てば¥0チケットを使いました。');
    expect((await check(first, cookie)).body.data.can_read).toBe(true);
    const waiting = (await check(second, cookie)).body.data;
    expect(waiting).toMatchObject({ ticketDiv: 'wait_free', freeRemained: 0, timeStr: 'あと23時間' });
    expect((await consume(snake(waiting), cookie)).body.message.content).toBe('待てば¥0チケットはまだ回復していません（あと23時間）。');
    await wallet.grantTickets(userId, 1, null, { reason: 'campaign', reference: 't' });
    const withTicket = (await check(second, cookie)).body.data;
    expect(withTicket).toMatchObject({ ticketDiv: 'ticket', ticketConfirm: true, ticketRemained: 1 });
    expect((await consume(snake(withTicket), cookie)).body.message.content).toBe('チケットを使いました。');
    expect((await wallet.balancesOf(userId)).userTicket).toBe(0);
    await expectClean(userId);
  });

  it('sent 50 times at once against coins for one unlock: exactly one succeeds, the others are told coins are short', async () => {
    const { cookie, userId } = await member();
    const [{ price } = { price: 0 }] = await orm.em.fork().execute<{ price: number }[]>(
      `select s.price_coins as price from story s join title t on t.id = s.title_id
        where s.payment_type = 3 and not t.is_adult group by s.price_coins having count(*) >= 50 order by count(*) desc limit 1`,
    );
    const targets = await orm.em.fork().execute<{ titleCode: string; volumeSerialNumber: number; storyNumber: number }[]>(
      `select t.title_code as "titleCode", v.serial_number as "volumeSerialNumber", s.story_number as "storyNumber"
         from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
        where s.payment_type = 3 and not t.is_adult and s.price_coins = ? order by s.id limit 50`,
      [price],
    );
    expect(targets).toHaveLength(50);
    await wallet.creditPurchase(userId, { paymentId: `race_${userId}`, paidCoins: price });
    const results = await Promise.all(
      targets.map((t) =>
        consume({ title_code: t.titleCode, volume_serial_number: t.volumeSerialNumber, story_number: t.storyNumber, ticket_div: 'payment', price, consume_coin: price }, cookie),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r).toEqual({ status: 409, body: { success: false, message: { content: 'コインが不足しています。コインを購入してください。', label: 'modal', level: 'warning' } } });
    expect(await coins(userId)).toBe(0);
    const [unlocks] = await orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from wallet_entitlement where user_id = ?', [userId]);
    expect(unlocks!.n).toBe(1);
    await expectClean(userId);
  });

  it('sent twice (and ten times) at once for the same story: unlocks once and charges once', async () => {
    const { cookie, userId } = await member();
    await wallet.creditPurchase(userId, { paymentId: `dup_${userId}`, paidCoins: 1000 });
    const { body } = await check(stories.coin, cookie);
    const results = await Promise.all(Array.from({ length: 10 }, () => consume(snake(body.data), cookie)));
    expect(results.every((r) => r.status === 200 && r.body.success === true)).toBe(true);
    expect(results.filter((r) => r.body.message.content === 'コインで購入しました。')).toHaveLength(1);
    expect(await coins(userId)).toBe(1000 - stories.coin.priceCoins);
    const [unlocks] = await orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from wallet_entitlement where user_id = ?', [userId]);
    expect(unlocks!.n).toBe(1);
    await expectClean(userId);
  });

  it('gives up after the lock timeout when the wallet is held by a stuck transaction: 503, nothing charged', async () => {
    const { cookie, userId } = await member();
    await wallet.creditPurchase(userId, { paymentId: `stuck_${userId}`, paidCoins: 1000 });
    const impatient = createApi({ domainErrors: [walletErrorMapping] });
    impatient.use('*', sessionMiddleware(services.accounts));
    impatient.route('/', walletRouter(createWalletService(orm, { lockTimeoutMs: 300 })));
    const body = { title_code: stories.coin.titleCode, volume_serial_number: stories.coin.volumeSerialNumber, story_number: stories.coin.storyNumber, ticket_div: 'payment' };
    let response: Response | undefined;
    await orm.em.fork().transactional(async (em) => {
      await em.execute('select 1 from wallet_account where user_id = ? for update', [userId]);
      response = await impatient.request(`http://localhost${CONSUME}`, {
        method: 'POST',
        headers: { ...csrfHeaders, 'Content-Type': 'application/json', Cookie: `${csrfHeaders.Cookie}; ${cookie}` },
        body: JSON.stringify(body),
      });
    });
    expect(response!.status).toBe(503);
    expect(await response!.json()).toEqual({ success: false, message: { content: '混み合っています。しばらくしてから再度お試しください。', label: 'modal', level: 'warning' } });
    expect(await coins(userId)).toBe(1000);
    expect((await consume(body, cookie)).status).toBe(200);
    await expectClean(userId);
  });
});

describe('adult titles in the reading flow', () => {
  const pickAdult = async (paymentType: number) => {
    const [row] = await orm.em.fork().execute<TestStory[]>(
      `select t.title_code as "titleCode", v.serial_number as "volumeSerialNumber", s.story_number as "storyNumber", s.id as "storyId",
              t.id as "titleId", v.id as "volumeId", s.price_coins as "priceCoins", v.price_coins as "volumePriceCoins"
         from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
        where t.is_adult and s.payment_type = ? order by s.id limit 1`,
      [paymentType],
    );
    return row!;
  };
  const notFound = { success: false, message: { content: expect.any(String), label: 'notfound', level: 'warning' } };

  it('are not found for visitors and members without the adult setting, check and consume alike, and nothing is charged', async () => {
    const [free, coin] = [await pickAdult(1), await pickAdult(3)];
    for (const s of [free, coin]) expect(await check(s)).toEqual({ status: 404, body: notFound });

    const { cookie, userId } = await member();
    await wallet.creditPurchase(userId, { paymentId: `adult_${userId}`, paidCoins: 1000 });
    for (const s of [free, coin]) expect(await check(s, cookie)).toEqual({ status: 404, body: notFound });
    const body = { title_code: coin.titleCode, volume_serial_number: coin.volumeSerialNumber, story_number: coin.storyNumber, ticket_div: 'payment' };
    expect(await consume(body, cookie)).toEqual({ status: 404, body: notFound });
    expect(await coins(userId)).toBe(1000);
    expect(await wallet.canRead(userId, coin.storyId)).toBe(false);

    // The same member with the adult setting on: the usual flow.
    expect((await post('/api/user/v1/profile/adult-setting/', '', cookie)).status).toBe(200);
    const checked = await check(coin, cookie);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ can_read: false, ticketDiv: 'payment', price: coin.priceCoins });
    expect((await checkThenConsume(coin, cookie)).status).toBe(200);
    expect(await coins(userId)).toBe(1000 - coin.priceCoins);
    await expectClean(userId);
  });
});
