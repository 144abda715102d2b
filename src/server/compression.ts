/**
 * Compression of text responses (HTML, RSC payloads, scripts, styles, JSON, feeds): Brotli when the
 * client accepts it, else gzip. Lighthouse's phone profile (slow 4G) spent most of the viewer's first
 * paint on uncompressed scripts and styles (decision 021). Immutable bodies (hashed /assets/ files,
 * cached anonymous pages) are compressed once and kept; everything else is compressed as it streams,
 * flushing each chunk so streamed HTML still arrives early.
 */
import { Readable, pipeline } from 'node:stream';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
/** Hashed build assets never change under the same name. */
export const IMMUTABLE_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.(js|css|mjs)$/;

/** The encoding to use for this Accept-Encoding header (q=0 refuses), Brotli first. */
export function negotiateEncoding(header: string | null | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Compresses a whole body (done once per immutable body: the stronger settings). */
export function compressBytes(body: Uint8Array, encoding: Encoding): Uint8Array {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : zlib.gzipSync(body, { level: 9 });
}

function compressible(request: Request, response: Response): boolean {
  if (request.method === 'HEAD' || !response.body || response.status === 204 || response.status === 304 || response.status === 206) return false;
  if (response.headers.has('content-encoding') || (response.headers.get('cache-control') ?? '').includes('no-transform')) return false;
  const length = response.headers.get('content-length');
  if (length !== null && Number(length) < MIN_BYTES) return false;
  return COMPRESSIBLE.test(response.headers.get('content-type') ?? '');
}

function encodedHeaders(response: Response, encoding: Encoding, length?: number): Headers {
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', encoding);
  headers.append('Vary', 'Accept-Encoding');
  if (length === undefined) headers.delete('Content-Length');
  else headers.set('Content-Length', String(length));
  return headers;
}

export function createCompressor(options: { maxRemembered?: number } = {}) {
  const remembered = new Map<string, Uint8Array>();
  const max = options.maxRemembered ?? 400;

  return async function compress(request: Request, response: Response): Promise<Response> {
    const encoding = negotiateEncoding(request.headers.get('accept-encoding'));
    const path = new URL(request.url).pathname;
    const immutable = response.status === 200 && IMMUTABLE_ASSET.test(path);
    if (immutable && !response.headers.has('cache-control')) {
      response = new Response(response.body, response);
      response.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    }
    if (!encoding || !compressible(request, response)) return response;
    if (immutable) {
      const key = `${encoding}:${path}`;
      let body = remembered.get(key);
      if (body) await response.body?.cancel();
      else {
        body = compressBytes(new Uint8Array(await response.arrayBuffer()), encoding);
        remembered.set(key, body);
        if (remembered.size > max) remembered.delete(remembered.keys().next().value!);
      }
      return new Response(body as Uint8Array<ArrayBuffer>, { status: response.status, statusText: response.statusText, headers: encodedHeaders(response, encoding, body.byteLength) });
    }
    const encoder =
      encoding === 'br'
        ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.createGzip({ level: 5, flush: zlib.constants.Z_SYNC_FLUSH });
    pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), encoder, () => undefined);
    const body = Readable.toWeb(encoder) as unknown as ReadableStream<Uint8Array>;
    return new Response(body, { status: response.status, statusText: response.statusText, headers: encodedHeaders(response, encoding) });
  };
}
