/**
 * Page-level 404s (decision 054). A page that calls Waku's `unstable_notFound()` once its render has
 * started gets status 404 from Waku 0.27 but an empty document (no header, no heading): only the
 * route guards and unmatched addresses got the site's 404 page. An HTML 404 that is not the 404 page
 * is answered with the 404 page instead. Waku also prints every error thrown while rendering, the
 * 404s and redirects a page asks for included, as 'Error during rendering' with a stack trace: those
 * expected ones are not errors and are not printed.
 */

/** The 404 page's own mark (src/pages/404.tsx). */
const NOT_FOUND_PAGE = 'class="not-found"';
const WAKU_CUSTOM_ERROR = '__WAKU_CUSTOM_ERROR__';

/** The response, or the site's 404 page when it is an HTML 404 without it. */
export async function withNotFoundPage(response: Response, notFoundPage: () => Promise<Response>): Promise<Response> {
  if (response.status !== 404 || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const html = await response.text();
  if (html.includes(NOT_FOUND_PAGE)) return new Response(html, { status: 404, statusText: response.statusText, headers: response.headers });
  return notFoundPage();
}

/** A 404 or redirect a page asked for (Waku's custom errors carry their status in the digest). */
export function isExpectedRenderOutcome(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('digest' in error) || typeof error.digest !== 'string') return false;
  if (!error.digest.startsWith(WAKU_CUSTOM_ERROR)) return false;
  try {
    const { status } = JSON.parse(error.digest.slice(WAKU_CUSTOM_ERROR.length + 1)) as { status?: number };
    return status === 404 || (status !== undefined && status >= 300 && status < 400);
  } catch {
    return false;
  }
}

let quieted = false;
/** Drops Waku's 'Error during rendering' lines for the outcomes above; every other error is printed as before. */
export function quietExpectedRenderErrors(): void {
  if (quieted) return;
  quieted = true;
  const print = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (args[0] === 'Error during rendering:' && isExpectedRenderOutcome(args[1])) return;
    print(...args);
  };
}
