import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { MiddlewareHandler } from 'hono';
import { parse } from 'hono/utils/cookie';
import { SignJWT, jwtVerify } from 'jose';
import { isSecureRequest } from '../../platform/http/secure-request.ts';
import { Session } from './entities/session.ts';
import { SocialIdentity } from './social/social-identity.ts';
import { loadSessionSecret } from './session-secret.ts';
import { toUserView, type UserView, type ViewIdentity } from './user-view.ts';

export const SESSION_COOKIE = 'yomiba_session';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A valid session older than this since its last refresh gets a new expiry and a new cookie. */
export const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
export const JWT_ISSUER = 'yomiba';
export const JWT_AUDIENCE = 'yomiba-web';

const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

/** Whether the request came over HTTPS, behind a trusted proxy too (the same rule as the CSRF cookie). */
export { isSecureRequest };

/** `__Host-yomiba_session` over HTTPS, `yomiba_session` over plain HTTP (development). */
export const sessionCookieName = (secure: boolean): string => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/** A Set-Cookie value carrying the session token: HttpOnly, SameSite=Lax, Path=/, 30 days, Secure over HTTPS. */
export function sessionCookie(token: string, secure: boolean, maxAgeSeconds = SESSION_TTL_SECONDS): string {
  return `${sessionCookieName(secure)}=${token}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A Set-Cookie value that removes the session cookie. */
export const clearSessionCookie = (secure: boolean): string => sessionCookie('', secure, 0);

export type Viewer = {
  user: UserView | null;
  sessionId: string | null;
  /** A Set-Cookie value to send with the response: the re-issued cookie (sliding expiry) or, for a cookie that no longer counts, its removal. */
  refreshCookie?: string;
};

export type SessionServiceOptions = { secret?: Uint8Array; now?: () => Date };

/** Sessions behind the `yomiba_session` cookie: a HS256 JWT naming a row of `user_session`. */
export function createSessionService(orm: MikroORM, options: SessionServiceOptions = {}) {
  const secret = options.secret ?? loadSessionSecret();
  const now = options.now ?? (() => new Date());
  const viewers = new WeakMap<Request, Promise<Viewer>>();

  async function signToken(userId: number, sessionId: string, expiresAt: Date): Promise<string> {
    const issuedAt = Math.floor(now().getTime() / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setNotBefore(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(secret);
  }

  /** The claims of a well-signed, current token, or null. */
  async function verifyToken(token: string): Promise<{ userId: number; sessionId: string } | null> {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        requiredClaims: ['sub', 'sid', 'iat', 'nbf', 'exp'],
        currentDate: now(),
      });
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return null;
      return { userId, sessionId };
    } catch {
      return null;
    }
  }

  async function resolve(request: Request): Promise<Viewer> {
    const anonymous: Viewer = { user: null, sessionId: null };
    const secure = isSecureRequest(request);
    const header = request.headers.get('cookie');
    const token = header ? parse(header, sessionCookieName(secure))[sessionCookieName(secure)] : undefined;
    if (!token) return anonymous;
    const invalid: Viewer = { ...anonymous, refreshCookie: clearSessionCookie(secure) };
    const claims = await verifyToken(token);
    if (!claims) return invalid;
    const em = orm.em.fork();
    const session = await em.findOne(Session, { id: claims.sessionId }, { populate: ['user'] });
    const at = now();
    if (!session || session.user.id !== claims.userId || session.revokedAt || session.expiresAt <= at || session.user.deletedAt) return invalid;
    const user = session.user;
    let refreshCookie: string | undefined;
    if (at.getTime() - session.lastSeenAt.getTime() > SESSION_REFRESH_AFTER_MS) {
      session.lastSeenAt = at;
      session.expiresAt = new Date(at.getTime() + SESSION_TTL_SECONDS * 1000);
      await em.flush();
      refreshCookie = sessionCookie(await signToken(user.id, session.id, session.expiresAt), secure);
    }
    const identities = await em.find(SocialIdentity, { user: user.id }, { fields: ['provider', 'createdAccount'], orderBy: { linkedAt: 'asc', id: 'asc' } });
    const view = toUserView(
      user,
      identities.map((i) => ({ provider: i.provider as ViewIdentity['provider'], createdAccount: i.createdAccount })),
    );
    return { user: view, sessionId: session.id, ...(refreshCookie ? { refreshCookie } : {}) };
  }

  return {
    /**
     * Who sent the request: the signed-in user and session, or anonymous. Usable outside Hono (page
     * rendering); answers the same promise for the same Request object, so that the middleware and
     * handlers of one request share one lookup. The caller sends `refreshCookie` when present.
     */
    readViewer(request: Request): Promise<Viewer> {
      let viewer = viewers.get(request);
      if (!viewer) {
        viewer = resolve(request);
        viewers.set(request, viewer);
      }
      return viewer;
    },

    /** A new session for the user (a fresh id on every sign-in) and the Set-Cookie value carrying it. */
    async startSession(userId: number, userAgent: string, secure: boolean): Promise<{ sessionId: string; cookie: string }> {
      const em = orm.em.fork();
      const at = now();
      const session = em.create(Session, {
        id: randomBytes(16).toString('base64url'),
        user: userId,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + SESSION_TTL_SECONDS * 1000),
        revokedAt: null,
        userAgent: userAgent.slice(0, 512),
      });
      await em.flush();
      return { sessionId: session.id, cookie: sessionCookie(await signToken(userId, session.id, session.expiresAt), secure) };
    },

    /** Ends a session: its cookie no longer signs anyone in, even when replayed. */
    async revokeSession(sessionId: string): Promise<void> {
      await orm.em.fork().nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: now() });
    },

    /** Ends every session of the user except `keepSessionId` (password change, reset, account deletion). Returns how many ended. */
    async revokeUserSessions(userId: number, keepSessionId?: string): Promise<number> {
      const where = keepSessionId ? { user: userId, revokedAt: null, id: { $ne: keepSessionId } } : { user: userId, revokedAt: null };
      return orm.em.fork().nativeUpdate(Session, where, { revokedAt: now() });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

export type ViewerVariables = { viewer: Viewer };

/**
 * Puts the viewer on the context (`c.get('viewer')`) and sends its refreshed (or cleared) session
 * cookie, unless the handler already set the session cookie itself (sign-in, logout).
 */
export function sessionMiddleware(sessions: Pick<SessionService, 'readViewer'>): MiddlewareHandler<{ Variables: ViewerVariables }> {
  return async (c, next) => {
    const viewer = await sessions.readViewer(c.req.raw);
    c.set('viewer', viewer);
    await next();
    if (viewer.refreshCookie) {
      const name = `${sessionCookieName(isSecureRequest(c.req.raw))}=`;
      if (!c.res.headers.getSetCookie().some((cookie) => cookie.startsWith(name))) c.res.headers.append('Set-Cookie', viewer.refreshCookie);
    }
  };
}
