import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { hashPassword, passwordMessages, passwordProblem, verifyDummyPassword, verifyPassword } from './passwords.ts';
import { loadSessionSecret } from './session-secret.ts';

describe('passwords', () => {
  it('hash with argon2id, m=19456 KiB, t=2, p=1, and verify', async () => {
    const hashed = await hashPassword('correct horse battery');
    expect(hashed.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword(hashed, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hashed, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse battery')).toBe(false);
    expect(await verifyDummyPassword('anything at all')).toBe(false);
  });

  it('need 8 to 128 characters (counted as characters, not bytes)', () => {
    expect(passwordProblem('x7Kq2pL')).toBe(passwordMessages.tooShort);
    expect(passwordProblem('読み場の秘密の合言葉')).toBeNull();
    expect(passwordProblem('あいうえおかきく')).toBeNull();
    expect(passwordProblem('x7Kq2pLm')).toBeNull();
    expect(passwordProblem('k'.repeat(64) + 'Z'.repeat(64))).toBeNull();
    expect(passwordProblem('k'.repeat(129))).toBe(passwordMessages.tooLong);
  });

  it('refuse the commonest passwords, whatever their case, with a Japanese explanation', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(300);
    for (const common of ['password', 'PassWord1', 'iloveyou', '12345678', 'doraemon', 'Pokemon123', 'SAKURA123', 'asdfghjk', 'qwertyuiop']) {
      expect(passwordProblem(common), common).toBe('よく使われているパスワードのため登録できません。推測されにくいパスワードを設定してください。');
    }
    expect(COMMON_PASSWORDS.filter((p) => p.length >= 8).length).toBeGreaterThan(100);
  });

  it("refuse the email's local part as the password", () => {
    expect(passwordProblem('HanakoYomiba', 'hanakoyomiba@example.jp')).toBe(passwordMessages.sameAsEmail);
    expect(passwordProblem('hanakoyomiba@example.jp', 'hanakoyomiba@example.jp')).toBeNull();
    expect(passwordProblem('HanakoYomiba', 'other@example.jp')).toBeNull();
  });
});

describe('the session secret', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'yomiba-secret-'));

  it('comes from SESSION_SECRET, which must be at least 32 characters', () => {
    const secret = 's'.repeat(32);
    expect(new TextDecoder().decode(loadSessionSecret({ SESSION_SECRET: secret, NODE_ENV: 'production' }, dir()))).toBe(secret);
    expect(() => loadSessionSecret({ SESSION_SECRET: 'short' }, dir())).toThrow(/at least 32 characters/);
  });

  it('is required in production', () => {
    const data = dir();
    expect(() => loadSessionSecret({ NODE_ENV: 'production' }, data)).toThrow('SESSION_SECRET must be set in production');
    expect(fs.existsSync(path.join(data, 'session-secret'))).toBe(false);
  });

  it('is generated once outside production, kept with mode 0600', () => {
    const data = path.join(dir(), 'nested');
    const first = loadSessionSecret({ NODE_ENV: 'development' }, data);
    const second = loadSessionSecret({}, data);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(fs.statSync(path.join(data, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(data)).toEqual(['session-secret']);
    expect(Buffer.from(loadSessionSecret({}, dir())).equals(Buffer.from(first))).toBe(false);
  });
});
