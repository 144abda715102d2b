import { escapeMarkup } from '#platform/text/escape-markup.ts';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { cardMessages } from './card-checks.ts';
import { FRAME_CSS, FRAME_HTML, FRAME_JS } from './frame-assets.ts';
import { CARRIERS, KONBINI_STORES, SANDBOX_PREFIX, type SandboxProvider, type TokenInput } from './sandbox-provider.ts';

const tokenRequest = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), card: z.object({ number: z.string().max(40), exp_month: z.number(), exp_year: z.number(), cvc: z.string().max(8) }) }),
  z.object({ method: z.literal('konbini'), store: z.string().max(32) }),
  z.object({ method: z.literal('carrier'), carrier: z.string().max(32) }),
]);

const chargeId = z.string().regex(/^ch_[0-9a-f]{32}$/);

const jst = (iso: string) =>
  new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));

const page = (title: string, body: string) => `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeMarkup(title)}</title><link rel="stylesheet" href="${SANDBOX_PREFIX}frame.css"></head>
<body class="page"><main><h1>${escapeMarkup(title)}</h1>${body}<p class="brand">決済代行（テスト環境）の画面です。実際の請求は行われません。</p></main></body></html>`;

/** Only a path on the shop's own site: never an open redirect. */
const safeReturn = (path: string) => (path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/');

/**
 * The sandbox provider's own surface, as an external provider would serve it from its own origin: the
 * card-entry frame with its script and stylesheet, the tokenise endpoint, the konbini payment slip and
 * the carrier's approval page. It is given only the sandbox (no database, no session, no CSRF cookie)
 * and is mounted ahead of the shop's middleware, only when the sandbox is the configured provider.
 */
export function sandboxProviderApp(sandbox: SandboxProvider): Hono {
  const app = new Hono({ strict: true });
  const asset = (c: Context, body: string, type: string) => {
    c.header('Content-Type', type);
    c.header('Cache-Control', 'no-cache');
    return c.body(body);
  };
  const html = (c: Context, body: string, status: 200 | 404 = 200) => {
    c.header('Cache-Control', 'no-store');
    return c.html(body, status);
  };
  const notFound = (c: Context) => html(c, page('お支払いが見つかりません', '<p>このお支払いは見つかりませんでした。</p>'), 404);

  app.get(`${SANDBOX_PREFIX}frame/`, (c) => html(c, FRAME_HTML));
  app.get(`${SANDBOX_PREFIX}frame.js`, (c) => asset(c, FRAME_JS, 'text/javascript; charset=utf-8'));
  app.get(`${SANDBOX_PREFIX}frame.css`, (c) => asset(c, `${FRAME_CSS}\n.page main { max-width: 560px; margin: 0 auto; padding: 24px 16px; display: grid; gap: 12px; }\n.page dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0; }\n.page dd { margin: 0; font-weight: 700; }\n.page button { min-height: 44px; padding: 0 20px; font-size: 16px; border-radius: 8px; }`, 'text/css; charset=utf-8'));

  app.post(`${SANDBOX_PREFIX}tokens/`, async (c) => {
    c.header('Cache-Control', 'no-store');
    const refuse = (message: string, errors: { param: string; message: string }[] = []) => c.json({ error: { type: 'invalid_request_error', message, errors } }, 400);
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return refuse(cardMessages.invalid);
    }
    const parsed = tokenRequest.safeParse(json);
    if (!parsed.success) return refuse(cardMessages.method, parsed.error.issues.map((i) => ({ param: i.path.join('.'), message: cardMessages.invalid })));
    const body = parsed.data;
    const input: TokenInput =
      body.method === 'card' ? { method: 'card', number: body.card.number, expMonth: body.card.exp_month, expYear: body.card.exp_year, cvc: body.card.cvc } : body;
    const result = sandbox.tokenise(input);
    if (!result.ok) return refuse(result.errors[0]!.message, result.errors);
    return c.json(result.token);
  });

  app.get(`${SANDBOX_PREFIX}konbini/:id/`, async (c) => {
    const id = chargeId.safeParse(c.req.param('id'));
    const charge = id.success ? await sandbox.retrieveCharge(id.data) : null;
    if (!charge || charge.instructions?.type !== 'konbini') return notFound(c);
    const slip = charge.instructions;
    const state = charge.status === 'succeeded' ? 'お支払い済み' : charge.status === 'failed' ? '支払期限切れ' : 'お支払い待ち';
    return html(
      c,
      page(
        'コンビニ払い　お支払い番号のご案内',
        `<dl><dt>コンビニ</dt><dd>${escapeMarkup(KONBINI_STORES[slip.store as keyof typeof KONBINI_STORES] ?? slip.store)}</dd>
<dt>お支払い番号</dt><dd data-testid="payment-code">${escapeMarkup(slip.paymentCode)}</dd>
<dt>お支払い金額</dt><dd>¥${charge.amountYen.toLocaleString('ja-JP')}</dd>
<dt>支払期限</dt><dd>${escapeMarkup(jst(slip.expiresAt))}</dd>
<dt>状態</dt><dd>${state}</dd></dl>
<p>店頭の端末またはレジでお支払い番号をお伝えのうえ、支払期限までに現金でお支払いください。</p>
${charge.status === 'pending' ? `<form method="post" action="${SANDBOX_PREFIX}konbini/${charge.chargeId}/pay/"><button type="submit">（テスト）店頭でのお支払いを完了する</button></form>` : ''}`,
      ),
    );
  });

  app.post(`${SANDBOX_PREFIX}konbini/:id/pay/`, (c) => {
    const id = chargeId.safeParse(c.req.param('id'));
    const done = id.success ? sandbox.completePending(id.data, 'paid') : null;
    if (!done) return notFound(c);
    return c.redirect(`${SANDBOX_PREFIX}konbini/${done.charge.chargeId}/`, 303);
  });

  app.get(`${SANDBOX_PREFIX}carrier/:id/`, async (c) => {
    const id = chargeId.safeParse(c.req.param('id'));
    const charge = id.success ? await sandbox.retrieveCharge(id.data) : null;
    if (!charge || charge.instructions?.type !== 'redirect') return notFound(c);
    const name = CARRIERS[charge.instructions.carrier as keyof typeof CARRIERS] ?? charge.instructions.carrier;
    const action = (what: string) => `${SANDBOX_PREFIX}carrier/${charge.chargeId}/${what}/`;
    return html(
      c,
      page(
        `${name}（テスト）`,
        `<dl><dt>ご請求金額</dt><dd>¥${charge.amountYen.toLocaleString('ja-JP')}</dd><dt>承認期限</dt><dd>${escapeMarkup(jst(charge.instructions.expiresAt))}</dd></dl>
${
  charge.status === 'pending'
    ? `<p>毎月の携帯電話料金と一緒にお支払いいただきます。</p><form method="post" action="${action('approve')}"><button type="submit">承認する</button></form><form method="post" action="${action('cancel')}"><button type="submit">キャンセル</button></form>`
    : '<p>このお支払いの手続きは終わっています。</p>'
}`,
      ),
    );
  });

  for (const [what, outcome] of [['approve', 'paid'], ['cancel', 'cancelled']] as const) {
    app.post(`${SANDBOX_PREFIX}carrier/:id/${what}/`, (c) => {
      const id = chargeId.safeParse(c.req.param('id'));
      const done = id.success ? sandbox.completePending(id.data, outcome) : null;
      if (!done) return notFound(c);
      return c.redirect(safeReturn(done.returnPath), 303);
    });
  }

  return app;
}
