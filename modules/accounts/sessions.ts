import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { MiddlewareHandler } from 'hono';
import { parse } from 'hono/utils/cookie';
import { SignJWT, jwtVerify } from 'jose';
import { createCache } from '#platform/cache/cache.ts';
import { preparedStatement } from '#platform/db/prepared.ts';
import { isSecureRequest } from '#platform/http/secure-request.ts';
import { Session } from './entities/session.ts';
import { loadSessionSecret } from './session-secret.ts';
import { toUserView, type UserView, type ViewedUser, type ViewIdentity } from './user-view.ts';

export const SESSION_COOKIE = 'yomiba_session';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A valid session older than this since its last refresh gets a new expiry and a new cookie. */
export const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
export const JWT_ISSUER = 'yomiba';
export const JWT_AUDIENCE = 'yomiba-web';

const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;
const VERIFIED_TOKENS_MAX = 20_000;

type VerifiedToken = { claims: { userId: number; sessionId: string }; notBefore: number; expires: number };

type SessionRow = ViewedUser & { lastSeenAt: string | Date; expiresAt: string | Date; identities: ViewIdentity[] };
/** A session row as kept between requests: its user id and expiry checked again on every use. */
type KnownSession = { row: SessionRow; userId: number; expiresAt: number };

/**
 * The session named by the cookie, if it still counts (not revoked, not expired, its user not
 * deleted), with its user and linked accounts (oldest first): one prepared statement per request.
 */
const sessionLookup = preparedStatement<SessionRow>(
  'accounts_session_lookup',
  `select u.id, u.display_name as "displayName", u.email, u.image_url as "imageUrl",
          u.account_holder_first_name as "accountHolderFirstName", u.account_holder_last_name as "accountHolderLastName",
          u.user_valid_adult as "userValidAdult", u.is_staff as "isStaff", u.is_agreed_terms as "isAgreedTerms",
          u.is_agreed_privacy as "isAgreedPrivacy", u.password_hash is not null as "hasPassword", s.last_seen_at as "lastSeenAt",
          s.expires_at as "expiresAt",
          coalesce((select json_agg(json_build_object('provider', i.provider, 'createdAccount', i.created_account) order by i.linked_at, i.id)
                      from social_identity i where i.user_id = u.id), '[]') as identities
     from user_session s join app_user u on u.id = s.user_id
    where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > $3 and u.deleted_at is null`,
);

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

export type SessionServiceOptions = {
  secret?: Uint8Array;
  /** The clock of tokens, revocations and the session rows' TTL (tests move it). */
  now?: () => Date;
  /** How long a session row (with its user) is reused between requests; 0: read on every request (default 0). */
  sessionRowTtlMs?: number;
  /**
   * Tells every process that a member's sessions or account changed (the composition root's `member` bus
   * topic, whose handlers call `dropSessions`); default: this process's copies alone.
   */
  onMemberChange?: (userId: number) => void;
};

/** Sessions behind the `yomiba_session` cookie: a HS256 JWT naming a row of `user_session`. */
export function createSessionService(orm: MikroORM, options: SessionServiceOptions = {}) {
  const secret = options.secret ?? loadSessionSecret();
  const now = options.now ?? (() => new Date());
  const viewers = new WeakMap<Request, Promise<Viewer>>();
  /**
   * Session rows read lately (decision 063): a revocation, a deleted member or a changed profile reaches
   * them through `dropSessions` (the member's writes publish it in every process), the TTL bounds the rest.
   */
  const rowTtlMs = options.sessionRowTtlMs ?? 0;
  const rows = createCache<KnownSession | null>({ max: VERIFIED_TOKENS_MAX, ttlMs: rowTtlMs, keep: (known) => known !== null, now: options.now && (() => now().getTime()) });
  const sessionsOfMember = new Map<number, Set<string>>();
  const dropSessions = (userId?: number) => {
    if (userId === undefined) {
      rows.clear();
      sessionsOfMember.clear();
      return;
    }
    for (const sessionId of sessionsOfMember.get(userId) ?? []) rows.delete(sessionId);
    sessionsOfMember.delete(userId);
  };
  const memberChanged = (userId: number) => (options.onMemberChange ? options.onMemberChange(userId) : dropSessions(userId));

  async function readSession(sessionId: string, userId: number, at: Date): Promise<SessionRow | null> {
    if (rowTtlMs <= 0) return (await sessionLookup(orm, [sessionId, userId, at]))[0] ?? null;
    const known = await rows.get(sessionId, async () => {
      // Noted before the read, so that a drop while it runs discards what it reads (createCache's rule).
      if (sessionsOfMember.size >= VERIFIED_TOKENS_MAX) sessionsOfMember.clear();
      sessionsOfMember.set(userId, (sessionsOfMember.get(userId) ?? new Set<string>()).add(sessionId));
      const [row] = await sessionLookup(orm, [sessionId, userId, at]);
      return row ? { row, userId, expiresAt: new Date(row.expiresAt).getTime() } : null;
    });
    return known && known.userId === userId && known.expiresAt > at.getTime() ? known.row : null;
  }

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

  /**
   * Tokens whose signature and fixed claims were verified before, with their time window; a hit
   * skips the HMAC (WebCrypto's asynchronous job was a tenth of a check request's CPU). Only what
   * this key signed gets in; the session row is still read on every request.
   */
  const verified = createCache<VerifiedToken | null>({ max: VERIFIED_TOKENS_MAX, ttlMs: Infinity, keep: (known) => known !== null });

  /** The claims of a well-signed, current token, or null. */
  async function verifyToken(token: string): Promise<{ userId: number; sessionId: string } | null> {
    const known = await verified.get(token, async () => {
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
        return { claims: { userId, sessionId }, notBefore: payload.nbf!, expires: payload.exp! };
      } catch {
        return null;
      }
    });
    const seconds = Math.floor(now().getTime() / 1000);
    return known && known.notBefore <= seconds && seconds < known.expires ? known.claims : null;
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
    const at = now();
    const row = await readSession(claims.sessionId, claims.userId, at);
    if (!row) return invalid;
    const { identities, lastSeenAt, expiresAt: _expiresAt, ...user } = row;
    let refreshCookie: string | undefined;
    if (at.getTime() - new Date(lastSeenAt).getTime() > SESSION_REFRESH_AFTER_MS) {
      const expiresAt = new Date(at.getTime() + SESSION_TTL_SECONDS * 1000);
      await orm.em.fork().nativeUpdate(Session, { id: claims.sessionId }, { lastSeenAt: at, expiresAt });
      rows.delete(claims.sessionId);
      refreshCookie = sessionCookie(await signToken(user.id, claims.sessionId, expiresAt), secure);
    }
    const view = toUserView(user, identities);
    return { user: view, sessionId: claims.sessionId, ...(refreshCookie ? { refreshCookie } : {}) };
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
      const em = orm.em.fork();
      const session = await em.findOne(Session, { id: sessionId }, { fields: ['user'] });
      await em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: now() });
      rows.delete(sessionId);
      if (session) memberChanged(session.user.id);
    },

    /** Ends every session of the user except `keepSessionId` (password change, reset, account deletion). Returns how many ended. */
    async revokeUserSessions(userId: number, keepSessionId?: string): Promise<number> {
      const where = keepSessionId ? { user: userId, revokedAt: null, id: { $ne: keepSessionId } } : { user: userId, revokedAt: null };
      const ended = await orm.em.fork().nativeUpdate(Session, where, { revokedAt: now() });
      memberChanged(userId);
      return ended;
    },

    /**
     * Forgets the session rows kept of a member (or of everyone): their sessions, user fields or linked
     * accounts changed. Local to this process; subscribe it to the deployment's member-change announcements.
     */
    dropSessions,

    /** Tells every process that the member's account changed (email, verification, linked accounts…). */
    memberChanged,
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
