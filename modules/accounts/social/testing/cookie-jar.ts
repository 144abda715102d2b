import { csrfHeaders } from '#platform/testing/csrf.ts';

/** A browser's cookies, as far as these tests need them (paths ignored, Max-Age=0 deletes). */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(response: Response): void {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = setCookie.split('; ');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (attributes.includes('Max-Age=0') || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  delete(name: string): void {
    this.cookies.delete(name);
  }

  /** The Cookie header, with the test CSRF cookie when asked. */
  header(withCsrf = false): string {
    const pairs = [...this.cookies].map(([name, value]) => `${name}=${value}`);
    if (withCsrf) pairs.push(csrfHeaders.Cookie!);
    return pairs.join('; ');
  }
}
