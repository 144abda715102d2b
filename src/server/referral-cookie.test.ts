import { describe, expect, it } from 'vitest';
import { matchReferralLink } from './referral-cookie.ts';

const link = (path: string, secure = false) => matchReferralLink(new Request(`http://localhost${path}`), new URL(`http://localhost${path}`), secure);

describe('the referral link /signup/?ref=CODE', () => {
  it('keeps a well-formed code in an HttpOnly cookie for 30 days and shows the plain sign-up page', () => {
    const response = link('/signup/?ref=G9JGYF6B', true)!;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/signup/');
    expect(response.headers.get('Set-Cookie')).toBe('yomiba_ref=G9JGYF6B; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure');
  });

  it('drops a malformed code without a cookie, and leaves every other address alone', () => {
    const response = link('/signup/?ref=%3Cscript%3E')!;
    expect(response.status).toBe(302);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(link('/signup/')).toBeNull();
    expect(link('/signin/?ref=G9JGYF6B')).toBeNull();
  });
});
