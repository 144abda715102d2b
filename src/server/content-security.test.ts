import { describe, expect, it } from 'vitest';
import { nonceScripts, pageCsp } from './content-security.ts';
import { withPageScriptsNonce } from './http-policy.ts';
import { withSecurityHeaders } from './testing/security-headers.ts';

/** Runs `html`, cut into chunks of `size` characters, through the transform. */
async function transformed(html: string, size: number, nonce = 'N0nce') {
  const encoder = new TextEncoder();
  const chunks = Array.from({ length: Math.ceil(html.length / size) }, (_, i) => encoder.encode(html.slice(i * size, (i + 1) * size)));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(stream.pipeThrough(nonceScripts(nonce))).text();
}

const PAGE = [
  '<!DOCTYPE html><html><head><script>(function(){document.documentElement.classList.add("js")})()</script>',
  '<script type="application/ld+json">{"name":"&lt;script&gt;"}</script></head><body><p>a &lt;script&gt; b</p>',
  // The RSC payload carries a member's text with a literal <script (its </script is always escaped).
  '<script>(self.__FLIGHT_DATA||=[]).push("レビュー <script>alert(1)<\\/script> です")</script>',
  '<script id="_R_">globalThis.__WAKU_HYDRATE__ = true; import("/assets/index.js")</script></body></html>',
].join('');

describe('script nonces', () => {
  it('gives every script tag the nonce and leaves script contents and text alone, however the stream is cut', async () => {
    for (const size of [1, 2, 3, 7, 8, 9, 10, 64, PAGE.length]) {
      const html = await transformed(PAGE, size);
      expect(html.match(/<script nonce="N0nce"[\s>]/g), String(size)).toHaveLength(3);
      // The JSON-LD data block never runs and keeps its tag.
      expect(html, String(size)).toContain('<script type="application/ld+json">');
      expect(html.replaceAll(' nonce="N0nce"', ''), String(size)).toBe(PAGE);
      expect(html).toContain('レビュー <script>alert(1)');
      expect(html).toContain('<script id="_R_"'.replace('<script', '<script nonce="N0nce"'));
    }
  });

  it('a page response gets a fresh nonce each time, named by its policy', async () => {
    const page = () => new Response('<html><script>1</script></html>', { headers: { 'Content-Type': 'text/html', 'Content-Length': '31' } });
    const [a, b] = [withPageScriptsNonce(page()), withPageScriptsNonce(page())];
    const nonceOf = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy')!)![1]!;
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(nonceOf(a)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await a.text()).toBe(`<html><script nonce="${nonceOf(a)}">1</script></html>`);
    expect(a.headers.get('content-length')).toBeNull();
    const json = Response.json({ a: 1 });
    expect(withPageScriptsNonce(json)).toBe(json);
  });
});

describe('the security headers', () => {
  it('documents get the full policy; a page keeps its own nonce policy', async () => {
    const policy = (await withSecurityHeaders(new Response('<p>x</p>', { headers: { 'Content-Type': 'text/html' } }))).headers.get('content-security-policy')!;
    for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:", "connect-src 'self'", "font-src 'self' data:", "frame-ancestors 'self'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).toBe("script-src 'self'");
    const own = new Response('<p>x</p>', { headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': pageCsp('abc') } });
    expect((await withSecurityHeaders(own)).headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-abc'");
  });

  it('HSTS only over HTTPS: the request URL, or X-Forwarded-Proto from a trusted proxy', async () => {
    const hsts = async (url: string, headers: Record<string, string> = {}) =>
      (await withSecurityHeaders(new Response('x'), new Request(url, { headers }))).headers.get('strict-transport-security');
    const saved = process.env.TRUST_PROXY;
    try {
      delete process.env.TRUST_PROXY;
      expect(await hsts('https://yomiba.example/')).toBe('max-age=31536000; includeSubDomains');
      expect(await hsts('http://localhost/')).toBeNull();
      expect(await hsts('http://localhost/', { 'X-Forwarded-Proto': 'https' })).toBeNull();
      process.env.TRUST_PROXY = '1';
      expect(await hsts('http://localhost/', { 'X-Forwarded-Proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
      expect(await hsts('http://localhost/', { 'X-Forwarded-Proto': 'http' })).toBeNull();
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = saved;
    }
  });
});
