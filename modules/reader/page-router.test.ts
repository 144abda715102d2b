import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '#platform/http/create-api.ts';
import { ImageCache } from '#platform/images/image-cache.ts';
import type { ViewerStory } from '#modules/catalogue/index.ts';
import { pageRouter } from './page-router.ts';
import { demoArt } from '#demo/art/index.ts';
import type { PageAccessPolicy } from './page-access.ts';

const story = (overrides: Partial<ViewerStory> = {}): ViewerStory => ({
  storyId: 101,
  titleCode: 'T000101',
  titleName: '竜王の剣と七つの約束',
  isAdult: false,
  isVertical: false,
  volumeSerialNumber: 1,
  volumeName: '第1巻',
  storyNumber: 1,
  storyName: '第1話',
  paymentType: 1,
  pageCount: 5,
  previous: null,
  next: null,
  ...overrides,
});

/** Story 1 is free, story 2 costs coins, story 3 is free-if-you-wait; nothing else exists. */
const catalogue = {
  viewerStory: async (titleCode: string, volume: number, storyNumber: number) => {
    if (titleCode !== 'T000101' || volume !== 1) return null;
    if (storyNumber === 1) return story();
    if (storyNumber === 2) return story({ storyNumber: 2, paymentType: 3 });
    if (storyNumber === 3) return story({ storyNumber: 3, paymentType: 2 });
    return null;
  },
};

let dataDir = '';
let cache: ImageCache;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'yomiba-pages-'));
  cache = new ImageCache({ dataDir });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function app(access?: PageAccessPolicy) {
  return createApi().route('/', pageRouter({ catalogue, masters: demoArt, access, cache }));
}
const webp = { Accept: 'image/webp,*/*' };

async function expectFailure(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = await response.json();
  expect(body).toMatchObject({ success: false, message: { content: expect.any(String), label: expect.any(String), level: expect.any(String) } });
  return body;
}

describe('GET /img/page/:titleCode/:volume/:story/:page', () => {
  it('serves a free page as an immutable public WebP', async () => {
    const response = await app().request('/img/page/T000101/1/1/2?w=540', { headers: webp });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 540, 767]);
  });

  it('negotiates AVIF and JPEG', async () => {
    const avif = await app().request('/img/page/T000101/1/1/1?w=360', { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    const jpeg = await app().request('/img/page/T000101/1/1/1?w=360');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).format).toBe('jpeg');
    expect(avif.headers.get('etag')).not.toBe(jpeg.headers.get('etag'));
  });

  it('answers If-None-Match with 304 and no body', async () => {
    const first = await app().request('/img/page/T000101/1/1/3', { headers: webp });
    const etag = first.headers.get('etag') ?? '';
    const again = await app().request('/img/page/T000101/1/1/3', { headers: { ...webp, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });

  it('refuses coin and wait-free stories with 403 JSON and no image by default', async () => {
    for (const url of ['/img/page/T000101/1/2/1', '/img/page/T000101/1/3/1']) {
      const response = await app().request(url, { headers: webp });
      const body = await expectFailure(response, 403);
      expect(body.message.content).toBe('このページを表示する権限がありません。');
      expect(response.headers.get('etag')).toBeNull();
    }
  });

  it('asks the policy before reading or rendering, and marks private pages private', async () => {
    const seen: number[] = [];
    const entitled: PageAccessPolicy = async ({ story: s, request }) => {
      seen.push(s.storyNumber);
      return request.headers.get('x-member') === 'yes' ? 'private' : 'denied';
    };
    const denied = await app(entitled).request('/img/page/T000101/1/2/1', { headers: webp });
    await expectFailure(denied, 403);
    const allowed = await app(entitled).request('/img/page/T000101/1/2/1', { headers: { ...webp, 'x-member': 'yes' } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toBe('private, max-age=300');
    expect(seen).toEqual([2, 2]);
    // A conditional request still goes through the policy: no 304 for someone who may not see it.
    const etag = allowed.headers.get('etag') ?? '';
    await expectFailure(await app(entitled).request('/img/page/T000101/1/2/1', { headers: { ...webp, 'If-None-Match': etag } }), 403);
  });

  it('answers 404 for unknown stories and pages past the end', async () => {
    for (const url of ['/img/page/T000101/1/9/1', '/img/page/NOPE/1/1/1', '/img/page/T000101/2/1/1', '/img/page/T000101/1/1/6']) {
      const body = await expectFailure(await app().request(url), 404);
      expect(body.message.label).toBe('notfound');
    }
  });

  it('answers 400 for bad widths and non-positive or non-integer params', async () => {
    for (const url of ['/img/page/T000101/1/1/1?w=abc', '/img/page/T000101/1/1/1?w=0', '/img/page/T000101/1/1/1?w=99999', '/img/page/T000101/1/1/0', '/img/page/T000101/x/1/1', '/img/page/T000101/1/1.5/1', '/img/page/T000101/1/-1/1']) {
      await expectFailure(await app().request(url), 400);
    }
  });
});
