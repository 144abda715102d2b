import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../errors/domain-error.ts';
import { log, type Logger } from '../log/logger.ts';
import { ApiError, messages } from './api-error.ts';
import { createApi } from './create-api.ts';
import { mapDomainErrors } from './domain-error-mapping.ts';
import { validate } from './validate.ts';

function demoApi() {
  const api = createApi();
  api.post('/api/v1/demo/', validate('json', z.object({ title: z.string().min(1), volume: z.number().int().positive() })), (c) =>
    c.json({ success: true, echo: c.req.valid('json') }),
  );
  api.get('/api/v1/teapot/', () => {
    throw new ApiError(409, { content: 'すでに処理済みです。', label: 'string', level: 'warning' });
  });
  api.get('/api/v1/crash/', () => {
    throw new Error('database exploded');
  });
  return api;
}

const post = (body: string) =>
  demoApi().request('/api/v1/demo/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('the API error shape', () => {
  it('passes valid input through', async () => {
    const response = await post(JSON.stringify({ title: 'a', volume: 2 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, echo: { title: 'a', volume: 2 } });
  });

  it('answers zod failures with 400, the message shape and the field problems', async () => {
    const response = await post(JSON.stringify({ title: '', volume: -1 }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.message).toEqual({ content: '入力内容に誤りがあります。', label: 'string', level: 'warning' });
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['title', 'volume']);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await post('{"title":');
    expect(response.status).toBe(400);
    expect((await response.json()).success).toBe(false);
  });

  it('keeps the status and message of an ApiError', async () => {
    const response = await demoApi().request('/api/v1/teapot/');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, message: { content: 'すでに処理済みです。', label: 'string', level: 'warning' } });
  });

  it('hides unexpected errors behind a 500 in the same shape', async () => {
    const response = await demoApi().request('/api/v1/crash/');
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.message.level).toBe('error');
    expect(JSON.stringify(body)).not.toContain('exploded');
  });

  it('answers unknown API routes with 404 and label notfound', async () => {
    const response = await demoApi().request('/api/v9/nothing/');
    expect(response.status).toBe(404);
    expect((await response.json()).message.label).toBe('notfound');
  });
});

class ShelfError extends DomainError<'full' | 'missing', { limit?: number }> {}
class OtherError extends DomainError<'full'> {}

const shelfErrors = mapDomainErrors(ShelfError, {
  full: (error) => new ApiError(409, { content: `本棚は${error.details?.limit}冊までです。`, label: 'modal', level: 'warning' }, undefined, { 'Retry-After': '60' }),
  missing: () => new ApiError(404, { content: '本棚が見つかりません。', label: 'notfound', level: 'warning' }),
});

describe('domain errors', () => {
  function shelfApi(error: Error) {
    const api = createApi({ domainErrors: [shelfErrors] });
    api.get('/api/v1/shelf/', () => {
      throw error;
    });
    return api;
  }

  it('answers a mapped code with its status, label, message and headers', async () => {
    const response = await shelfApi(new ShelfError('full', { limit: 3 })).request('/api/v1/shelf/');
    expect(response.status).toBe(409);
    expect(response.headers.get('Retry-After')).toBe('60');
    expect(await response.json()).toEqual({ success: false, message: { content: '本棚は3冊までです。', label: 'modal', level: 'warning' } });
    const missing = await shelfApi(new ShelfError('missing')).request('/api/v1/shelf/');
    expect(missing.status).toBe(404);
    expect((await missing.json()).message.label).toBe('notfound');
  });

  it('answers a domain error nobody mapped with a 500 that tells nothing', async () => {
    // The request's logger (a child of the process's) is where the API logs what it could not map.
    const errors = vi.fn();
    const child = vi.spyOn(log, 'child').mockImplementation(() => ({ error: errors, debug: () => undefined, isLevelEnabled: () => false }) as unknown as ReturnType<Logger["child"]>);
    const response = await shelfApi(new OtherError('full')).request('/api/v1/shelf/');
    const logged = errors.mock.calls.length;
    child.mockRestore();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, message: { content: messages.serverError, label: 'modal', level: 'error' } });
    expect(logged).toBe(1);
  });

  it('keeps the code and details on the error, without any HTTP', () => {
    const error = new ShelfError('full', { limit: 3 });
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ name: 'ShelfError', code: 'full', details: { limit: 3 }, message: 'full' });
    expect(shelfErrors.toApiError(new Error('full'))).toBeUndefined();
  });
});
