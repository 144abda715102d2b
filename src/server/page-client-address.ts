/**
 * The client's address for server components (the failed-attempt limits of /gift/coupon/{code}/ and
 * /gift/ticket/{code}/, issue 29). Waku hands pages the request alone, not the socket: the front controller
 * works the address out as the API's limits do (`requestClientIp`: X-Forwarded-For only with TRUST_PROXY) and
 * passes it in a header that it first drops from every incoming request, so a client cannot choose its own.
 */
import { unstable_getContext as getContext } from 'waku/server';
import { derivedRequest } from '#platform/http/derived-request.ts';
import { requestClientIp } from '#platform/http/rate-limit.ts';

export const CLIENT_ADDRESS_HEADER = 'x-yomiba-client-address';

/** The pages that read it: the members' lookups of a gift code. */
const CODE_PAGE = /^\/gift\/(coupon|ticket)\/[^/]+\/$/;

/**
 * The page request with the server's own client-address header when `pageUrl` is a code page (`env`: the node
 * server's bindings); any other page request as it is (no page but those reads the header).
 */
export function withClientAddress(pageUrl: URL, request: Request, env: unknown): Request {
  if (!CODE_PAGE.test(pageUrl.pathname)) return request;
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, requestClientIp(request, env));
  return derivedRequest(request, { headers });
}

/** The address of the page request being rendered ('unknown' outside the front controller). */
export function pageClientAddress(): string {
  return getContext().req.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
