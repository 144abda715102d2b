/**
 * Compression of text responses (HTML, RSC payloads, scripts, styles, JSON, feeds): Brotli when the
 * client accepts it, else gzip. Lighthouse's phone profile (slow 4G) spent most of the viewer's first
 * paint on uncompressed scripts and styles (decision 021). Immutable bodies (hashed /assets/ files,
 * cached anonymous pages) are compressed once and kept; pages and API answers are compressed as they
 * stream, flushing each chunk so streamed HTML still arrives early; other static files are left alone.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { createCache } from '#platform/cache/cache.ts';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
/** Other files with an extension (public/ icons...) are served as they are. */
const STATIC_FILE = /\/[^/]+\.[a-z0-9]+$/i;
/** Where `waku build` puts the browser's files; the server runs from the project directory. */
const PUBLIC_DIR = path.resolve('dist', 'public');

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

function withCacheControl(response: Response, value: string): Headers {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', value);
  return headers;
}

function encodedHeaders(response: Response, encoding: Encoding, length?: number): Headers {
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', encoding);
  headers.append('Vary', 'Accept-Encoding');
  if (length === undefined) headers.delete('Content-Length');
  else headers.set('Content-Length', String(length));
  return headers;
}

/**
 * The bytes of a hashed asset, read from the build's files: reading the static file server's own stream
 * (through @hono/node-server's Response) never finished. Null when the file is not there (e.g. in tests).
 */
async function assetBytes(publicDir: string, assetPath: string): Promise<Uint8Array | null> {
  const file = path.join(publicDir, assetPath);
  if (!file.startsWith(publicDir + path.sep)) return null;
  return fs.readFile(file).catch(() => null);
}

const ASSET_TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', mjs: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function createCompressor(options: { maxRemembered?: number; publicDir?: string } = {}) {
  // Compressed once per asset and encoding; a missing file is not remembered.
  const remembered = createCache<Uint8Array | null>({ max: options.maxRemembered ?? 400, ttlMs: Infinity, keep: (body) => body !== null });
  const publicDir = options.publicDir ?? PUBLIC_DIR;

  /**
   * A hashed build asset, compressed once from the build's file, before the static file server is asked
   * (compressing that server's own stream through @hono/node-server's Response never finished).
   * Null when the client takes no encoding, the path is no hashed asset or the file is not there.
   */
  async function serveAsset(request: Request): Promise<Response | null> {
    const encoding = negotiateEncoding(request.headers.get('accept-encoding'));
    const assetPath = new URL(request.url).pathname;
    if (!encoding || (request.method !== 'GET' && request.method !== 'HEAD') || !IMMUTABLE_ASSET.test(assetPath)) return null;
    const body = await remembered.get(`${encoding}:${assetPath}`, async () => {
      const source = await assetBytes(publicDir, assetPath);
      return source && compressBytes(source, encoding);
    });
    if (!body) return null;
    const type = ASSET_TYPES[assetPath.slice(assetPath.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    const headers = new Headers({ 'Content-Type': type, 'Content-Encoding': encoding, Vary: 'Accept-Encoding', 'Cache-Control': IMMUTABLE, 'Content-Length': String(body.byteLength) });
    return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  }

  async function compress(request: Request, response: Response): Promise<Response> {
    const encoding = negotiateEncoding(request.headers.get('accept-encoding'));
    const path = new URL(request.url).pathname;
    const immutable = response.status === 200 && IMMUTABLE_ASSET.test(path);
    // Headers are settled before a Response is made (@hono/node-server's Response writes what it was built with).
    const cacheControl = immutable && !response.headers.has('cache-control') ? IMMUTABLE : null;
    // Static files (assets are compressed by serveAsset) keep the static server's own stream.
    if (!encoding || !compressible(request, response) || STATIC_FILE.test(path)) {
      if (!cacheControl) return response;
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers: withCacheControl(response, cacheControl) });
    }
    const encoder =
      encoding === 'br'
        ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.createGzip({ level: 5, flush: zlib.constants.Z_SYNC_FLUSH });
    pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), encoder, () => undefined);
    const body = Readable.toWeb(encoder) as unknown as ReadableStream<Uint8Array>;
    return new Response(body, { status: response.status, statusText: response.statusText, headers: encodedHeaders(response, encoding) });
  }

  return { serveAsset, compress };
}
