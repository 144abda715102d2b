/**
 * A campaign's family content (the `body` column), read defensively: staff enter it as data, so a
 * malformed part is dropped, never a 500. Browser-safe.
 */
export type ContentBlock =
  | { type: 'heading'; text: string }
  | { type: 'text'; text: string }
  | { type: 'link'; href: string; label: string }
  | { type: 'titles'; label: string; codes: string[] };

/** A multi_lp tab: another special page (by family slug) shown under this one. */
export type PageTab = { label: string; lp: string };

export type PageBody = {
  blocks: ContentBlock[];
  tabs: PageTab[];
  /** A year ranking's counting period (JST dates, inclusive) as shown. */
  countingPeriod: { from: string; to: string } | null;
  /** Show the rewards module's running gacha (gacha LPs). */
  gacha: boolean;
  /** Headline prize count, shown by law (景品表示法) on present campaigns. */
  prizes: string | null;
};

const str = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
/** A path on this site (never `//host`, which a browser reads as another host). */
const SAFE_HREF = /^\/(?![/\\])[A-Za-z0-9_\-/.?=&%]*$/;

function block(value: unknown): ContentBlock | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if ((v.type === 'heading' || v.type === 'text') && str(v.text)) return { type: v.type, text: v.text };
  if (v.type === 'link' && str(v.href) && SAFE_HREF.test(v.href) && str(v.label)) return { type: 'link', href: v.href, label: v.label };
  if (v.type === 'titles' && str(v.label) && Array.isArray(v.codes)) return { type: 'titles', label: v.label, codes: v.codes.filter(str).slice(0, 60) };
  return null;
}

export function readBody(body: unknown): PageBody {
  const v = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const blocks = Array.isArray(v.blocks) ? v.blocks.map(block).filter((b): b is ContentBlock => b !== null) : [];
  const tabs = Array.isArray(v.tabs)
    ? v.tabs.filter((t): t is PageTab => !!t && typeof t === 'object' && str((t as PageTab).label) && str((t as PageTab).lp)).map((t) => ({ label: t.label, lp: t.lp }))
    : [];
  const period = v.countingPeriod as Record<string, unknown> | undefined;
  const countingPeriod = period && str(period.from) && str(period.to) ? { from: period.from, to: period.to } : null;
  return { blocks, tabs, countingPeriod, gacha: v.gacha === true, prizes: str(v.prizes) ? v.prizes : null };
}
