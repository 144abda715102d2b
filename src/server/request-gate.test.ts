import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { normalPath, requestGate } from './request-gate.ts';

/** The gate in front of a controller that records what reached it (as src/server-entry.tsx mounts it). */
function front(maxBodyBytes = 1024) {
  const reached: string[] = [];
  const app = new Hono();
  app.use(requestGate(maxBodyBytes));
  app.all('*', async (c) => {
    reached.push(`${c.req.method} ${new URL(c.req.url).pathname}`);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await c.req.arrayBuffer();
    return c.text('controller');
  });
  return { app, reached };
}

/** A body that counts how many of its chunks were read. */
function countedBody(chunks: number, size = 64 * 1024) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled++ >= chunks) controller.close();
      else controller.enqueue(new Uint8Array(size));
    },
  });
  return { body, pulled: () => pulled };
}

const ODD_PATHS = ['//evil.example/login', '//evil.example/login/', '//bookshelf/', '/transfer//list/', '/RSC/R//staff.txt', '///staff/', '//evil%2Eexample/', '//evil%E3%80%82example/', '//2130706433/'];

describe('the request gate (issue 29)', () => {
  it('collapses repeated slashes: a read answers 301 to the one path, never a Location starting with // or /\\', async () => {
    const { app, reached } = front();
    for (const path of ODD_PATHS) {
      const response = await app.request(`http://localhost${path}?a=1`);
      expect(response.status, path).toBe(301);
      const location = response.headers.get('location')!;
      expect(location, path).toBe(`${normalPath(new URL(`http://localhost${path}`).pathname)}?a=1`);
      expect(location, path).toMatch(/^\/(?![/\\])/);
    }
    expect(reached).toEqual([]);
    // Dot segments were resolved by the URL parser already: `//evil.example/%2e%2e` is `//`.
    expect((await app.request('http://localhost//evil.example/%2e%2e')).headers.get('location')).toBe('/');
    expect((await app.request('http://localhost/book/free/')).status).toBe(200);
  });

  it('answers 405 to any write outside the API, with the body unread', async () => {
    const { app, reached } = front();
    for (const [method, path] of [['POST', '/RSC/F/x/y.txt'], ['POST', '/staff'], ['POST', '/staff/'], ['PUT', '/bookshelf/'], ['DELETE', '/'], ['PATCH', '/RSC/R/staff.txt'], ['POST', '/RSC/R//staff.txt'], ['OPTIONS', '/book/']]) {
      const sent = countedBody(1000);
      const response = await app.request(`http://localhost${path}`, { method, body: sent.body, headers: { 'Transfer-Encoding': 'chunked' }, duplex: 'half' } as RequestInit);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(sent.pulled(), `${method} ${path}`).toBeLessThanOrEqual(1);
    }
    expect(reached).toEqual([]);
  });

  it('lets API writes through, under one body limit for everything (413 by length before reading, or while reading)', async () => {
    const { app, reached } = front(1024);
    expect((await app.request('http://localhost/api/v1/review/', { method: 'POST', body: 'x'.repeat(1024) })).status).toBe(200);
    const announced = await app.request('http://localhost/api/v1/review/', { method: 'POST', body: 'x'.repeat(1025) });
    expect(announced.status).toBe(413);
    expect(((await announced.json()) as { message: { content: string } }).message.content).toBe('送信されたデータが大きすぎます。内容を短くして再度お試しください。');
    const streamed = countedBody(1000, 512);
    const chunked = await app.request('http://localhost/api/v1/review/', { method: 'POST', body: streamed.body, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(streamed.pulled()).toBeLessThan(10);
    // A write to an API path spelt with repeated slashes is not an API call.
    expect((await app.request('http://localhost/api//v1/review/', { method: 'POST', body: '{}' })).status).toBe(404);
    expect(reached).toEqual(['POST /api/v1/review/']);
  });
});
