import { LRUCache } from 'lru-cache';
import { log } from '../log/logger.ts';

/** A master that could not be rendered (its bytes do not decode): the route answers it as missing. */
export class UnrenderableImage extends Error {
  readonly master: string;
  constructor(master: string, cause: unknown) {
    super(`image ${master} could not be rendered`, { cause });
    this.master = master;
  }
}

export type RenderFailuresOptions = {
  /** Masters remembered at most (the least recently failed go first). Default 1000. */
  max?: number;
  /** How long a failure is remembered (a failure that was not the bytes' heals after it). Default 1 hour. */
  ttlMs?: number;
};

/**
 * Masters whose render failed, remembered (bounded, for a while) so that each further request for a
 * broken one is answered at once instead of decoding its bytes again. Key a master by what its bytes
 * depend on (e.g. `staff/{id}` for an image that never changes, or id and version).
 */
export class RenderFailures {
  readonly #failed: LRUCache<string, true>;
  #remembered = 0;

  constructor(options: RenderFailuresOptions = {}) {
    this.#failed = new LRUCache<string, true>({ max: Math.max(1, options.max ?? 1000), ttl: options.ttlMs ?? 60 * 60_000 });
  }

  has(master: string): boolean {
    return this.#failed.has(master);
  }

  get size(): number {
    return this.#failed.size;
  }

  /** Failures remembered since start (a metric). */
  get remembered(): number {
    return this.#remembered;
  }

  /** `render`, whose failure is remembered for `master` and thrown as UnrenderableImage. */
  guard<T>(master: string, render: () => Promise<T>): () => Promise<T> {
    return async () => {
      try {
        return await render();
      } catch (error) {
        if (!this.#failed.has(master)) {
          this.#remembered += 1;
          log.warn({ master, err: error }, '[images] master could not be rendered; answered as missing');
        }
        this.#failed.set(master, true);
        throw new UnrenderableImage(master, error);
      }
    };
  }
}
