import { defineEntity, p } from '@mikro-orm/core';
import { User } from './entities/user.ts';

/**
 * A single-use token sent by mail (email-tokens.ts). Only the SHA-256 of the token is stored, so a
 * copy of the table signs nobody in; `email` is the address the mail went to, and the token counts
 * only while it still belongs to the member (or, for change_email, is the address being confirmed).
 */
export const EmailTokenSchema = defineEntity({
  name: 'EmailToken',
  tableName: 'email_token',
  indexes: [{ name: 'email_token_user_id_idx', properties: ['user'] }],
  properties: {
    id: p.integer().primary(),
    /** Hex SHA-256 of the token (64 characters). */
    tokenHash: p.string().length(64).unique('email_token_token_hash_unique'),
    /** verify_email | reset_password | change_email */
    purpose: p.string().length(20),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    email: p.string().length(254),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export class EmailToken extends EmailTokenSchema.class {}
EmailTokenSchema.setClass(EmailToken);
