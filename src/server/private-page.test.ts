import { describe, expect, it } from 'vitest';
import { privatePage, withSetCookie } from './member-page.ts';

describe("a member's page answered privately (privatePage)", () => {
  it('sets its headers in place, so that a page kept as bytes is answered without a new body', async () => {
    const kept = new TextEncoder().encode('<p>本棚</p>');
    const response = new Response(kept, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=30', Vary: 'Cookie' } });
    const answered = privatePage(response);
    expect(answered).toBe(response);
    expect(answered.headers.get('cache-control')).toBe('private, no-store');
    // Vary: Cookie once, not twice.
    expect(answered.headers.get('vary')).toBe('Cookie');
    expect(await answered.text()).toBe('<p>本棚</p>');
  });

  it('adds Cookie to another Vary', () => {
    const response = privatePage(new Response('x', { headers: { Vary: 'Accept-Encoding' } }));
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
  });

  it('answers a copy when the headers cannot change (a redirect)', () => {
    const redirect = Response.redirect('http://127.0.0.1/signin/?next=%2Fbookshelf%2F', 302);
    const answered = privatePage(redirect);
    expect(answered).not.toBe(redirect);
    expect({ status: answered.status, location: answered.headers.get('location'), cache: answered.headers.get('cache-control'), vary: answered.headers.get('vary') }).toEqual({
      status: 302,
      location: 'http://127.0.0.1/signin/?next=%2Fbookshelf%2F',
      cache: 'private, no-store',
      vary: 'Cookie',
    });
  });
});

describe("a session's renewed cookie on a page (withSetCookie)", () => {
  it('is appended in place, next to the cookies already set, and the body is not read', async () => {
    const response = new Response(new TextEncoder().encode('<p>ページ</p>'), { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': 'a=1; Path=/' } });
    const answered = withSetCookie(response, 'yomiba_session=renewed; Path=/; HttpOnly');
    expect(answered).toBe(response);
    expect(answered.bodyUsed).toBe(false);
    expect(answered.headers.getSetCookie()).toEqual(['a=1; Path=/', 'yomiba_session=renewed; Path=/; HttpOnly']);
    expect(await answered.text()).toBe('<p>ページ</p>');
  });

  it('leaves the response alone without a cookie, and copies one whose headers cannot change', () => {
    const response = new Response('x');
    expect(withSetCookie(response, undefined)).toBe(response);
    const redirect = Response.redirect('http://127.0.0.1/signin/', 302);
    const answered = withSetCookie(redirect, 'yomiba_session=; Max-Age=0; Path=/');
    expect(answered).not.toBe(redirect);
    expect({ status: answered.status, location: answered.headers.get('location'), cookies: answered.headers.getSetCookie() }).toEqual({
      status: 302,
      location: 'http://127.0.0.1/signin/',
      cookies: ['yomiba_session=; Max-Age=0; Path=/'],
    });
  });
});
