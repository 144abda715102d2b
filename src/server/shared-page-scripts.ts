import { createHash } from 'node:crypto';
import { pageCsp } from './content-security.ts';

/**
 * A render that a page cache keeps is answered to many people, so it must not carry one response's
 * nonce (a nonce known in advance lets an injected script run; decision 079). Before it is kept:
 * - Waku's flight-data scripts (`(self.__FLIGHT_DATA||=[]).push(…)`, one per payload chunk, dozens per
 *   page) become data blocks that never run, `<script type="text/x-component" data-flight>`;
 * - one fixed script, placed just before Waku's bootstrap (`<script id="_R_">`), hands them to the
 *   bootstrap's stream at DOMContentLoaded, before the bootstrap's own listener closes that stream;
 * - every nonce attribute goes, and the page's policy names the SHA-256 of each inline script left
 *   (the head flags, the bootstrap, that reader): a few hashes, fixed per page.
 * A render answered to one response only keeps its own fresh nonce (withPageScriptsNonce).
 */

const FLIGHT_SCRIPT = /<script(?: nonce="[^"]*")?>\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\((.*?)\)<\/script>/gs;
const BINARY_CHUNK = /^Uint8Array\.from\(atob\(("[A-Za-z0-9+/=]*")\), m => m\.codePointAt\(0\)\)$/;
const NONCE_ATTRIBUTE = /(<script\b[^>]*?) nonce="[^"]*"/g;
const BOOTSTRAP = '<script id="_R_"';
const INLINE_SCRIPT = /<script(\s[^>]*)?>(.*?)<\/script/gis;
const RUNNABLE_TYPE = /^(module|text\/javascript|application\/javascript)$/i;

/**
 * Reads the data blocks in order and pushes each chunk as the flight script would have. rsc-html-stream
 * escaped `<!--` and `</script` inside them (`<\!--`, `</\script`), which JSON does not allow: undone first.
 */
export const FLIGHT_READER =
  "document.addEventListener('DOMContentLoaded',function(){var d=self.__FLIGHT_DATA||(self.__FLIGHT_DATA=[]);" +
  "document.querySelectorAll('script[data-flight]').forEach(function(s){" +
  "var v=JSON.parse(s.textContent.replace(/<\\\\!--/g,'\\x3c!--').replace(/<\\/\\\\(script)/gi,'\\x3c/$1'));" +
  "d.push(s.getAttribute('data-flight')==='base64'?Uint8Array.from(atob(v),function(m){return m.codePointAt(0)}):v)})})";

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The page without nonces and flight scripts, and the policy that lets its inline scripts run. */
export function sharedPageScripts(html: string): { html: string; csp: string } {
  let flights = 0;
  let out = html.replace(FLIGHT_SCRIPT, (_, chunk: string) => {
    flights += 1;
    const binary = BINARY_CHUNK.exec(chunk);
    return binary ? `<script type="text/x-component" data-flight="base64">${binary[1]}</script>` : `<script type="text/x-component" data-flight="">${chunk}</script>`;
  });
  out = out.replace(NONCE_ATTRIBUTE, '$1');
  if (flights > 0) {
    const at = out.indexOf(BOOTSTRAP) >= 0 ? out.indexOf(BOOTSTRAP) : out.indexOf('<script type="text/x-component" data-flight');
    out = `${out.slice(0, at)}<script>${FLIGHT_READER}</script>${out.slice(at)}`;
  }
  const hashes = new Set<string>();
  for (const [, attributes = '', content] of out.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (type && !RUNNABLE_TYPE.test(type)) continue;
    hashes.add(hashOf(content!));
  }
  return { html: out, csp: pageCsp(undefined, [...hashes]) };
}
