import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret made once by `make` and kept in `file` (mode 0600): later runs read the same one, and of
 * processes starting at the same moment the first written wins. For the local demo, benches and test
 * clusters, whose data outlives a run; a deployment sets its secrets itself.
 */
export function keptSecret(file: string, make: () => string): string {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
    fs.writeFileSync(temporary, make(), { mode: 0o600 });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(temporary);
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** A key ring of one new random key in the `id:base64` form PAYOUT_ACCOUNT_KEYS takes (32 bytes). */
export const newKeyRing = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;
