import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptSecret, newKeyRing } from './kept-secret.ts';

describe('keptSecret', () => {
  it('makes the secret once, keeps it readable by its owner alone, and answers the same one after', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kept-secret-')), 'nested', 'payout-account-keys');
    let made = 0;
    const first = keptSecret(file, () => `${++made}:${newKeyRing('local')}`);
    expect(first).toMatch(/^1:local:[A-Za-z0-9+/]{43}=$/);
    expect(keptSecret(file, () => `${++made}:other`)).toBe(first);
    expect(made).toBe(1);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['payout-account-keys']);
  });
});
