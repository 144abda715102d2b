import { describe, expect, it } from 'vitest';
import { createApi } from '#platform/http/create-api.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { sandboxProviderApp } from './sandbox-app.ts';
import { createSandboxProvider, SANDBOX_CARDS, SANDBOX_PREFIX } from './sandbox-provider.ts';
import { postToProvider } from './test-tokens.ts';

/** The sandbox provider's own surface, as the browser reaches it on the whole app (mounted there in tests). */
const { app } = await createTestApp();
const year = new Date().getUTCFullYear() + 3;
const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://localhost${path}`, { headers });
const cardBody = (number: string, fields: Record<string, unknown> = {}) => ({ method: 'card', card: { number, exp_month: 12, exp_year: year, cvc: '123', ...fields } });

describe('the sandbox provider\'s tokenise endpoint', () => {
  it('turns a test card into an opaque single-use token, handing back only brand and last four digits', async () => {
    // A session cookie and no CSRF token: the provider is not the shop, it reads neither.
    const response = await app.request(`http://localhost${SANDBOX_PREFIX}tokens/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'yomiba_session=anything' },
      body: JSON.stringify(cardBody('4242 4242 4242 4242')),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const token = await response.json();
    expect(token).toMatchObject({ id: expect.stringMatching(/^tok_[0-9a-f]{32}$/), method: 'card', card: { brand: 'Visa', last4: '4242', exp_month: 12, exp_year: year } });
    expect(JSON.stringify(token)).not.toContain(SANDBOX_CARDS.success);
  });

  it('checks the card on the provider\'s side and answers each problem under its field in Japanese', async () => {
    const bad = await postToProvider(app, { method: 'card', card: { number: '4242 4242 4242 4241', exp_month: 13, exp_year: 1999, cvc: '12' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.errors).toEqual([
      { param: 'card.number', message: 'カード番号が正しくありません。' },
      { param: 'card.exp_month', message: '有効期限（月）が正しくありません。' },
      { param: 'card.exp_year', message: '有効期限（年）が正しくありません。' },
      { param: 'card.cvc', message: 'セキュリティコードが正しくありません。' },
    ]);
    const expired = await postToProvider(app, cardBody(SANDBOX_CARDS.success, { exp_year: 2001 }));
    expect(expired.status).toBe(400);
    expect((await expired.json()).error.errors).toEqual([{ param: 'card.exp_year', message: '有効期限（年）が正しくありません。' }]);
    expect((await postToProvider(app, '{not json')).status).toBe(400);
    expect((await postToProvider(app, { method: 'bitcoin' })).status).toBe(400);
    expect((await postToProvider(app, { method: 'konbini', store: 'nowhere' })).status).toBe(400);
  });

  it('makes konbini and carrier tokens', async () => {
    const konbini = await postToProvider(app, { method: 'konbini', store: 'lawson' });
    expect(await konbini.json()).toMatchObject({ id: expect.stringMatching(/^tok_/), method: 'konbini' });
    const carrier = await postToProvider(app, { method: 'carrier', carrier: 'softbank' });
    expect(await carrier.json()).toMatchObject({ id: expect.stringMatching(/^tok_/), method: 'carrier' });
  });
});

describe('the sandbox provider\'s frame and pages', () => {
  it('serves the card-entry frame with its own script and stylesheet and no inline script or style', async () => {
    const frame = await get(`${SANDBOX_PREFIX}frame/`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await frame.text();
    for (const label of ['カード番号', '有効期限（月/年）', 'セキュリティコード', 'コンビニ払い', 'キャリア決済']) expect(html).toContain(label);
    expect(html).toContain(`<script src="${SANDBOX_PREFIX}frame.js"></script>`);
    expect(html).not.toMatch(/<script>|<style|\sstyle=|\son[a-z]+=/);
    const script = await get(`${SANDBOX_PREFIX}frame.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const js = await script.text();
    // It answers only its embedder's origin, and only to messages from the window that embeds it.
    expect(js).toContain('event.origin !== host');
    expect(js).toContain('window.parent.postMessage(message, host)');
    expect((await get(`${SANDBOX_PREFIX}frame.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('shows a konbini slip with its payment code and JST deadline, and lets the tester pay it', async () => {
    const sandbox = createSandboxProvider({ now: () => Date.parse('2026-11-25T03:00:00Z') });
    const own = createApi().route('/', sandboxProviderApp(sandbox));
    const token = sandbox.tokenise({ method: 'konbini', store: 'seven_eleven' });
    const charge = await sandbox.createCharge({ token: token.ok ? token.token.id : '', amountYen: 1000, description: 'x', idempotencyKey: 'k', returnPath: '/point/' });
    const slip = await own.request(`http://localhost${SANDBOX_PREFIX}konbini/${charge.chargeId}/`);
    const html = await slip.text();
    expect(html).toContain('セブン-イレブン');
    expect(html).toContain((charge.instructions as { paymentCode: string }).paymentCode);
    expect(html).toContain('2026年11月28日 12:00');
    expect(html).toContain('お支払い待ち');
    const paid = await own.request(`http://localhost${SANDBOX_PREFIX}konbini/${charge.chargeId}/pay/`, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect((await sandbox.retrieveCharge(charge.chargeId))!.status).toBe('succeeded');
    expect(await (await own.request(`http://localhost${SANDBOX_PREFIX}konbini/${charge.chargeId}/`)).text()).toContain('お支払い済み');
    expect((await own.request(`http://localhost${SANDBOX_PREFIX}konbini/ch_nope/`)).status).toBe(404);
  });

  it('approves a carrier payment and sends the member back to the shop\'s own path only', async () => {
    const sandbox = createSandboxProvider();
    const own = createApi().route('/', sandboxProviderApp(sandbox));
    const charges = [];
    for (const returnPath of ['/point/?purchase=abc', '//evil.example/x']) {
      const token = sandbox.tokenise({ method: 'carrier', carrier: 'docomo' });
      charges.push(await sandbox.createCharge({ token: token.ok ? token.token.id : '', amountYen: 550, description: 'x', idempotencyKey: returnPath, returnPath }));
    }
    const page = await (await own.request(`http://localhost${SANDBOX_PREFIX}carrier/${charges[0]!.chargeId}/`)).text();
    expect(page).toContain('ドコモ払い');
    expect(page).toContain('承認する');
    const approved = await own.request(`http://localhost${SANDBOX_PREFIX}carrier/${charges[0]!.chargeId}/approve/`, { method: 'POST' });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe('/point/?purchase=abc');
    expect((await sandbox.retrieveCharge(charges[0]!.chargeId))!.status).toBe('succeeded');
    const cancelled = await own.request(`http://localhost${SANDBOX_PREFIX}carrier/${charges[1]!.chargeId}/cancel/`, { method: 'POST' });
    expect(cancelled.headers.get('location')).toBe('/');
    expect((await sandbox.retrieveCharge(charges[1]!.chargeId))!.status).toBe('failed');
  });

  it('is not mounted when the sandbox is not the provider', async () => {
    const previous = process.env.PAYMENT_PROVIDER;
    process.env.PAYMENT_PROVIDER = 'none';
    try {
      const { app: withoutSandbox } = await createTestApp();
      expect((await withoutSandbox.request(`http://localhost${SANDBOX_PREFIX}frame/`)).status).toBe(404);
      expect((await postToProvider(withoutSandbox, cardBody(SANDBOX_CARDS.success))).status).not.toBe(200);
    } finally {
      if (previous === undefined) delete process.env.PAYMENT_PROVIDER;
      else process.env.PAYMENT_PROVIDER = previous;
    }
  });
});
