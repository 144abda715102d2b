import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { log } from '../log/logger.ts';

/**
 * Where rendered images are kept, so that any server process finds what another one rendered:
 * `kind` is a folder (cover, page), `name` a safe file name within it. Local disk by default; a
 * directory shared by every process of a machine (IMAGE_STORE_DIR) is enough for one machine, and an
 * object store (S3 and the like) would implement the same two calls for several.
 */
export interface ImageStore {
  /** The stored bytes, or undefined when the image was never stored. */
  read(kind: string, name: string): Promise<Uint8Array | undefined>;
  /** Stores the bytes; never throws (a failed write only costs a render later). */
  write(kind: string, name: string, bytes: Uint8Array): Promise<void>;
}

/** Images as files `<root>/<kind>/<name>`, written atomically (a unique temp file renamed), so concurrent writers never expose half a file. */
export class DiskImageStore implements ImageStore {
  readonly #root: () => string;
  readonly #madeDirs = new Set<string>();

  /** `root` may be a function: read at each use (the default store follows the configuration). */
  constructor(root: string | (() => string)) {
    this.#root = typeof root === 'string' ? () => root : root;
  }

  pathOf(kind: string, name: string): string {
    if (!/^[a-z0-9-]+$/.test(kind)) throw new Error(`invalid image kind: ${kind}`);
    return path.join(this.#root(), kind, name);
  }

  async read(kind: string, name: string): Promise<Uint8Array | undefined> {
    const file = this.pathOf(kind, name);
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.warn({ file, err: error }, '[images] cache read failed');
      return undefined;
    }
  }

  async write(kind: string, name: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(kind, name);
    const dir = path.dirname(file);
    const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
    try {
      if (!this.#madeDirs.has(dir)) {
        await mkdir(dir, { recursive: true });
        this.#madeDirs.add(dir);
      }
      await writeFile(temp, bytes);
      await rename(temp, file);
    } catch (error) {
      this.#madeDirs.delete(dir);
      log.warn({ file, err: error }, '[images] cache write failed');
      await unlink(temp).catch(() => {});
    }
  }
}
