import { describe, expect, it } from 'vitest';
import { createBootstrapRewriter, deferredImport, withoutModulePreloads } from './deferred-hydration.ts';
import { createStylesheetInliner } from './inline-stylesheets.ts';

const bootstrap = (entry: string) =>
  `<script nonce="n0nce" id="_R_">globalThis.__WAKU_HYDRATE__ = true;globalThis.__WAKU_PREFETCHED__ = {"R/_root": 1};\n  import("${entry}")</script>`;
const page = (head: string, body: string) => `<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

async function through(rewrite: (response: Response) => Response, chunks: Uint8Array[]): Promise<string> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return rewrite(new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } })).text();
}

describe('hydration after the first paint (decision 078)', () => {
  it('takes the built modulepreloads out of the head, in order, and leaves other links', () => {
    const head = '<link rel="modulepreload" href="/assets/index-AAAA.js" crossorigin=""/><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/_root-BBBB.js" crossorigin=""/><link rel="modulepreload" href="/src/dev.tsx"/>';
    expect(withoutModulePreloads(head)).toEqual({
      head: '<link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/src/dev.tsx"/>',
      preloads: ['/assets/index-AAAA.js', '/assets/_root-BBBB.js'],
    });
  });

  it('the deferred import waits for the first contentful paint (or a frame), adds the preloads, imports the entry once, and is safe inside a script', () => {
    const code = deferredImport('/assets/index-AAAA.js', ['/assets/index-AAAA.js', '/assets/x</script>.js']);
    expect(code).toContain('"first-contentful-paint"');
    expect(code).toContain('requestAnimationFrame(function(){setTimeout(go,0)})');
    expect(code).toContain('import(s)');
    expect(code).toContain('"/assets/index-AAAA.js"');
    expect(code).not.toContain('</script');
    // It is one expression statement of valid JavaScript.
    expect(() => new Function(code)).not.toThrow();
  });

  it('rewrites the bootstrap wherever the chunks split it, and keeps every other byte (Japanese text split mid-character too)', () => {
    const encoder = new TextEncoder();
    const before = '<main>読み場の本文です。漫画を読む</main><script>self.__FLIGHT_DATA.push("import(\\"/assets/not-this.js\\")")</script>';
    const html = encoder.encode(`${before}${bootstrap('/assets/index-AAAA.js')}<script>self.__FLIGHT_DATA.push("あとの本文")</script>`);
    const expected = `${before}${bootstrap('/assets/index-AAAA.js').replace('import("/assets/index-AAAA.js")', deferredImport('/assets/index-AAAA.js', ['/assets/a.js']))}<script>self.__FLIGHT_DATA.push("あとの本文")</script>`;
    for (let cut = 1; cut < html.byteLength; cut += 7) {
      const rewriter = createBootstrapRewriter(() => ['/assets/a.js']);
      const parts = [rewriter.push(html.subarray(0, cut)), rewriter.push(html.subarray(cut)), rewriter.flush()];
      expect(Buffer.concat(parts).toString('utf8'), `cut at ${cut}`).toBe(expected);
    }
  });

  it('leaves a body without the bootstrap as it is', () => {
    const rewriter = createBootstrapRewriter(() => []);
    const html = new TextEncoder().encode('<main>本文</main>'.repeat(200));
    expect(Buffer.concat([rewriter.push(html.subarray(0, 1000)), rewriter.push(html.subarray(1000)), rewriter.flush()]).equals(Buffer.from(html))).toBe(true);
  });

  it('a built page: no modulepreload in its head, its bootstrap carries them; a development page is left alone', async () => {
    const { inlineStylesheets } = createStylesheetInliner({ publicDir: '/nonexistent' });
    const html = page('<link rel="modulepreload" href="/assets/index-AAAA.js" crossorigin=""/><link rel="modulepreload" href="/assets/_layout-CCCC.js" crossorigin=""/>', `<main>本文</main>${bootstrap('/assets/index-AAAA.js')}`);
    const bytes = new TextEncoder().encode(html);
    const cut = html.indexOf('</he') + 2;
    const built = await through((r) => inlineStylesheets(r), [bytes.subarray(0, cut), bytes.subarray(cut)]);
    const head = built.slice(0, built.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(built).toContain(deferredImport('/assets/index-AAAA.js', ['/assets/index-AAAA.js', '/assets/_layout-CCCC.js']));
    expect(built).not.toContain('import("/assets/index-AAAA.js")');
    const development = await through((r) => inlineStylesheets(r, { inline: false }), [bytes]);
    expect(development).toContain('<link rel="modulepreload" href="/assets/index-AAAA.js"');
    expect(development).toContain('import("/assets/index-AAAA.js")');
  });
});
