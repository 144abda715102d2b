import type { MiddlewareHandler } from 'hono';
import { ApiError } from '#platform/http/api-error.ts';
import type { UserView } from '../user-view.ts';
import type { ViewerVariables } from '../sessions.ts';

/** The spec's login modal default message (§5). */
export const LOGIN_REQUIRED_MESSAGE = '利用にはログインが必要です';

/** 401 in the error shape for a signed-out request; runs after `sessionMiddleware`. */
export function requireMember(): MiddlewareHandler<{ Variables: ViewerVariables }> {
  return async (c, next) => {
    if (!c.get('viewer')?.user) throw new ApiError(401, { content: LOGIN_REQUIRED_MESSAGE, label: 'modal', level: 'warning' });
    await next();
  };
}

/** The signed-in member of a request that passed `requireMember`. */
export function memberOf(c: { get: (key: 'viewer') => ViewerVariables['viewer'] }): UserView & { sessionId: string } {
  const viewer = c.get('viewer');
  if (!viewer.user || !viewer.sessionId) throw new ApiError(401, { content: LOGIN_REQUIRED_MESSAGE, label: 'modal', level: 'warning' });
  return { ...viewer.user, sessionId: viewer.sessionId };
}
