import { derivedRequest } from './derived-request.ts';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, messages } from './api-error.ts';

/** C0 controls, DEL and C1 controls: never in a path or a query. */
// oxlint-disable-next-line no-control-regex -- finding them is the point
export const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** In bodies tab, newline and CR may stand in multi-line text (a review, an inquiry); no other control. */
// oxlint-disable-next-line no-control-regex -- finding them is the point
const BODY_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const refuse = (path: string) =>
  new ApiError(400, { content: messages.invalidInput, label: 'string', level: 'warning' }, [{ path, message: messages.controlCharacters }]);

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The first string of a parsed JSON value (keys included) with a forbidden control character, as a path; walked without recursion. */
function controlInJson(root: unknown): string | null {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (BODY_CONTROL.test(value)) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (ANY_CONTROL.test(key)) return itemPath;
        stack.push([item, itemPath]);
      }
    }
  }
  return null;
}

/**
 * NUL and other control characters answer 400 in the API's error shape wherever they come from: the
 * path, the query, a JSON, form or text body. PostgreSQL refuses NUL in text, so without this a
 * NUL reached the database and came back as a 500.
 */
export function refuseControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (ANY_CONTROL.test(decoded(url.pathname))) throw refuse('path');
    for (const [name, value] of url.searchParams) {
      if (ANY_CONTROL.test(name) || ANY_CONTROL.test(value)) throw refuse(name);
    }
    if (c.req.raw.body && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const type = (c.req.header('content-type') ?? '').toLowerCase();
      // Read once (Hono keeps the bytes for the validators and handlers), and give the raw request a
      // fresh copy for middleware that reads it again (a route's own body limit).
      const bytes = await c.req.arrayBuffer();
      c.req.raw = derivedRequest(c.req.raw, { body: bytes });
      if (type.startsWith('image/')) {
        // An uploaded image is bytes, not text: whoever takes it checks it as an image.
      } else if (type.startsWith('multipart/form-data')) {
        let form: FormData | undefined;
        try {
          form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
        } catch {
          form = undefined; // A malformed form is the handler's 400.
        }
        for (const [name, value] of form ?? []) {
          if (ANY_CONTROL.test(name) || (typeof value === 'string' && BODY_CONTROL.test(value))) throw refuse(name);
        }
      } else {
        const text = new TextDecoder().decode(bytes);
        if (type.includes('json')) {
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined; // Malformed JSON is the validator's 400.
          }
          const path = controlInJson(parsed);
          if (path !== null) throw refuse(path);
        } else if (type.startsWith('application/x-www-form-urlencoded')) {
          for (const [name, value] of new URLSearchParams(text)) {
            if (ANY_CONTROL.test(name) || BODY_CONTROL.test(value)) throw refuse(name);
          }
        } else if (BODY_CONTROL.test(text)) {
          throw refuse('body');
        }
      }
    }
    await next();
  };
}

export type BodyLimitRule = { prefix: string; maxBytes: number };

/** The ceiling of any request body unless the app sets its own default. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Request bodies beyond their route's limit answer 413 in the error shape, before anything parses
 * them: by Content-Length when given, else while the chunked stream is read. `rules`: the first
 * whose prefix starts the path decides, else `defaultMaxBytes`.
 */
export function limitRequestBodies(rules: BodyLimitRule[] = [], defaultMaxBytes = DEFAULT_BODY_LIMIT): MiddlewareHandler {
  const tooLarge = () => {
    throw new ApiError(413, { content: messages.payloadTooLarge, label: 'modal', level: 'warning' });
  };
  const limits = new Map<number, MiddlewareHandler>();
  const limiter = (maxSize: number) => {
    let limit = limits.get(maxSize);
    if (!limit) limits.set(maxSize, (limit = bodyLimit({ maxSize, onError: tooLarge })));
    return limit;
  };
  return (c, next) => {
    const rule = rules.find((r) => c.req.path.startsWith(r.prefix));
    return limiter(rule?.maxBytes ?? defaultMaxBytes)(c, next);
  };
}
