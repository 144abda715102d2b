import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { createCache, type Cache } from '../cache/cache.ts';
import { config } from '../config.ts';
import { DiskImageStore, type ImageStore } from './image-store.ts';
import { CONTENT_TYPES, FILE_EXTENSIONS, type ImageFormat } from './encode.ts';
import { PIPELINE_VERSION } from './master-source.ts';

export type CachedImage = { bytes: Uint8Array; etag: string; contentType: string; format: ImageFormat };

/** Identifies one encoded variant: `kind` is a folder (cover, page), `key` names the variant within it. */
export type ImageRequest = { kind: string; key: string; format: ImageFormat };

export type ImageCacheOptions = {
  /** Where rendered images are kept (default: files under `dataDir`, else config.imageStoreDir, read at each use). */
  store?: ImageStore;
  /** Root data directory of the default store: images go to `<dataDir>/images/<kind>/<key>.<ext>`. */
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

/** The stored name of a variant: `<key>.<ext>`. */
const nameOf = ({ key, format }: ImageRequest) => `${fileNameFor(key)}.${FILE_EXTENSIONS[format]}`;

/**
 * Strong validator for a variant. Derived from the key (which names everything the bytes depend
 * on) plus the pipeline version, so a conditional request is answered before any render or read.
 */
export function etagFor({ kind, key, format }: ImageRequest): string {
  const digest = createHash('sha256').update(`${OUTPUT_VERSION}\u0000${kind}\u0000${key}\u0000${format}`).digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/**
 * Encoded images kept in an image store (disk by default, shared by the processes given one directory)
 * and, in front of that, in a memory LRU bounded by bytes. Concurrent requests of this process for the
 * same missing variant share one render; processes do not coordinate renders (decision 041).
 */
export class ImageCache {
  readonly #store: ImageStore;
  readonly #disk: DiskImageStore | undefined;
  readonly #maxConcurrent: number;
  readonly #memory: Cache<CachedImage>;
  readonly #queue: (() => void)[] = [];
  #running = 0;
  #stats = { memoryHits: 0, diskHits: 0, renders: 0, joined: 0 };

  constructor(options: ImageCacheOptions = {}) {
    const dataDir = options.dataDir;
    this.#disk = options.store ? undefined : new DiskImageStore(() => (dataDir ? path.join(dataDir, 'images') : config.imageStoreDir));
    this.#store = options.store ?? this.#disk!;
    const maxMemoryBytes = Math.max(8, Math.floor(options.maxMemoryBytes ?? 64 * 1024 * 1024));
    // Bounded by bytes; an image above an eighth of the bound is served from disk each time.
    this.#memory = createCache({ ttlMs: Infinity, maxSize: maxMemoryBytes, maxEntrySize: Math.floor(maxMemoryBytes / 8), sizeOf: (image) => image.bytes.byteLength });
    this.#maxConcurrent = Math.max(1, options.maxConcurrentRenders ?? 2);
  }

  /** Where a variant lives on disk (the default disk store only). */
  filePath(request: ImageRequest): string {
    if (!this.#disk) throw new Error('this image cache keeps its images in a custom store');
    return this.#disk.pathOf(request.kind, nameOf(request));
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
    if (!/^[a-z0-9-]+$/.test(request.kind)) throw new Error(`invalid image kind: ${request.kind}`);
    const name = nameOf(request);
    const { value, outcome } = await this.#memory.lookup(`${request.kind}/${name}`, () => this.#load(request, name, render));
    if (outcome === 'hit') this.#stats.memoryHits += 1;
    else if (outcome === 'joined') this.#stats.joined += 1;
    return value;
  }

  async #load(request: ImageRequest, name: string, render: () => Promise<Uint8Array>): Promise<CachedImage> {
    let bytes = await this.#store.read(request.kind, name);
    if (bytes) this.#stats.diskHits += 1;
    else {
      bytes = await this.#limited(render);
      this.#stats.renders += 1;
      await this.#store.write(request.kind, name, bytes);
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
}

let shared: ImageCache | undefined;

/** The process-wide cache used by the image routes unless one is injected. */
export function defaultImageCache(): ImageCache {
  shared ??= new ImageCache();
  return shared;
}
