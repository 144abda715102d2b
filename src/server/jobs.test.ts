import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { asSandbox } from '#modules/wallet/index.ts';
import { createTestApp } from './testing/test-app.ts';
import { startJobs } from './jobs.ts';

// The services read these when they are built: a slow sandbox card that answers after 100 ms, a
// confirmation that gives up after 20 ms, and a settle job every 50 ms.
vi.stubEnv('SANDBOX_PAYMENT_DELAY_MS', '100');
vi.stubEnv('PAYMENT_CONFIRM_TIMEOUT_MS', '20');
vi.stubEnv('PAYMENT_SETTLE_INTERVAL_MS', '50');
// On a database of its own: on the shared one another file's process may hold the jobs' lead, and its
// sandbox provider does not know this file's charge.
const { orm, services, url } = await createTestApp({ ownDatabase: true });
const { jobs, stop } = startJobs(services, url, () => undefined);
afterAll(async () => {
  await stop();
  vi.unstubAllEnvs();
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server jobs', () => {
  it('settle a purchase left pending (no webhook came) with the provider, once', async () => {
    const [member] = await orm.em.fork().execute<{ id: number }[]>("insert into app_user (email, display_name, created_at) values (?, 'ジョブ', now()) returning id", [`job-${randomUUID()}@example.jp`]);
    const userId = member!.id;
    // Started two minutes ago: older than the job's one-minute grace.
    const at = new Date(Date.now() - 120_000);
    // The slow test card's token, as the sandbox provider's frame makes it in the browser.
    const token = asSandbox(services.paymentProvider)!.tokenise({ method: 'card', number: '4000000000000119', expMonth: 12, expYear: 2039, cvc: '123' });
    if (!token.ok) throw new Error('the sandbox refused the test card');
    const pending = await services.purchases.purchase(userId, { requestId: randomUUID(), product: 'coin_500', token: token.token.id }, at);
    expect(pending.status).toBe('pending');
    // Polls what the job (every 50 ms) does; the test's timeout is the limit.
    await expect.poll(async () => (await services.purchases.receipt(userId, pending.id))?.status, { timeout: 55_000, interval: 50 }).toBe('paid');
    await sleep(200);
    expect((await services.wallet.balancesOf(userId)).userPaidCoin).toBe(500);
  }, 60_000);

  it('are one job per kind and none with JOBS=off', () => {
    expect(jobs.map((job) => job.name)).toEqual(['settle pending purchases', 'send queued mail', 'notify new episodes', 'mail new episode digests', 'book wallet expiries', 'publish scheduled staff drafts', 'forget winner contacts', 'refresh rankings']);
    vi.stubEnv('JOBS', 'off');
    expect(startJobs(services, url).jobs).toEqual([]);
  });
});
