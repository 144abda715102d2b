import { randomBytes } from 'node:crypto';

/**
 * The Content-Security-Policy of pages (decision 033). Waku 0.27 and React put inline scripts in every
 * page (the bootstrap `<script id="_R_">`, the RSC payload `self.__FLIGHT_DATA.push(...)` chunks, our
 * head flags) and Waku does not pass a nonce through to React: `nonceScripts` gives each of these
 * script tags the response's nonce as the HTML streams out. Scripts from our own origin (the built
 * /assets/*.js, modulepreload) are allowed by 'self'. Inline style attributes are common in React
 * output, so styles allow 'unsafe-inline' (no script runs from a style). A page kept by a page cache names
 * its inline scripts' hashes instead of a nonce (src/server/shared-page-scripts.ts).
 */
export function pageCsp(nonce?: string, hashes: string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'self'", // the payment provider's card-entry frame (decision 034)
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const newNonce = () => randomBytes(16).toString('base64');

const SCRIPT_OPEN = /<script(?=[\s>])/i;
const SCRIPT_CLOSE = /<\/script/i;
/** Longest text a tag may be split across chunks with ('</script' + 1). */
const CARRY = 9;

/**
 * Adds `nonce="…"` to every `<script` tag of an HTML stream. Only tags are touched: inside a script
 * element (the RSC payload may carry a member's text with a literal `<script`) nothing changes until
 * its `</script` (which the payload always escapes); outside, text and attributes never hold a raw `<`.
 */
export function nonceScripts(nonce: string): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  let inScript = false;
  const drain = (final: boolean): string => {
    let out = '';
    for (;;) {
      const match = (inScript ? SCRIPT_CLOSE : SCRIPT_OPEN).exec(pending);
      if (!match) {
        const cut = final ? pending.length : Math.max(0, pending.length - CARRY);
        out += pending.slice(0, cut);
        pending = pending.slice(cut);
        return out;
      }
      if (inScript) {
        const end = match.index + match[0].length;
        out += pending.slice(0, end);
        pending = pending.slice(end);
        inScript = false;
        continue;
      }
      const close = pending.indexOf('>', match.index);
      if (close === -1) {
        // The tag continues in the next chunk: wait for its end.
        if (!final) {
          out += pending.slice(0, match.index);
          pending = pending.slice(match.index);
          return out;
        }
        out += pending;
        pending = '';
        return out;
      }
      // Data blocks (JSON-LD) never run: they keep their tag as it is.
      const type = /\stype=["']?([^"'\s>]+)/i.exec(pending.slice(match.index, close))?.[1];
      const runs = !type || /^(module|text\/javascript|application\/javascript)$/i.test(type);
      const end = match.index + match[0].length;
      out += pending.slice(0, end) + (runs ? ` nonce="${nonce}"` : '');
      pending = pending.slice(end);
      inScript = true;
    }
  };
  return new TransformStream({
    transform(chunk, controller) {
      pending += decoder.decode(chunk, { stream: true });
      const out = drain(false);
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      pending += decoder.decode();
      const out = drain(true);
      if (out) controller.enqueue(encoder.encode(out));
    },
  });
}

/** HSTS for a year once the visitor came over HTTPS (directly, or through a trusted proxy). */
export const HSTS = 'max-age=31536000; includeSubDomains';
