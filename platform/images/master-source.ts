import sharp, { type Sharp } from 'sharp';

/**
 * Version of what the pipeline outputs for a key: part of every ETag and cached file's validity. Bump it
 * whenever a change to an art source (the composition root's MasterImageSource) or encode.ts alters the bytes.
 */
export const PIPELINE_VERSION = 1;

/** The masters' shapes: covers 2:3, pages 1200×1704; variants are scaled from them. */
export const COVER_MASTER = { width: 960, height: 1440 } as const;
export const PAGE_MASTER = { width: 1200, height: 1704 } as const;

/** What identifies a title's cover (structurally the catalogue's CoverSource). */
export type CoverDesign = { titleCode: string; titleName: string; genreCode: number; authors: string };

/** What identifies a manga page. */
export type PageDesign = { titleCode: string; storyNumber: number; page: number; pageCount?: number };

/** A master, rendered at a variant width on a cache miss (the pipeline encodes it). */
export type MasterImage = (width: number) => Sharp;

/**
 * Where the covers and pages come from. The composition root chooses it (the demo's generated art in demo
 * mode); null means there is no such image (the image routes answer 404).
 */
export type MasterImageSource = {
  cover(design: CoverDesign): MasterImage | null | Promise<MasterImage | null>;
  page(design: PageDesign): MasterImage | null | Promise<MasterImage | null>;
};

/** No artwork at all: every cover and page is missing. */
export const noMasterImages: MasterImageSource = { cover: () => null, page: () => null };

/**
 * Rasterises an SVG master straight at the requested width (vector scaling, so small variants
 * are cheap and large ones stay sharp), then pins the exact size.
 */
export function rasterize(svg: string, master: { width: number; height: number }, width: number = master.width): Sharp {
  const height = Math.round((width * master.height) / master.width);
  const density = (72 * width) / master.width;
  // The artwork paints an opaque background, so dropping alpha is exact (and far cheaper than flatten).
  return sharp(Buffer.from(svg), { density }).resize({ width, height, fit: 'fill' }).removeAlpha();
}

/** Height of a variant of the given master at `width`. */
export const heightFor = (master: { width: number; height: number }, width: number) => Math.round((width * master.height) / master.width);
