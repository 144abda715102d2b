import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { derivedRequest } from './derived-request.ts';

describe('derivedRequest', () => {
  it('copies the method, address and headers, with the changes asked for', async () => {
    const original = new Request('http://localhost/book/new/', { headers: { Cookie: 'a=1', Accept: 'text/html' } });
    const headers = new Headers(original.headers);
    headers.delete('cookie');
    const copy = derivedRequest(original, { url: 'http://localhost/book/new', headers });
    expect(copy.method).toBe('GET');
    expect(copy.url).toBe('http://localhost/book/new');
    expect(copy.headers.get('accept')).toBe('text/html');
    expect(copy.headers.has('cookie')).toBe(false);
    expect(derivedRequest(original, {}).headers.get('cookie')).toBe('a=1');
  });

  it('carries a body: the original stream, or the bytes given', async () => {
    const post = () => new Request('http://localhost/api/v1/x/', { method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } });
    expect(await derivedRequest(post(), { headers: { 'X-Test': '1' } }).text()).toBe('{"a":1}');
    const bytes = new TextEncoder().encode('{"b":2}');
    const copy = derivedRequest(post(), { body: bytes });
    expect(copy.method).toBe('POST');
    expect(await copy.json()).toEqual({ b: 2 });
  });

  it('does not follow the original signal, nor hang a listener on it (undici would, through a FinalizationRegistry entry)', () => {
    const controller = new AbortController();
    const original = new Request('http://localhost/', { signal: controller.signal });
    const listenersBefore = getEventListeners(original.signal, 'abort').length;
    const copy = derivedRequest(original, { headers: { 'X-Test': '1' } });
    expect(getEventListeners(original.signal, 'abort').length).toBe(listenersBefore);
    // What the platform's constructor does, for contrast: a listener that follows the original.
    const followed = new Request(original, { headers: { 'X-Test': '1' } });
    expect(getEventListeners(original.signal, 'abort').length).toBe(listenersBefore + 1);
    controller.abort();
    expect(followed.signal.aborted).toBe(true);
    expect(copy.signal.aborted).toBe(false);
  });
});
