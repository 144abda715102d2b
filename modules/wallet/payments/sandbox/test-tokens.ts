import type { Hono } from 'hono';
import { SANDBOX_PREFIX, type SandboxProvider } from './sandbox-provider.ts';

/** Tests' stand-in for the browser's step in the provider's frame: a card becomes a single-use token. */
export function cardToken(sandbox: SandboxProvider, number: string): string {
  const result = sandbox.tokenise({ method: 'card', number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' });
  if (!result.ok) throw new Error(`the sandbox refused the card: ${JSON.stringify(result.errors)}`);
  return result.token.id;
}

/** A konbini or carrier token, as the provider's frame makes one. */
export function methodToken(sandbox: SandboxProvider, input: { method: 'konbini'; store: string } | { method: 'carrier'; carrier: string }): string {
  const result = sandbox.tokenise(input);
  if (!result.ok) throw new Error(`the sandbox refused: ${JSON.stringify(result.errors)}`);
  return result.token.id;
}

/** What the provider's frame posts to its own tokenise endpoint (no cookie, no CSRF token: not the shop's API). */
export function postToProvider(app: Hono, body: unknown) {
  return app.request(`http://localhost${SANDBOX_PREFIX}tokens/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

/** A card token through the provider's tokenise endpoint on the whole app, as the browser gets it. */
export async function tokenThroughFrame(app: Hono, number: string): Promise<string> {
  const response = await postToProvider(app, { method: 'card', card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' } });
  const body = (await response.json()) as { id?: string };
  if (response.status !== 200 || !body.id) throw new Error(`tokenise answered ${response.status}: ${JSON.stringify(body)}`);
  return body.id;
}
