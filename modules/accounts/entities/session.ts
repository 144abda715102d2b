import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

/**
 * A sign-in session; the session cookie's JWT names it (claim `sid`). A session counts only while
 * it is not revoked and not expired; expiresAt slides forward at most once a day (sessions.ts).
 */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'user_session',
  indexes: [{ name: 'user_session_user_id_idx', properties: ['user'] }],
  properties: {
    /** 128 random bits, base64url (22 characters). */
    id: p.string().length(22).primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    createdAt: p.datetime(),
    /** When the session was last refreshed (updated at most once a day). */
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    /** The browser that signed in, cut to 512 characters. */
    userAgent: p.string().length(512),
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);
