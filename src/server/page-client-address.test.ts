import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, withClientAddress } from './page-client-address.ts';

const incoming = { incoming: { socket: { remoteAddress: '198.51.100.23' } } as IncomingMessage };
const page = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });

describe('the client address of the gift code pages', () => {
  it('is the server’s own: a client’s header of that name is replaced by the socket’s address', () => {
    for (const path of ['/gift/coupon/GIFT100COINS/', '/gift/ticket/xmas-daily50/']) {
      const request = withClientAddress(new URL(`http://localhost${path}`), page(path, { [CLIENT_ADDRESS_HEADER]: '203.0.113.99', 'X-Forwarded-For': '203.0.113.98' }), incoming);
      expect(request.headers.get(CLIENT_ADDRESS_HEADER), path).toBe('198.51.100.23');
    }
    // Without node bindings (not behind the node server), 'unknown' rather than the client's word.
    expect(withClientAddress(new URL('http://localhost/gift/coupon/ABCDEFGH/'), page('/gift/coupon/ABCDEFGH/', { [CLIENT_ADDRESS_HEADER]: '203.0.113.99' }), undefined).headers.get(CLIENT_ADDRESS_HEADER)).toBe('unknown');
  });

  it('leaves every other page request as it is (no copy)', () => {
    const request = page('/book/');
    expect(withClientAddress(new URL('http://localhost/book/'), request, incoming)).toBe(request);
  });
});
