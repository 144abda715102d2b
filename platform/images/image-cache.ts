import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createCache, type Cache } from '../cache/cache.ts';
import { config } from '../config.ts';
import { log } from '../log/logger.ts';
import { CONTENT_TYPES, FILE_EXTENSIONS, type ImageFormat } from './encode.ts';
import { PIPELINE_VERSION } from './master-source.ts';

export type CachedImage = { bytes: Uint8Array; etag: string; contentType: string; format: ImageFormat };

/** Identifies one encoded variant: `kind` is a folder (cover, page), `key` names the variant within it. */
export type ImageRequest = { kind: string; key: string; format: ImageFormat };

export type ImageCacheOptions = {
  /** Root data directory; images go to `<dataDir>/images/<kind>/<key>.<ext>`. Defaults to config.dataDir, read at each use. */
  dataDir?: string;
  /** Bound of the in-memory LRU, in bytes of encoded images (default 64 MB). */
  maxMemoryBytes?: number;
  /** Renders running at once; further misses queue (default 2). */
  maxConcurrentRenders?: number;
};

export type ImageCacheStats = { memoryHits: number; diskHits: number; renders: number; joined: number; memoryBytes: number; memoryEntries: number };

/** Output of the same key changes only with the pipeline version or the libvips build. */
const OUTPUT_VERSION = `${PIPELINE_VERSION}/${sharp.versions.vips}`;

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

/** A file name for the key: itself when already safe, otherwise a hash of it. */
function fileNameFor(key: string): string {
  return SAFE_NAME.test(key) && !key.includes('..') ? key : `h-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

/**
 * Strong validator for a variant. Derived from the key (which names everything the bytes depend
 * on) plus the pipeline version, so a conditional request is answered before any render or read.
 */
export function etagFor({ kind, key, format }: ImageRequest): string {
  const digest = createHash('sha256').update(`${OUTPUT_VERSION}\u0000${kind}\u0000${key}\u0000${format}`).digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/**
 * Encoded images cached on disk and, in front of that, in a memory LRU bounded by bytes.
 * Concurrent requests for the same missing variant share one render.
 */
export class ImageCache {
  readonly #dataDir: string | undefined;
  readonly #maxConcurrent: number;
  readonly #memory: Cache<CachedImage>;
  readonly #madeDirs = new Set<string>();
  readonly #queue: (() => void)[] = [];
  #running = 0;
  #stats = { memoryHits: 0, diskHits: 0, renders: 0, joined: 0 };

  constructor(options: ImageCacheOptions = {}) {
    this.#dataDir = options.dataDir;
    const maxMemoryBytes = Math.max(8, Math.floor(options.maxMemoryBytes ?? 64 * 1024 * 1024));
    // Bounded by bytes; an image above an eighth of the bound is served from disk each time.
    this.#memory = createCache({ ttlMs: Infinity, maxSize: maxMemoryBytes, maxEntrySize: Math.floor(maxMemoryBytes / 8), sizeOf: (image) => image.bytes.byteLength });
    this.#maxConcurrent = Math.max(1, options.maxConcurrentRenders ?? 2);
  }

  /** Where a variant lives on disk. */
  filePath({ kind, key, format }: ImageRequest): string {
    if (!/^[a-z0-9-]+$/.test(kind)) throw new Error(`invalid image kind: ${kind}`);
    return path.join(this.#dataDir ?? config.dataDir, 'images', kind, `${fileNameFor(key)}.${FILE_EXTENSIONS[format]}`);
  }

  get stats(): ImageCacheStats {
    return { ...this.#stats, memoryBytes: this.#memory.totalSize, memoryEntries: this.#memory.size };
  }

  /** Empties the memory layer (the disk layer stays). */
  clearMemory(): void {
    this.#memory.clear();
  }

  /** The variant from memory, else disk, else `render()` (stored to disk and memory); concurrent misses share one. */
  async get(request: ImageRequest, render: () => Promise<Uint8Array>): Promise<CachedImage> {
    const file = this.filePath(request);
    const { value, outcome } = await this.#memory.lookup(file, () => this.#load(request, file, render));
    if (outcome === 'hit') this.#stats.memoryHits += 1;
    else if (outcome === 'joined') this.#stats.joined += 1;
    return value;
  }

  async #load(request: ImageRequest, file: string, render: () => Promise<Uint8Array>): Promise<CachedImage> {
    let bytes: Uint8Array | undefined;
    try {
      bytes = await readFile(file);
      this.#stats.diskHits += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.warn({ file, err: error }, '[images] cache read failed');
    }
    if (!bytes) {
      bytes = await this.#limited(render);
      this.#stats.renders += 1;
      await this.#write(file, bytes);
    }
    return { bytes, etag: etagFor(request), contentType: CONTENT_TYPES[request.format], format: request.format };
  }

  /** Runs `task` once fewer than maxConcurrentRenders are running. */
  async #limited<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#maxConcurrent) await new Promise<void>((resolve) => this.#queue.push(resolve));
    this.#running += 1;
    try {
      return await task();
    } finally {
      this.#running -= 1;
      this.#queue.shift()?.();
    }
  }

  /** Atomic write: a unique temp file renamed over the target. Failures are logged, not thrown. */
  async #write(file: string, bytes: Uint8Array): Promise<void> {
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

let shared: ImageCache | undefined;

/** The process-wide cache used by the image routes unless one is injected. */
export function defaultImageCache(): ImageCache {
  shared ??= new ImageCache();
  return shared;
}
