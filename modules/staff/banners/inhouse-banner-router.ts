import { Hono } from 'hono';
import type { BannerService } from './banner-service.ts';

export const INHOUSE_BANNER_PATH = '/api/v1/inhouse_banner/';

/** Spec §3 "In-house banner": id, alt, image_url (and where it leads, for the click). */
export type InHouseBanner = { id: number; alt: string; image_url: string; link_url: string };

/**
 * `GET /api/v1/inhouse_banner/`: the in-house ad banners shown now (staff console placement 'inhouse',
 * their window passed), in order. Public and the same for everyone: cached for a minute.
 */
export function inHouseBannerRouter(banners: Pick<BannerService, 'shown'>) {
  return new Hono({ strict: true }).get(INHOUSE_BANNER_PATH, async (c) => {
    const shown = await banners.shown('inhouse');
    c.header('Cache-Control', 'public, max-age=60');
    const list: InHouseBanner[] = shown.map((b) => ({ id: b.id, alt: b.alt, image_url: b.imageUrl, link_url: b.linkUrl }));
    return c.json({ success: true as const, message: null, banners: list });
  });
}
