/**
 * Critical CSS (decision 047): the stylesheets a page's <head> links, each of which would block its
 * first paint, are sent inside the HTML instead. Every `<link rel="stylesheet" href="/assets/….css">`
 * of the head (the built, hashed files: the layout's, the page's, its client components') becomes a
 * `<style>` with that file's text, in the same place, so the cascade keeps its order; the link stays
 * right after it with `disabled` (not fetched, applies nothing) because React finds its stylesheet
 * resources by their link (`link[rel="stylesheet"][href]`) and would otherwise load each again when it
 * hydrates. Modal stylesheets are not in the head at all (they load with their modal, lazy-modal.tsx).
 * Stylesheets past INLINE_BUDGET bytes stay linked. In development (Vite's /src/… URLs) nothing changes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createBootstrapRewriter, withoutModulePreloads } from './deferred-hydration.ts';
import { normaliseHead, type HeadOptions } from './head-tags.ts';

/** More inline CSS than this and the remaining sheets stay links (their own requests, cached apart). */
export const INLINE_BUDGET = 64 * 1024;
/** Longest head we wait for before giving up (the head is always in React's first flush). */
const MAX_HEAD = 512 * 1024;
const BUILT_CSS = /^\/assets\/[A-Za-z0-9_.-]+\.css$/;
const LINK = /<link\b[^>]*>/gi;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

export function createStylesheetInliner(options: { publicDir?: string } = {}) {
  const publicDir = options.publicDir ?? path.resolve('dist', 'public');
  // Built files never change under their hashed name: read each once.
  const texts = new Map<string, Promise<string | null>>();
  const cssText = (href: string) => {
    let text = texts.get(href);
    if (!text) {
      text = fs.readFile(path.join(publicDir, href), 'utf8').then(
        (css) => css.replaceAll('</style', '<\\/style'),
        () => null,
      );
      texts.set(href, text);
    }
    return text;
  };

  /** The head with its built stylesheets inlined (up to the budget) and their now useless preloads dropped. */
  async function inlineHead(head: string): Promise<string> {
    const links = [...head.matchAll(LINK)].map((match) => match[0]);
    const sheets = links.filter((tag) => attribute(tag, 'rel') === 'stylesheet' && !/\sdisabled\b/i.test(tag) && BUILT_CSS.test(attribute(tag, 'href') ?? ''));
    let budget = INLINE_BUDGET;
    const inlined = new Map<string, string>();
    for (const tag of sheets) {
      const href = attribute(tag, 'href')!;
      const css = await cssText(href);
      if (css === null || css.length > budget) continue;
      budget -= css.length;
      const media = attribute(tag, 'media');
      inlined.set(tag, `<style data-inlined-href="${href}"${media ? ` media="${media}"` : ''}>${css}</style>${tag.replace(/\s*\/?>$/, ' disabled=""/>')}`);
    }
    if (inlined.size === 0) return head;
    const hrefs = new Set([...inlined.keys()].map((tag) => attribute(tag, 'href')));
    return head.replace(LINK, (tag) => {
      const replacement = inlined.get(tag);
      if (replacement !== undefined) return replacement;
      // React's preload of a stylesheet now inline (as="stylesheet" is no destination a browser fetches, but drop it all the same).
      if (attribute(tag, 'rel') === 'preload' && hrefs.has(attribute(tag, 'href'))) return '';
      return tag;
    });
  }

  /**
   * The HTML response with its head's stylesheets inlined (unless `inline` is false: development) and
   * one head tag of each kind (head-tags.ts); any other response as it is.
   */
  function inlineStylesheets(response: Response, options: HeadOptions & { inline?: boolean } = {}): Response {
    if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || !response.body) return response;
    const built = options.inline !== false;
    // The built page's client modules load after its first paint (decision 078).
    let preloads: string[] = [];
    const bootstrap = built ? createBootstrapRewriter(() => preloads) : null;
    const finish = async (part: string) => {
      if (!built) return normaliseHead(part, options);
      const moved = withoutModulePreloads(await inlineHead(part));
      preloads = moved.preloads;
      return normaliseHead(moved.head, options);
    };
    const encoder = new TextEncoder();
    const body = (chunk: Uint8Array) => (bootstrap ? bootstrap.push(chunk) : chunk);
    // The head is found in the bytes ('</head>' is ASCII), so a character split across chunks stays whole.
    let head: Buffer | null = null;
    let done = false;
    const transform = new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, controller) {
        if (done) return controller.enqueue(body(chunk));
        const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        head = head ? Buffer.concat([head, bytes]) : bytes;
        const end = head.indexOf('</head>');
        if (end === -1 && head.byteLength < MAX_HEAD) return;
        done = true;
        const cut = end === -1 ? head.byteLength : end;
        controller.enqueue(encoder.encode(await finish(head.subarray(0, cut).toString('utf8'))));
        if (cut < head.byteLength) controller.enqueue(body(head.subarray(cut)));
        head = null;
      },
      async flush(controller) {
        if (!done && head?.byteLength) controller.enqueue(encoder.encode(await finish(head.toString('utf8'))));
        const tail = bootstrap?.flush();
        if (tail?.byteLength) controller.enqueue(tail);
      },
    });
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(response.body.pipeThrough(transform), { status: response.status, statusText: response.statusText, headers });
  }

  return { inlineStylesheets, inlineHead };
}
