/**
 * The HTTP status of a failed page-data request, as Waku's router throws it (its custom error keeps
 * `{ status, location }` in `digest` after a `__WAKU_CUSTOM_ERROR__;` prefix: waku/dist/lib/utils/custom-errors.js),
 * or undefined for any other error (a chunk that failed to load, a render failure).
 */
const WAKU_ERROR_PREFIX = '__WAKU_CUSTOM_ERROR__;';

function errorInfo(error: unknown): { status?: unknown; location?: unknown } | null {
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (typeof digest !== 'string' || !digest.startsWith(WAKU_ERROR_PREFIX)) return null;
  try {
    const info: unknown = JSON.parse(digest.slice(WAKU_ERROR_PREFIX.length));
    return typeof info === 'object' && info !== null ? info : null;
  } catch {
    return null;
  }
}

export function routeErrorStatus(error: unknown): number | undefined {
  const status = errorInfo(error)?.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : undefined;
}

/** The Location of a redirected page-data request (a route guard's), or undefined. */
export function routeErrorLocation(error: unknown): string | undefined {
  const location = errorInfo(error)?.location;
  return typeof location === 'string' && location.startsWith('/') && !location.startsWith('//') ? location : undefined;
}

let pending: string | null = null;

/** The address a client-side navigation is loading (SiteNavigation), for a reload after a chunk failed to load. */
export function setPendingNavigation(address: string | null): void {
  pending = address;
}
export const pendingNavigation = (): string | null => pending;
