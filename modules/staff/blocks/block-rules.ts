/**
 * The top page's content blocks as the console edits them (browser-safe). The catalogue owns the blocks;
 * the console reads and replaces them through functions the composition root injects (decision 001).
 */
export type BlockTabDefinition = { label: string; source: string; sort?: number };
export type BlockDefinition = {
  title: string;
  label: string | null;
  source: string;
  /** A list sort: 1 人気順, 2 新着順, 3 終了が近い順. */
  sort: number;
  itemLimit: number;
  ranked: boolean;
  moreBtn: { link: string; text: string } | null;
  tabs: BlockTabDefinition[];
};

/** The console object: every block in order (one object, id 'top'). */
export type ContentBlocksSnapshot = { blocks: BlockDefinition[] };
export const CONTENT_BLOCKS_ID = 'top';

export const BLOCK_LIMITS = { blocks: 30, tabs: 10, items: 20, title: 100, label: 32, moreText: 32, tabLabel: 40 } as const;

export const newBlock = (): BlockDefinition => ({ title: '', label: null, source: 'new', sort: 1, itemLimit: 12, ranked: false, moreBtn: null, tabs: [] });

/** Port to the catalogue's blocks (composition root). `replaceAll` also drops the top page's caches. */
export type ContentBlocksEditing = {
  definitions(): Promise<BlockDefinition[]>;
  replaceAll(blocks: BlockDefinition[]): Promise<void>;
};
