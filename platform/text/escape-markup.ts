/**
 * The one escaper for text put into HTML or XML (decision 038): mails, the feeds, the payment sandbox's
 * pages, the app download page and the demo art's SVG. It escapes the five markup characters (`&apos;` is
 * valid in both HTML5 and XML) and drops what XML 1.0 cannot carry (C0 controls other than tab, newline
 * and carriage return, lone surrogates, U+FFFE/U+FFFF), which no HTML text needs either.
 * JSON inside a <script> tag is another matter (title-meta's JSON-LD escapes `<`, `>` and `&` as \uXXXX).
 */
// oxlint-disable-next-line no-control-regex -- removing control characters is the point
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value, safe between tags and inside quotes. */
export function escapeMarkup(value: string): string {
  return value.replace(NOT_IN_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
