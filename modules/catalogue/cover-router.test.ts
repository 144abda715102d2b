import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '#platform/http/create-api.ts';
import { ImageCache } from '#platform/images/image-cache.ts';
import type { CoverSource } from './catalogue-service.ts';
import { coverRouter } from './cover-router.ts';
import { demoArt } from '#demo/art/index.ts';

const sources: Record<string, CoverSource> = {
  T000101: { titleCode: 'T000101', titleName: '竜王の剣と七つの約束', genreCode: 1111, authors: '山田太郎・佐藤花子', isAdult: false },
  T000202: { titleCode: 'T000202', titleName: 'きみと恋するシンデレラ・ストーリー', genreCode: 1112, authors: '桜井みゆき', isAdult: false },
  T000303: { titleCode: 'T000303', titleName: '夜更けの約束', genreCode: 1122, authors: '月野しずく', isAdult: true },
};
let lookups = 0;
const catalogue = {
  coverSource: async (titleCode: string) => {
    lookups += 1;
    return sources[titleCode] ?? null;
  },
};

let dataDir = '';
let cache: ImageCache;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'yomiba-covers-'));
  cache = new ImageCache({ dataDir });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const app = () => createApi().route('/', coverRouter(catalogue, { masters: demoArt, cache, sourceTtlMs: 0 }));
const webp = { Accept: 'image/webp,*/*' };

describe('GET /img/cover/:titleCode', () => {
  it('serves the cover at the requested width, rounded up, as immutable WebP', async () => {
    const response = await app().request('/img/cover/T000101?w=200', { headers: webp });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 360]);
  });

  it('defaults to 240 px and JPEG without an Accept header', async () => {
    const response = await app().request('/img/cover/T000202');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 240]);
  });

  it('answers If-None-Match with 304 and no body', async () => {
    const first = await app().request('/img/cover/T000101?w=480', { headers: webp });
    const etag = first.headers.get('etag') ?? '';
    const again = await app().request('/img/cover/T000101?w=480', { headers: { ...webp, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('refuses adult covers (403, no image) unless the request is allowed, and then never to shared caches', async () => {
    const refused = await app().request('/img/cover/T000303', { headers: webp });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/json/);
    const allowedApp = createApi().route('/', coverRouter(catalogue, { masters: demoArt, cache, sourceTtlMs: 0, adultAllowed: async (r) => r.headers.get('x-test-adult') === '1' }));
    expect((await allowedApp.request('/img/cover/T000303', { headers: webp })).status).toBe(403);
    const allowed = await allowedApp.request('/img/cover/T000303', { headers: { ...webp, 'x-test-adult': '1' } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toMatch(/^private/);
  });

  it('answers 404 in the error shape for unknown titles', async () => {
    const response = await app().request('/img/cover/NOPE', { headers: webp });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: { content: expect.any(String), label: 'notfound', level: 'warning' } });
  });

  it('answers 400 for bad widths', async () => {
    for (const w of ['abc', '0', '-1', '1.5', '100000']) {
      const response = await app().request(`/img/cover/T000101?w=${w}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, message: { label: 'string' } });
    }
  });

  it('reuses cover sources for the configured time', async () => {
    const remembering = createApi().route('/', coverRouter(catalogue, { masters: demoArt, cache, sourceTtlMs: 60_000 }));
    const before = lookups;
    await remembering.request('/img/cover/T000101?w=120', { headers: webp });
    await remembering.request('/img/cover/T000101?w=120', { headers: webp });
    expect(lookups - before).toBe(1);
  });
});
