import { sharedPageScripts } from './shared-page-scripts.ts';
import { MAX_NEEDED_CODES, MEMBER_STATE_ELEMENT_ID, MEMBER_TITLE_ATTRIBUTE, MEMBER_TITLE_PAGE_ATTRIBUTE, type MemberPageNeeds, type MemberPageState } from '#modules/member-pages/index.ts';

/**
 * An audience's shared render of a page (decision 045), kept with what the splice needs: where the
 * member's state goes (before `</head>`, so the islands find it at hydration), where `<html>`'s
 * attributes end (flags CSS reads before the first paint), and which member keys the render asked for
 * (the titles its islands named), read once when the render is kept.
 */
export type AudienceEntry = {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** Byte offsets in `body`, for HTML only: just after `<html`, and the start of `</head>`. */
  splice: { htmlAttributes: number; headEnd: number } | null;
  needs: MemberPageNeeds;
};

/** What one member's response adds to the shared render. */
export type Personalization = { state: MemberPageState; htmlFlags: Record<string, string> };

const CACHEABLE_TYPES = /^(text\/html|text\/x-component)/;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

const attributeValues = (html: string, attribute: string, max: number) => {
  const values = new Set<string>();
  const pattern = new RegExp(`${attribute}="([A-Za-z0-9_-]{1,16})"`, 'g');
  for (const match of html.matchAll(pattern)) {
    values.add(match[1]!);
    if (values.size >= max) break;
  }
  return [...values];
};

/** A render's bytes as a page cache keeps them: an HTML page without its nonce, with the policy that replaces it. */
export async function sharedBody(response: Response): Promise<{ body: Uint8Array; html: string | null; csp: string | null }> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return { body: bytes, html: null, csp: null };
  const shared = sharedPageScripts(decoder.decode(bytes));
  return { body: encoder.encode(shared.html), html: shared.html, csp: shared.csp };
}

/** The render as an entry, or null when it may not be shared (not a 200 page, or it sets a cookie). */
/**
 * Gives up a response the caches cloned for capture and do not keep: a body copied by clone() is cancelled
 * only once both copies are, so an unread copy would make the original's cancel() wait for ever (member
 * pages hung for minutes when a failed render's 503 was cancelled, issue 29). Not awaited, for that reason.
 */
export function leftUnread(response: Response): null {
  response.body?.cancel().catch(() => undefined);
  return null;
}

export async function audienceEntry(response: Response): Promise<AudienceEntry | null> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !CACHEABLE_TYPES.test(type) || response.headers.has('set-cookie')) return leftUnread(response);
  const { body, html, csp } = await sharedBody(response);
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'private, no-store');
  headers.set('Vary', 'Cookie');
  headers.delete('content-length');
  if (csp) headers.set('Content-Security-Policy', csp);
  if (html === null) return { status: 200, headers: [...headers], body, splice: null, needs: { codes: [], titles: [] } };
  const htmlAt = html.indexOf('<html');
  const headAt = html.indexOf('</head>');
  // Offsets in bytes: the text before each mark, encoded.
  const splice = htmlAt >= 0 && headAt > htmlAt ? { htmlAttributes: encoder.encode(html.slice(0, htmlAt + 5)).byteLength, headEnd: encoder.encode(html.slice(0, headAt)).byteLength } : null;
  return {
    status: 200,
    headers: [...headers],
    body,
    splice,
    needs: { codes: attributeValues(html, MEMBER_TITLE_ATTRIBUTE, MAX_NEEDED_CODES), titles: attributeValues(html, MEMBER_TITLE_PAGE_ATTRIBUTE, 4) },
  };
}

/** JSON safe inside a `<script>` element (no `</script>`, no `<!--`). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const flagAttributes = (flags: Record<string, string>) =>
  Object.entries(flags)
    .filter(([name]) => /^data-member-[a-z-]+$/.test(name))
    .map(([name, value]) => ` ${name}="${value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}"`)
    .join('');

/** This member's response: the shared render with their state spliced in (HTML), or as it is (page data). */
export function personalized(entry: AudienceEntry, hit: boolean, personalization: Personalization | null): Response {
  const headers = new Headers(entry.headers);
  headers.set('X-Cache', hit ? 'HIT' : 'MISS');
  if (!entry.splice || !personalization) {
    headers.set('Content-Length', String(entry.body.byteLength));
    return new Response(entry.body as Uint8Array<ArrayBuffer>, { status: entry.status, headers });
  }
  const { htmlAttributes, headEnd } = entry.splice;
  const flags = encoder.encode(flagAttributes(personalization.htmlFlags));
  const script = encoder.encode(`<script type="application/json" id="${MEMBER_STATE_ELEMENT_ID}">${scriptJson(personalization.state)}</script>`);
  // Views of the shared bytes around the member's parts: no copy of the page per response.
  const chunks = [entry.body.subarray(0, htmlAttributes), flags, entry.body.subarray(htmlAttributes, headEnd), script, entry.body.subarray(headEnd)];
  headers.set('Content-Length', String(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0)));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) if (chunk.byteLength) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(body, { status: entry.status, headers });
}
