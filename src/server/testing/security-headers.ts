import { Hono } from 'hono';
import { securityHeaders } from '../http-policy.ts';

/** `response` as the front controller (src/server-entry.tsx) answers it to `request`: with its security headers. */
export async function withSecurityHeaders(response: Response, request: Request = new Request('http://localhost/')): Promise<Response> {
  const front = new Hono();
  front.use(...securityHeaders());
  front.all('*', () => response);
  return front.fetch(request);
}
