/** Shapes of the long texts of the fixed pages (rendered by src/components/static/Sections.tsx). */
export type Block =
  | string
  | { list: string[]; ordered?: boolean }
  | { note: string }
  | { link: { href: string; text: string }; before?: string; after?: string };

export type Section = {
  /** Anchor id (ASCII). */
  id: string;
  heading: string;
  blocks: Block[];
};
