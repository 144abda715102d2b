/**
 * Hydration after the first paint (decision 078). A page's HTML is whole without JavaScript (its first paint
 * needs none), so the client modules need not compete with the document and the covers on a phone's slow
 * link. In the built page:
 * - the head's `<link rel="modulepreload">` tags (React's, for the page's client modules) are taken out;
 * - Waku's bootstrap (`import("/assets/index-….js")` in the `_R_` script) becomes a call that, after the
 *   page's first contentful paint, adds those modulepreloads and imports the entry (deferredImport).
 * Only the built bootstrap (`/assets/…`) is rewritten: development pages are left alone.
 */

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;
const HREF = /\shref="(\/assets\/[A-Za-z0-9_.-]+\.js)"/i;
const BOOTSTRAP_MARK = 'id="_R_"';
const ENTRY_IMPORT = /import\("(\/assets\/[A-Za-z0-9_.-]+\.js)"\)/;
/** Longest stretch kept back while looking for the entry import across chunks. */
const CARRY = 512;
/** Past this many characters after the mark without the import, the bootstrap is not the one expected. */
const MAX_BOOTSTRAP = 16 * 1024;

/** The head without its built modulepreloads, and their addresses in order. */
export function withoutModulePreloads(head: string): { head: string; preloads: string[] } {
  const preloads: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (tag) => {
    const href = HREF.exec(tag)?.[1];
    if (!href) return tag;
    preloads.push(href);
    return '';
  });
  return { head: rest, preloads };
}

/**
 * What replaces `import("<entry>")`: the same import, with the preloads, once the page's first contentful
 * paint is reported (a paint-timing observer), or after the first frame where paint timing is missing. A
 * page that never paints (a background tab) starts after a few seconds all the same.
 */
export function deferredImport(entry: string, preloads: readonly string[]): string {
  const list = JSON.stringify(preloads).replace(/</g, '\\u003c');
  return (
    '(function(s,p){var d=0,P=window.PerformanceObserver;function go(){if(d)return;d=1;p.forEach(function(h){' +
    'var l=document.createElement("link");l.rel="modulepreload";l.href=h;l.crossOrigin="";document.head.appendChild(l)});import(s)}' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(e,o){' +
    'if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});setTimeout(go,3000)}' +
    `else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}})(${JSON.stringify(entry)},${list})`
  );
}

/**
 * A rewriter for the body's chunks (after the head): finds the bootstrap's entry import, even split across
 * chunks, and rewrites it; everything before it goes out as it comes, everything after untouched. It reads
 * the bytes as Latin-1 (one character per byte: what it looks for is ASCII), so a character split across
 * chunks passes through whole.
 */
export function createBootstrapRewriter(preloads: () => readonly string[]) {
  let found = false;
  let pending = '';
  const bytes = (text: string) => Buffer.from(text, 'latin1');
  return {
    push(chunk: Uint8Array): Uint8Array {
      if (found) return chunk;
      const text = pending + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
      const mark = text.indexOf(BOOTSTRAP_MARK);
      const match = mark === -1 ? null : ENTRY_IMPORT.exec(text.slice(mark));
      if (match || (mark !== -1 && text.length - mark > MAX_BOOTSTRAP)) {
        // Rewritten, or a bootstrap without the import this expects: left as it is from here on.
        found = true;
        pending = '';
        if (!match) return bytes(text);
        const at = mark + match.index;
        return bytes(text.slice(0, at) + deferredImport(match[1]!, preloads()) + text.slice(at + match[0].length));
      }
      // Keep back what may be the start of the mark or of the import: from the mark on, or the last CARRY characters.
      const keep = mark !== -1 ? mark : Math.max(0, text.length - CARRY);
      pending = text.slice(keep);
      return bytes(text.slice(0, keep));
    },
    flush(): Uint8Array {
      const rest = pending;
      pending = '';
      return bytes(rest);
    },
  };
}
