/** One page as the viewer shows it; the data source (free, paid, signed URLs) is the caller's business. */
export type ViewerPage = {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  /** Alt text for screen readers (staff may add it); the viewer falls back to a generic label. */
  alt?: string | null;
};

/** Which pages are shown together: one page, or two (in reading order: the first is the right-hand page in RTL). */
export type Spread = readonly number[];
