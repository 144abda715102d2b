import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { signUpMember } from './account-mail-test-helpers.ts';
import { EmailToken } from './email-tokens-entity.ts';
import { createEmailTokens, TOKEN_PATTERN } from './email-tokens.ts';

const { app, orm } = await createTestApp();
const tokens = createEmailTokens(orm);

describe('mailed tokens', () => {
  it('are 32 random bytes in base64url, and only their SHA-256 is stored', async () => {
    const { userId, email } = await signUpMember(app);
    const token = await tokens.issue(userId, 'reset_password', email);
    expect(token).toMatch(TOKEN_PATTERN);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await orm.em.fork().find(EmailToken, { user: userId, purpose: 'reset_password' });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const stored = JSON.stringify(await orm.em.getConnection().execute('select * from "email_token" where "user_id" = ?', [userId]));
    expect(stored).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(3600 * 1000);
  });

  it('are used once: the first consume names the holder, later ones say used', async () => {
    const { userId, email } = await signUpMember(app);
    const token = await tokens.issue(userId, 'verify_email', email);
    expect(await tokens.inspect(token, 'verify_email')).toEqual({ state: 'valid', holder: { userId, email } });
    expect(await tokens.consume(token, 'verify_email')).toEqual({ ok: true, userId, email });
    expect(await tokens.consume(token, 'verify_email')).toEqual({ ok: false, state: 'used' });
    expect((await tokens.inspect(token, 'verify_email')).state).toBe('used');
  });

  it('race to exactly one use among 20 concurrent attempts', async () => {
    const { userId, email } = await signUpMember(app);
    const token = await tokens.issue(userId, 'reset_password', email);
    const results = await Promise.all(Array.from({ length: 20 }, () => tokens.consume(token, 'reset_password')));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.state === 'used')).toBe(true);
  });

  it('stop working when expired, and only serve their own purpose', async () => {
    const { userId, email } = await signUpMember(app);
    const issuedAt = new Date('2026-01-01T00:00:00Z');
    const early = createEmailTokens(orm, { now: () => issuedAt });
    const token = await early.issue(userId, 'reset_password', email);
    const later = createEmailTokens(orm, { now: () => new Date(issuedAt.getTime() + 3600 * 1000) });
    expect(await later.consume(token, 'change_email')).toEqual({ ok: false, state: 'invalid' });
    expect((await later.inspect(token, 'reset_password')).state).toBe('expired');
    expect(await later.consume(token, 'reset_password')).toEqual({ ok: false, state: 'expired' });
    const justBefore = createEmailTokens(orm, { now: () => new Date(issuedAt.getTime() + 3600 * 1000 - 1) });
    expect((await justBefore.consume(token, 'reset_password')).ok).toBe(true);
  });

  it('refuse unknown and malformed tokens without a query error', async () => {
    expect(await tokens.consume('A'.repeat(43), 'verify_email')).toEqual({ ok: false, state: 'invalid' });
    expect(await tokens.consume("x' or 1=1 --", 'verify_email')).toEqual({ ok: false, state: 'invalid' });
    expect((await tokens.inspect('', 'verify_email')).state).toBe('invalid');
  });

  it('retire every unused token of a member for one purpose', async () => {
    const { userId, email } = await signUpMember(app);
    const first = await tokens.issue(userId, 'reset_password', email);
    const second = await tokens.issue(userId, 'reset_password', email);
    const other = await tokens.issue(userId, 'change_email', 'new@example.jp');
    expect(await tokens.retire(userId, 'reset_password')).toBe(2);
    expect((await tokens.consume(first, 'reset_password')).ok).toBe(false);
    expect((await tokens.consume(second, 'reset_password')).ok).toBe(false);
    expect((await tokens.consume(other, 'change_email')).ok).toBe(true);
  });
});
