/** Widths a variant may have; requests are rounded up to one of these so the cache stays small. (No imports: browser code uses it too.) */
export const COVER_WIDTHS = [120, 240, 360, 480, 720] as const;
export const PAGE_WIDTHS = [360, 540, 720, 1080, 1440] as const;
