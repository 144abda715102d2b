import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../http/create-api.ts';
import { log } from './logger.ts';
import { requestIdOf, withRequestId } from './request-log.ts';

/** Lines the process logger writes while `run` runs (JSON parsed), at debug level. */
function captureLines() {
  const lines: Record<string, unknown>[] = [];
  const sink = pino({ level: 'debug' }, new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) }));
  vi.spyOn(log, 'child').mockImplementation((bindings) => sink.child(bindings));
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe('request ids', () => {
  it('the API answers X-Request-Id and its log lines carry it; a well-formed id from the caller is kept', async () => {
    const lines = captureLines();
    const api = createApi();
    api.get('/ok', (c) => {
      c.get('log').info({ step: 'handler' }, 'handling');
      return c.json({ id: c.get('requestId') });
    });
    api.get('/boom', () => {
      throw new Error('kaboom');
    });

    const ok = await api.request('/ok');
    const id = ok.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await ok.json()).toEqual({ id });
    expect(lines.find((l) => l.step === 'handler')).toMatchObject({ reqId: id, msg: 'handling' });
    expect(lines.find((l) => l.msg === 'request' && l.path === '/ok')).toMatchObject({ reqId: id, status: 200 });

    const boom = await api.request('/boom', { headers: { 'X-Request-Id': 'caller-id-1' } });
    expect(boom.status).toBe(500);
    expect(boom.headers.get('x-request-id')).toBe('caller-id-1');
    expect(lines.find((l) => l.msg === '[api] unhandled error')).toMatchObject({ reqId: 'caller-id-1', err: { message: 'kaboom' } });
  });

  it('a router mounted on the API keeps the outer id', async () => {
    const lines = captureLines();
    const api = createApi();
    const inner = createApi();
    inner.get('/inner', (c) => c.text(c.get('requestId')));
    api.route('/', inner);
    const response = await api.request('/inner');
    expect(await response.text()).toBe(response.headers.get('x-request-id'));
    expect(lines.filter((l) => l.msg === 'request')).toHaveLength(1);
  });

  it('pages: the caller id when well formed (as Hono keeps it), else a new one, answered in X-Request-Id', async () => {
    expect(requestIdOf(new Request('http://x/', { headers: { 'X-Request-Id': 'abc-123=' } }))).toBe('abc-123=');
    const fresh = requestIdOf(new Request('http://x/', { headers: { 'X-Request-Id': 'no spaces<>' } }));
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(new Request('http://x/', { headers: { 'X-Request-Id': 'a'.repeat(256) } }))).not.toBe('a'.repeat(256));
    const page = withRequestId(new Response('<p>hi</p>', { status: 201, headers: { 'Content-Type': 'text/html' } }), fresh);
    expect(page.status).toBe(201);
    expect(page.headers.get('x-request-id')).toBe(fresh);
    expect(page.headers.get('content-type')).toBe('text/html');
    expect(await page.text()).toBe('<p>hi</p>');
  });

  it('a plain Hono router (no createApi) still logs, through the process logger', async () => {
    const { requestLog } = await import('./request-log.ts');
    const app = new Hono();
    app.get('/', (c) => c.text(requestLog(c) === log ? 'process' : 'request'));
    expect(await (await app.request('/')).text()).toBe('process');
  });
});
