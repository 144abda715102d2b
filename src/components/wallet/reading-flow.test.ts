import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TicketCheckResult } from '#modules/wallet/client.ts';
import { otherWaitFreeStory, seededStories, type TestStory } from '#modules/wallet/testing.ts';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { verificationTokenFor } from '#platform/testing/members.ts';
import { createTestApp } from '../../server/testing/test-app.ts';
import { createApiClient, createErrorCatalogue, createHttpClient, HttpNetworkError } from '../../lib/http/index.ts';
import { createReadingFlow, type CoinChoice, type ReadingFlowEffects } from './reading-flow.ts';

const { app, orm, services } = await createTestApp();
// Titles of their own, apart from the wallet module's tests.
const stories = await seededStories(orm, 6);

/** A browser's cookie jar in front of the real API: the session and the CSRF double-submit cookie. */
function browser() {
  const jar = new Map<string, string>([csrfHeaders.Cookie!.split('=') as [string, string]]);
  const cookies = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set('Cookie', cookies());
    const response = await app.request(new URL(String(input), 'http://localhost').toString(), { ...init, headers });
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=');
      jar.set(name!, value!);
    }
    return response;
  };
  return { jar, fetch, cookies, http: createHttpClient({ fetch: fetch as typeof globalThis.fetch, cookies }), api: createApiClient({ fetch: fetch as typeof globalThis.fetch, cookies }) };
}

/** Records every effect the flow asks for; the modals' actions are kept to be pressed by the test. */
function recorder(api: ReadingFlowEffects['api']) {
  const seen: { effect: string; value?: unknown }[] = [];
  let buy: ((choice: CoinChoice) => Promise<boolean>) | undefined;
  let confirm: (() => Promise<boolean>) | undefined;
  let shownCheck: TicketCheckResult | undefined;
  const effects: ReadingFlowEffects = {
    api,
    navigate: (path) => seen.push({ effect: 'navigate', value: path }),
    openCoinModal: (check, action) => {
      shownCheck = check;
      buy = action;
      seen.push({ effect: 'coin-modal' });
    },
    openTicketConfirm: (check, action) => {
      shownCheck = check;
      confirm = action;
      seen.push({ effect: 'ticket-confirm' });
    },
    openLogin: () => seen.push({ effect: 'login' }),
    handleError: (error) => seen.push({ effect: 'error', value: error }),
    handleConsumeError: (error) => seen.push({ effect: 'consume-error', value: error }),
  };
  return { effects, seen, buy: (c: CoinChoice) => buy!(c), confirm: () => confirm!(), check: () => shownCheck! };
}

async function signedIn() {
  const b = browser();
  const email = `f${randomUUID().slice(0, 12)}@example.jp`;
  await b.http.post('/api/v1/signup/', { email, password: 'yomiba-flow-pass-1' });
  // The verification mail's link signs the browser in (the sign-up alone does not).
  await b.http.post('/api/v1/email/verify/', { token: await verificationTokenFor(app, email) });
  const userId = Number(JSON.parse(Buffer.from(b.jar.get('yomiba_session')!.split('.')[1]!, 'base64url').toString()).sub);
  expect(userId).toBeGreaterThan(0);
  return { ...b, userId };
}

const at = (s: TestStory) => ({ titleCode: s.titleCode, volumeSerialNumber: s.volumeSerialNumber, storyNumber: s.storyNumber });
const freeViewer = (s: TestStory) => `/bv/t/${s.titleCode}/v/${s.volumeSerialNumber}/s/${s.storyNumber}/p/1/`;

describe('the reading flow against the real API', () => {
  it('goes straight to the viewer for a free story, signed in or not', async () => {
    const r = recorder(browser().api);
    expect(await createReadingFlow(r.effects).read(at(stories.free))).toBe('viewer');
    expect(r.seen).toEqual([{ effect: 'navigate', value: freeViewer(stories.free) }]);
  });

  it('opens the login modal for a signed-out visitor on a coin or 待てば¥0 story', async () => {
    const r = recorder(browser().api);
    const flow = createReadingFlow(r.effects);
    expect(await flow.read(at(stories.coin))).toBe('login');
    expect(await flow.read(at(stories.waitFree))).toBe('login');
    expect(r.seen).toEqual([{ effect: 'login' }, { effect: 'login' }]);
  });

  it('opens the coin modal; buying with too few coins shows the server message, with enough goes to the viewer', async () => {
    const { api, userId } = await signedIn();
    const r = recorder(api);
    const flow = createReadingFlow(r.effects);
    expect(await flow.read(at(stories.coin))).toBe('coin-modal');
    expect(r.check()).toMatchObject({ ticketDiv: 'payment', price: stories.coin.priceCoins, can_read: false });
    expect(await r.buy({ ticketDiv: 'payment', paymentDiv: 'story' })).toBe(false);
    expect(r.seen.at(-1)).toMatchObject({ effect: 'consume-error' });
    expect((r.seen.at(-1)!.value as { serverMessage: { content: string } }).serverMessage.content).toBe('コインが不足しています。コインを購入してください。');
    await services.wallet.creditPurchase(userId, { paymentId: `flow_${userId}`, paidCoins: 500 });
    expect(await r.buy({ ticketDiv: 'payment', paymentDiv: 'story' })).toBe(true);
    expect(r.seen.at(-1)).toEqual({ effect: 'navigate', value: freeViewer(stories.coin) });
    expect((await services.wallet.balancesOf(userId)).userCoin).toBe(500 - stories.coin.priceCoins);
    // Now it is the member's: straight to the viewer.
    expect(await flow.read(at(stories.coin))).toBe('viewer');
  });

  it('buys a store volume from the coin modal and opens the paid viewer', async () => {
    const { api, userId } = await signedIn();
    await services.wallet.creditPurchase(userId, { paymentId: `flowvol_${userId}`, paidCoins: 5000 });
    const r = recorder(api);
    expect(await createReadingFlow(r.effects).read(at(stories.storeCoin))).toBe('coin-modal');
    expect(await r.buy({ ticketDiv: 'payment', paymentDiv: 'volume' })).toBe(true);
    expect(r.seen.at(-1)).toEqual({ effect: 'navigate', value: `/bv/st/${stories.storeCoin.titleCode}/v/${stories.storeCoin.volumeSerialNumber}/p/1/` });
    expect((await services.wallet.balancesOf(userId)).userCoin).toBe(5000 - stories.storeCoin.volumePriceCoins);
  });

  it('consumes a 待てば¥0 ticket at once, then asks to confirm a general ticket', async () => {
    const { api, userId } = await signedIn();
    const r = recorder(api);
    const flow = createReadingFlow(r.effects);
    expect(await flow.read(at(stories.waitFree))).toBe('consumed');
    expect(r.seen).toEqual([{ effect: 'navigate', value: freeViewer(stories.waitFree) }]);
    const second = (await otherWaitFreeStory(orm, stories.waitFree))!;
    // No ticket left and none coming for 23 hours: consume at once fails with the server's message.
    expect(await flow.read(at(second))).toBe('failed');
    expect((r.seen.at(-1)!.value as { serverMessage: { content: string } }).serverMessage.content).toBe('待てば¥0チケットはまだ回復していません（あと23時間）。');
    await services.wallet.grantTickets(userId, 1, null, { reason: 'campaign', reference: 'flow' });
    expect(await flow.read(at(second))).toBe('ticket-confirm');
    expect(r.check()).toMatchObject({ ticketDiv: 'ticket', ticketConfirm: true, ticketRemained: 1 });
    expect(await r.confirm()).toBe(true);
    expect(r.seen.at(-1)).toEqual({ effect: 'navigate', value: freeViewer(second) });
  });

  it('hands a failed check to the generic handler and a consume network failure to the consume handler', async () => {
    const { api, fetch, cookies } = await signedIn();
    const r = recorder(api);
    expect(await createReadingFlow(r.effects).read({ titleCode: 'NOSUCH', volumeSerialNumber: 1, storyNumber: 1 })).toBe('failed');
    expect(r.seen).toEqual([{ effect: 'error', value: expect.objectContaining({ status: 404 }) }]);

    // The check answers, then the network goes away before the consume.
    let online = true;
    const flaky = createApiClient({ fetch: ((input: RequestInfo | URL, init?: RequestInit) => (online ? fetch(input, init) : Promise.reject(new TypeError('Failed to fetch')))) as typeof globalThis.fetch, cookies });
    const f = recorder(flaky);
    expect(await createReadingFlow(f.effects).read(at(stories.coin))).toBe('coin-modal');
    online = false;
    expect(await f.buy({ ticketDiv: 'payment', paymentDiv: 'story' })).toBe(false);
    expect(f.seen.at(-1)).toEqual({ effect: 'consume-error', value: expect.any(HttpNetworkError) });
    // What the member then reads, through the real error catalogue (spec §8).
    const modal: string[] = [];
    const catalogue = createErrorCatalogue({ errorModal: (message) => modal.push(message) });
    catalogue.handleConsumeError(f.seen.at(-1)!.value);
    catalogue.handleConsumeError(r.seen.length ? { success: false, message: { content: 'コインが不足しています。コインを購入してください。', label: 'modal' } } : null);
    expect(modal).toEqual(['通信エラーが発生しました。通信環境の良い場所でやり直してください。', 'コインが不足しています。コインを購入してください。']);
  });
});
