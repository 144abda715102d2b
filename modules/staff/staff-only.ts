import type { MiddlewareHandler } from 'hono';
import { ApiError } from '#platform/http/api-error.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { STAFF_MESSAGES } from './staff-messages.ts';

/** Who made a change in the console (the audit log's "who"). */
export type StaffActor = { userId: number; name: string };

/**
 * Every staff API sits behind this: visitors and members alike get 403 with the Japanese message (the
 * pages send them to /signin/ instead, src/server/route-guards.ts). The CSRF token of writes is checked
 * before, by the API's csrfProtection on every /api/ path.
 */
export function staffOnly(): MiddlewareHandler<{ Variables: ViewerVariables }> {
  return async (c, next) => {
    if (!c.get('viewer')?.user?.isStaff) throw new ApiError(403, { content: STAFF_MESSAGES.notStaff, label: 'modal', level: 'warning' });
    c.header('Cache-Control', 'no-store');
    await next();
  };
}

/** The staff member of a request that passed `staffOnly`. */
export function staffActor(c: { get: (key: 'viewer') => ViewerVariables['viewer'] }): StaffActor {
  const user = c.get('viewer').user!;
  return { userId: user.userId, name: user.userDisplayName || user.userEmail || `staff#${user.userId}` };
}
