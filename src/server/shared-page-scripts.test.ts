import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { withPageScriptsNonce } from './http-policy.ts';
import { createPageCache } from './page-cache.ts';
import { sharedPageScripts } from './shared-page-scripts.ts';

/** rsc-html-stream's escaping of a chunk inside its script (`<!--` and `</script` never appear raw). */
const escapeScript = (script: string) => script.replace(/<!--/g, '<\\!--').replace(/<\/(script)/gi, '</\\$1');
const nonced = (nonce: string | null) => (nonce === null ? '' : ` nonce="${nonce}"`);
const flightScript = (chunk: string, nonce: string | null) => `<script${nonced(nonce)}>${escapeScript(`(self.__FLIGHT_DATA||=[]).push(${JSON.stringify(chunk)})`)}</script>`;
const binaryScript = (bytes: number[], nonce: string | null) =>
  `<script${nonced(nonce)}>(self.__FLIGHT_DATA||=[]).push(Uint8Array.from(atob(${JSON.stringify(Buffer.from(bytes).toString('base64'))}), m => m.codePointAt(0)))</script>`;

const CHUNKS = ['0:["$","div",null,{"children":"</script><!-- x -->"}]\n', '1:"<\\!-- literal"\n', '2:"ワンピース"\n'];
const page = (nonce: string | null = 'N0nce') =>
  `<!DOCTYPE html><html><head><script${nonced(nonce)}>root.classList.add("js")</script><script type="application/json" id="yomiba-environment">{"a":1}</script></head>` +
  `<body><div>本文</div><script${nonced(nonce)} id="_R_">globalThis.__WAKU_PREFETCHED__ = {};</script>${CHUNKS.map((c) => flightScript(c, nonce)).join('<p>…</p>')}${binaryScript([0, 255, 7], nonce)}</body></html>`;

/** Runs the page's inline scripts in order, as a browser would, and returns what reached `self.__FLIGHT_DATA`. */
function flightDataOf(html: string): unknown[] {
  const listeners: (() => void)[] = [];
  const blocks = [...html.matchAll(/<script type="text\/x-component" data-flight="([^"]*)">(.*?)<\/script>/gs)].map(([, kind, text]) => ({ textContent: text, getAttribute: () => kind }));
  const self: { __FLIGHT_DATA?: unknown[] } = {};
  const document = { addEventListener: (_: string, listener: () => void) => listeners.push(listener), querySelectorAll: () => blocks };
  const context = vm.createContext({ self, document, atob, Uint8Array, root: { classList: { add() {} } }, globalThis: {} });
  for (const [, attributes = '', content] of html.matchAll(/<script(\s[^>]*)?>(.*?)<\/script>/gs)) {
    if (!/type=/.test(attributes)) vm.runInContext(content!, context);
  }
  for (const listener of listeners) listener();
  return (self.__FLIGHT_DATA ?? []).map((chunk) => (chunk instanceof context.Uint8Array ? [...(chunk as Uint8Array)] : chunk));
}

describe("a page kept by a page cache carries no response's nonce (decision 079)", () => {
  it('turns the flight scripts into data blocks that the reader hands over unchanged, in order', () => {
    const original = page();
    const shared = sharedPageScripts(original);
    expect(shared.html).not.toContain('nonce=');
    expect(shared.html).not.toContain('__FLIGHT_DATA||=[]).push(');
    expect(flightDataOf(shared.html)).toEqual(flightDataOf(original));
    expect(flightDataOf(shared.html)).toEqual([...CHUNKS, [0, 255, 7]]);
    // The reader comes just before the bootstrap, which registers its own DOMContentLoaded listener.
    expect(shared.html.indexOf('data-flight]')).toBeLessThan(shared.html.indexOf('<script id="_R_">'));
  });

  it("names the hash of each inline script left, and of no data block", () => {
    const shared = sharedPageScripts(page());
    const scripts = [...shared.html.matchAll(/<script(\s[^>]*)?>(.*?)<\/script>/gs)].filter(([, attributes = '']) => !/type=/.test(attributes)).map(([, , content]) => content!);
    expect(scripts).toHaveLength(3);
    const hashes = scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    const scriptSrc = shared.csp.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc.split(' ').sort()).toEqual(['script-src', "'self'", ...hashes].sort());
    expect(shared.csp).not.toContain('nonce');
  });

  it('gives two visitors of one cached page no shared nonce', async () => {
    const pages = createPageCache({ ttlMs: 60_000, maxEntries: 10, sessionCookie: 'yomiba_session' });
    const render = async () => withPageScriptsNonce(new Response(page(null), { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    const [first, second] = [await pages.fetch(new Request('http://x/'), render), await pages.fetch(new Request('http://x/'), render)];
    expect(second.headers.get('x-cache')).toBe('HIT');
    for (const response of [first, second]) {
      expect(response.headers.get('content-security-policy')).not.toMatch(/nonce-/);
      expect(await response.text()).not.toMatch(/nonce=/);
    }
  });
});
