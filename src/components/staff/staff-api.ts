/**
 * The console's calls: JSON (or an image's bytes) with the CSRF header; the answer, or what went wrong in
 * a form's terms — the message, field problems by path, and on 409 both versions of the object.
 */
import { csrfHeaders } from '../../lib/http/csrf.ts';

export type Conflict<T = Record<string, unknown>> = { current: T; currentVersion: number; yours: T; yourVersion: number };

export type StaffAnswer<A> =
  | { ok: true; answer: A }
  | { ok: false; status: number; message: string; fields: Record<string, string>; conflict?: Conflict };

const NETWORK = '通信に失敗しました。接続を確認して、もう一度お試しください。';

export async function staffSend<A>(path: string, body: unknown, options: { method?: string; contentType?: string } = {}): Promise<StaffAnswer<A>> {
  try {
    const raw = body instanceof Blob;
    const response = await fetch(path, {
      method: options.method ?? 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': raw ? options.contentType || (body as Blob).type || 'image/unknown' : 'application/json', ...(await csrfHeaders()) },
      body: raw ? (body as Blob) : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { success?: boolean; message?: { content?: string }; errors?: { path: string; message: string }[]; conflict?: Conflict };
    if (response.ok && json.success) return { ok: true, answer: json as A };
    const fields: Record<string, string> = {};
    for (const problem of json.errors ?? []) fields[problem.path] ??= problem.message;
    return { ok: false, status: response.status, message: json.message?.content ?? NETWORK, fields, conflict: json.conflict };
  } catch {
    return { ok: false, status: 0, message: NETWORK, fields: {} };
  }
}

export async function staffGet<A>(path: string): Promise<A | null> {
  try {
    const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as A) : null;
  } catch {
    return null;
  }
}
