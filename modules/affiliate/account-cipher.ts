import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Bank account numbers at rest (decision 052): AES-256-GCM under the current key of a key ring, the
 * key id stored with each value so that values written under an older key stay readable after a
 * rotation. The member's id is the additional data: a value copied onto another member's row fails.
 * Stored form: `<keyId>.<iv>.<tag>.<ciphertext>` (base64url).
 */
export type KeyRing = { current: string; keys: ReadonlyMap<string, Buffer> };

const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/;

/** `id:base64key,id:base64key`: the first is used for new values; each key is 32 bytes. */
export function parseKeyRing(text: string): KeyRing {
  const keys = new Map<string, Buffer>();
  for (const part of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [id, encoded] = part.split(':');
    const key = Buffer.from(encoded ?? '', 'base64');
    if (!id || !KEY_ID.test(id) || key.length !== 32 || keys.has(id)) throw new Error('PAYOUT_ACCOUNT_KEYS: each entry is <id>:<32 bytes in base64>, ids unique');
    keys.set(id, key);
  }
  const current = keys.keys().next().value;
  if (!current) throw new Error('PAYOUT_ACCOUNT_KEYS is empty');
  return { current, keys };
}

export function createAccountCipher(ring: KeyRing) {
  const aad = (userId: number) => Buffer.from(`payout-account:${userId}`);
  return {
    encrypt(plain: string, userId: number): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', ring.keys.get(ring.current)!, iv);
      cipher.setAAD(aad(userId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [ring.current, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    decrypt(stored: string, userId: number): string {
      const [keyId, iv, tag, body] = stored.split('.');
      const key = keyId ? ring.keys.get(keyId) : undefined;
      if (!key || !iv || !tag || body === undefined) throw new Error('account number: unknown key or malformed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad(userId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type AccountCipher = ReturnType<typeof createAccountCipher>;
