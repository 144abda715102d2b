import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCompressor, negotiateEncoding } from './compression.ts';
import { createPageCache } from './page-cache.ts';

const text = 'マンガのページ '.repeat(400);
const request = (path: string, acceptEncoding?: string) => new Request(`http://localhost${path}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('response compression', () => {
  it('prefers Brotli, falls back to gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(null)).toBeNull();
  });

  it('compresses a streamed HTML page so that it decompresses to the same text', async () => {
    const { compress } = createCompressor();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoded = new TextEncoder().encode(text);
        controller.enqueue(encoded.slice(0, 1000));
        controller.enqueue(encoded.slice(1000));
        controller.close();
      },
    });
    const br = await compress(request('/book/title/X/', 'gzip, br'), new Response(stream, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    const body = await bytes(br);
    expect(body.byteLength).toBeLessThan(Buffer.byteLength(text) / 5);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(text);
    const gzip = await compress(request('/', 'gzip'), Response.json({ text }));
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(await bytes(gzip)).toString())).toEqual({ text });
  });

  it('leaves images, small bodies, encoded bodies and clients without an encoding alone', async () => {
    const { compress } = createCompressor();
    const image = await compress(request('/img/page/X/1/1/1', 'br'), new Response(new Uint8Array(5000), { headers: { 'Content-Type': 'image/avif' } }));
    expect(image.headers.get('Content-Encoding')).toBeNull();
    const small = await compress(request('/api/v1/csrf/', 'br'), new Response('{"success":true}', { headers: { 'Content-Type': 'application/json', 'Content-Length': '16' } }));
    expect(small.headers.get('Content-Encoding')).toBeNull();
    const plain = await compress(request('/'), new Response(text, { headers: { 'Content-Type': 'text/html' } }));
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect((await bytes(plain)).toString()).toBe(text);
  });

  it('serves a hashed asset compressed from the build once, immutable; other files go to the static server', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yomiba-public-'));
    fs.mkdirSync(path.join(publicDir, 'assets'));
    fs.writeFileSync(path.join(publicDir, 'assets', 'index-OILworWg.js'), text);
    const { serveAsset, compress } = createCompressor({ publicDir });
    const first = (await serveAsset(request('/assets/index-OILworWg.js', 'gzip, br')))!;
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    const firstBody = await bytes(first);
    expect(Number(first.headers.get('Content-Length'))).toBe(firstBody.byteLength);
    expect(zlib.brotliDecompressSync(firstBody).toString()).toBe(text);
    // The same name is the same file: the second answer is the kept copy.
    fs.rmSync(publicDir, { recursive: true });
    expect(await bytes((await serveAsset(request('/assets/index-OILworWg.js', 'br')))!)).toEqual(firstBody);
    expect(await serveAsset(request('/assets/index-OILworWg.js'))).toBeNull();
    expect(await serveAsset(request('/assets/other-ABCDEFGH.js', 'br'))).toBeNull();
    expect(await serveAsset(request('/icons/logo.svg', 'br'))).toBeNull();
    // Without an encoding the static server answers; compress only marks a hashed asset immutable.
    const plain = await compress(request('/assets/index-OILworWg.js'), new Response(text, { headers: { 'Content-Type': 'text/javascript' } }));
    expect(plain.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const svg = await compress(request('/icons/logo.svg', 'br'), new Response(text, { headers: { 'Content-Type': 'image/svg+xml' } }));
    expect(svg.headers.get('Content-Encoding')).toBeNull();
  });

  it('the anonymous page cache answers with a compressed copy made once per entry', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10, sessionCookie: 's', compress: true });
    let renders = 0;
    const render = async () => {
      renders++;
      return new Response(text, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    };
    const miss = await cache.fetch(request('/', 'gzip, br'), render);
    const hit = await cache.fetch(request('/', 'gzip'), render);
    const identity = await cache.fetch(request('/'), render);
    expect(renders).toBe(1);
    expect(miss.headers.get('Content-Encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(await bytes(miss)).toString()).toBe(text);
    expect(hit.headers.get('Content-Encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytes(hit)).toString()).toBe(text);
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    expect((await bytes(identity)).toString()).toBe(text);
  });
});
