import { etagFor, type CachedImage, type ImageCache, type ImageRequest } from './image-cache.ts';

/**
 * 'public' images may sit in shared caches for a year; 'private' ones only in the member's browser,
 * briefly; 'signed' ones (short-lived URLs) only in the member's browser, asked again (a 304 after the
 * access check) whenever reused; 'uncached' ones (not public yet, shown to their editors) nowhere.
 */
export type ImageCachePolicy = 'public' | 'private' | 'signed' | 'uncached';

export const CACHE_CONTROL: Record<ImageCachePolicy, string> = {
  public: 'public, max-age=31536000, immutable',
  private: 'private, max-age=300',
  signed: 'private, no-cache',
  uncached: 'private, no-store',
};

/** Whether an If-None-Match header matches the entity tag (weak comparison, as RFC 9110 asks for this header). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || tag.replace(/^W\//, '') === bare) return true;
  }
  return false;
}

function validatorHeaders(etag: string, policy: ImageCachePolicy): Record<string, string> {
  return { ETag: etag, 'Cache-Control': CACHE_CONTROL[policy], Vary: 'Accept' };
}

export function notModifiedResponse(etag: string, policy: ImageCachePolicy): Response {
  return new Response(null, { status: 304, headers: validatorHeaders(etag, policy) });
}

export function imageResponse(image: CachedImage, policy: ImageCachePolicy): Response {
  return new Response(image.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.bytes.byteLength),
      ...validatorHeaders(image.etag, policy),
    },
  });
}

/**
 * Answers a request for one variant: 304 when If-None-Match already names it (no cache read, no
 * render), else the bytes from the cache, rendering on a miss. Call only after access checks.
 */
export async function serveImage(
  request: Request,
  options: ImageRequest & { cache: ImageCache; policy: ImageCachePolicy; render: () => Promise<Uint8Array> },
): Promise<Response> {
  const { cache, policy, render, ...variant } = options;
  const etag = etagFor(variant);
  if (etagMatches(request.headers.get('if-none-match'), etag)) return notModifiedResponse(etag, policy);
  return imageResponse(await cache.get(variant, render), policy);
}
