import { describe, expect, it } from 'vitest';
import { isExpectedRenderOutcome, withNotFoundPage } from './page-not-found.ts';

const html = (body: string, status: number) => new Response(body, { status, headers: { 'content-type': 'text/html' } });
const notFoundPage = async () => html('<html><body><header>読み場</header><section class="not-found"><h1>ページが見つかりません</h1></section></body></html>', 404);

describe('page-level 404s', () => {
  it('answers an empty 404 document with the site’s 404 page', async () => {
    const response = await withNotFoundPage(html('<!DOCTYPE html><html><head></head><body><script>…</script></body></html>', 404), notFoundPage);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>ページが見つかりません</h1>');
  });

  it('keeps a 404 that already is the 404 page, and any other answer, as they are', async () => {
    let rendered = 0;
    const again = async () => {
      rendered += 1;
      return notFoundPage();
    };
    const kept = await withNotFoundPage(html('<section class="not-found">x</section>', 404), again);
    expect(await kept.text()).toBe('<section class="not-found">x</section>');
    const page = html('<main>ok</main>', 200);
    expect(await withNotFoundPage(page, again)).toBe(page);
    const data = new Response('0:{}', { status: 404, headers: { 'content-type': 'text/x-component' } });
    expect(await withNotFoundPage(data, again)).toBe(data);
    expect(rendered).toBe(0);
  });

  it('knows the 404s and redirects a page asks Waku for from real errors', () => {
    const custom = (status: number) => Object.assign(new Error('x'), { digest: `__WAKU_CUSTOM_ERROR__;${JSON.stringify({ status })}` });
    expect(isExpectedRenderOutcome(custom(404))).toBe(true);
    expect(isExpectedRenderOutcome(custom(307))).toBe(true);
    expect(isExpectedRenderOutcome(custom(500))).toBe(false);
    expect(isExpectedRenderOutcome(new Error('boom'))).toBe(false);
    expect(isExpectedRenderOutcome(Object.assign(new Error('x'), { digest: '__WAKU_CUSTOM_ERROR__;{' }))).toBe(false);
  });
});
