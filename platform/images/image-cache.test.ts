import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ImageCache, etagFor, type ImageRequest } from './image-cache.ts';
import { DiskImageStore, type ImageStore } from './image-store.ts';
import { CACHE_CONTROL, etagMatches, serveImage } from './respond.ts';

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'yomiba-images-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const variant: ImageRequest = { kind: 'cover', key: 'T000101-abc-w240', format: 'webp' };

/** A render that counts its calls and can be held open until `held` resolves. */
function counter(bytes = new Uint8Array([1, 2, 3, 4]), held?: Promise<void>) {
  const state = { calls: 0 };
  const render = async () => {
    state.calls += 1;
    await held;
    return bytes;
  };
  return { state, render };
}

describe('ImageCache', () => {
  it('renders once, then serves from memory, then from disk in a fresh process', async () => {
    const dataDir = await tempDir();
    const { state, render } = counter();
    const cache = new ImageCache({ dataDir });

    const first = await cache.get(variant, render);
    expect(state.calls).toBe(1);
    expect(first.contentType).toBe('image/webp');
    expect(first.etag).toBe(etagFor(variant));
    const file = path.join(dataDir, 'images', 'cover', 'T000101-abc-w240.webp');
    expect(cache.filePath(variant)).toBe(file);
    expect([...(await readFile(file))]).toEqual([1, 2, 3, 4]);
    expect((await readdir(path.dirname(file))).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    await cache.get(variant, render);
    expect(state.calls).toBe(1);
    expect(cache.stats.memoryHits).toBe(1);

    const restarted = new ImageCache({ dataDir });
    const fromDisk = await restarted.get(variant, render);
    expect(state.calls).toBe(1);
    expect(restarted.stats.diskHits).toBe(1);
    expect([...fromDisk.bytes]).toEqual([1, 2, 3, 4]);
  });

  it('shares one render between concurrent requests for the same variant', async () => {
    const cache = new ImageCache({ dataDir: await tempDir() });
    let release!: () => void;
    const { state, render } = counter(new Uint8Array([9, 9]), new Promise<void>((resolve) => (release = resolve)));
    const requests = Promise.all(Array.from({ length: 25 }, () => cache.get(variant, render)));
    // Held until all 25 have asked (each asks at once, before any await).
    release();
    const results = await requests;
    expect(state.calls).toBe(1);
    expect(cache.stats.joined).toBe(24);
    expect(new Set(results.map((r) => r.bytes)).size).toBe(1);
  });

  it('keeps formats and keys apart, and hashes unsafe keys into safe file names', async () => {
    const dataDir = await tempDir();
    const cache = new ImageCache({ dataDir });
    const avif = { ...variant, format: 'avif' as const };
    expect(etagFor(avif)).not.toBe(etagFor(variant));
    expect(cache.filePath(avif).endsWith('.avif')).toBe(true);
    const unsafe = cache.filePath({ kind: 'page', key: '../../etc/passwd', format: 'jpeg' });
    expect(path.dirname(unsafe)).toBe(path.join(dataDir, 'images', 'page'));
    expect(path.basename(unsafe)).toMatch(/^h-[0-9a-f]{40}\.jpg$/);
    expect(() => cache.filePath({ kind: '../x', key: 'a', format: 'jpeg' })).toThrow();
  });

  it('evicts the least recently used entries beyond the memory bound', async () => {
    const cache = new ImageCache({ dataDir: await tempDir(), maxMemoryBytes: 8 * 100 });
    const bytes = new Uint8Array(100);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) await cache.get({ ...variant, key }, async () => bytes);
    expect(cache.stats.memoryBytes).toBe(800);
    await cache.get({ ...variant, key: 'a' }, async () => bytes); // a becomes the most recent
    await cache.get({ ...variant, key: 'i' }, async () => bytes); // evicts b
    expect(cache.stats.memoryEntries).toBe(8);
    expect(cache.stats.memoryBytes).toBe(800);
    const before = cache.stats.diskHits;
    await cache.get({ ...variant, key: 'a' }, async () => bytes);
    expect(cache.stats.diskHits).toBe(before);
    await cache.get({ ...variant, key: 'b' }, async () => bytes);
    expect(cache.stats.diskHits).toBe(before + 1);
  });

  it('does not keep a failed render, so the next request tries again', async () => {
    const cache = new ImageCache({ dataDir: await tempDir() });
    await expect(cache.get(variant, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const image = await cache.get(variant, async () => new Uint8Array([7]));
    expect([...image.bytes]).toEqual([7]);
  });
});

describe('serveImage', () => {
  it('answers 200 with validators, then 304 without a body or a render', async () => {
    const cache = new ImageCache({ dataDir: await tempDir() });
    const { state, render } = counter();
    const ok = await serveImage(new Request('http://x/img'), { ...variant, cache, policy: 'public', render });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/webp');
    expect(ok.headers.get('content-length')).toBe('4');
    expect(ok.headers.get('cache-control')).toBe(CACHE_CONTROL.public);
    expect(ok.headers.get('vary')).toBe('Accept');
    const etag = ok.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect([...new Uint8Array(await ok.arrayBuffer())]).toEqual([1, 2, 3, 4]);

    const fresh = new ImageCache({ dataDir: await tempDir() });
    const { state: freshState, render: freshRender } = counter();
    const notModified = await serveImage(new Request('http://x/img', { headers: { 'If-None-Match': `"other", ${etag}` } }), {
      ...variant,
      cache: fresh,
      policy: 'private',
      render: freshRender,
    });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(notModified.headers.get('cache-control')).toBe('private, max-age=300');
    expect(freshState.calls).toBe(0);
    expect(state.calls).toBe(1);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"c"', '"b"')).toBe(false);
    expect(etagMatches(null, '"b"')).toBe(false);
  });

  it('finds what another process rendered into a shared store directory, and takes any store behind the interface', async () => {
    const shared = new DiskImageStore(await tempDir());
    const [one, two] = [new ImageCache({ store: shared }), new ImageCache({ store: shared })];
    const { state, render } = counter(new Uint8Array([5, 6, 7]));
    await one.get(variant, render);
    const found = await two.get(variant, render);
    expect(state.calls).toBe(1);
    expect(two.stats).toMatchObject({ diskHits: 1, renders: 0 });
    expect([...found.bytes]).toEqual([5, 6, 7]);

    const kept = new Map<string, Uint8Array>();
    const memoryStore: ImageStore = { read: async (kind, name) => kept.get(`${kind}/${name}`), write: async (kind, name, bytes) => void kept.set(`${kind}/${name}`, bytes) };
    await new ImageCache({ store: memoryStore }).get(variant, render);
    expect([...kept.keys()]).toEqual(['cover/T000101-abc-w240.webp']);
    expect(() => new ImageCache({ store: memoryStore }).filePath(variant)).toThrow();
  });
});
