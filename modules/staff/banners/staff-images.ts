import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { staffDb } from '../kysely-db.ts';
import { StaffError } from '../staff-errors.ts';

/** What an uploaded banner image may be (checked on its bytes, not on what the browser claims). */
export const IMAGE_RULES = {
  maxBytes: 2 * 1024 * 1024,
  formats: { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as Record<string, string>,
  minWidth: 300,
  minHeight: 100,
  maxWidth: 4000,
  maxHeight: 4000,
} as const;

export const STAFF_IMAGE_PATH = '/img/staff/';
/** Widths the pipeline renders an uploaded image at. */
export const STAFF_IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

export type UploadedImage = { id: number; url: string; width: number; height: number };

/**
 * How a stored image is decoded, at upload and at each render alike: a decoder error or a truncated
 * file fails (libvips warnings alone, common in camera JPEGs, do not), so whatever the upload took renders.
 */
export const decodeStaffImage = (bytes: Uint8Array) => sharp(bytes, { failOn: 'error' });

/** Uploaded images: validated, kept in the database, rendered at the pipeline's widths by /img/staff/{id}. */
export function createStaffImages(orm: MikroORM, options: { now?: () => Date } = {}) {
  return {
    async upload(bytes: Uint8Array, uploadedBy: number): Promise<UploadedImage> {
      if (bytes.byteLength === 0) throw new StaffError('image-invalid', { reason: '画像ファイルを選んでください。' });
      if (bytes.byteLength > IMAGE_RULES.maxBytes) throw new StaffError('image-invalid', { reason: '画像は2MB以下にしてください。' });
      let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
      try {
        meta = await sharp(bytes).metadata();
      } catch {
        throw new StaffError('image-invalid', { reason: '画像はJPEG・PNG・WebPのいずれかにしてください。' });
      }
      const contentType = meta.format ? IMAGE_RULES.formats[meta.format] : undefined;
      if (!contentType) throw new StaffError('image-invalid', { reason: '画像はJPEG・PNG・WebPのいずれかにしてください。' });
      const width = meta.width ?? 0;
      const height = meta.height ?? 0;
      if (width < IMAGE_RULES.minWidth || height < IMAGE_RULES.minHeight || width > IMAGE_RULES.maxWidth || height > IMAGE_RULES.maxHeight) {
        throw new StaffError('image-invalid', { reason: `画像の大きさは幅${IMAGE_RULES.minWidth}〜${IMAGE_RULES.maxWidth}px、高さ${IMAGE_RULES.minHeight}〜${IMAGE_RULES.maxHeight}pxにしてください（この画像は${width}×${height}px）。` });
      }
      // The header alone says nothing of the pixels (a cut JPEG or PNG still has a valid one): decode them all,
      // within the size just checked, so that a file that would fail every render is never stored.
      try {
        await decodeStaffImage(bytes).stats();
      } catch {
        throw new StaffError('image-corrupt');
      }
      const row = await staffDb(orm)
        .insertInto('staff_image')
        .values({ content_type: contentType, width, height, bytes: Buffer.from(bytes), uploaded_by: uploadedBy, created_at: options.now?.() ?? new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, url: `${STAFF_IMAGE_PATH}${row.id}`, width, height };
    },
    /** Whether an uploaded image of this id is kept. */
    async has(id: number): Promise<boolean> {
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return false;
      return !!(await staffDb(orm).selectFrom('staff_image').select('id').where('id', '=', id).executeTakeFirst());
    },
    async bytesOf(id: number): Promise<Uint8Array | null> {
      const row = await staffDb(orm).selectFrom('staff_image').select('bytes').where('id', '=', id).executeTakeFirst();
      return row ? row.bytes : null;
    },
  };
}

export type StaffImages = ReturnType<typeof createStaffImages>;
