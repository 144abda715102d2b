import { describe, expect, it } from 'vitest';
import { isSecureRequest } from './secure-request.ts';

const request = (url: string, proto?: string) => new Request(url, { headers: proto ? { 'X-Forwarded-Proto': proto } : {} });

describe('isSecureRequest', () => {
  it('follows the URL scheme', () => {
    expect(isSecureRequest(request('https://yomiba.example/'), false)).toBe(true);
    expect(isSecureRequest(request('http://localhost/'), false)).toBe(false);
  });

  it('ignores X-Forwarded-Proto unless the proxy is trusted (a client could send it)', () => {
    expect(isSecureRequest(request('http://localhost/', 'https'), false)).toBe(false);
    expect(isSecureRequest(request('http://localhost/', 'https'), true)).toBe(true);
    expect(isSecureRequest(request('http://localhost/', 'HTTPS, http'), true)).toBe(true);
    expect(isSecureRequest(request('http://localhost/', 'http'), true)).toBe(false);
  });
});
