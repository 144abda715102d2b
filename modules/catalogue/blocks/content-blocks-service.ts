import type { MikroORM } from '@mikro-orm/postgresql';
import { createCache } from '#platform/cache/cache.ts';
import { notifyCatalogueChange } from '../changes.ts';
import { ContentBlock, type ContentBlockTab } from '../entities/content-block.ts';
import { LIST_SORTS, type ListKind, type ListSort } from '../lists/list-query.ts';
import type { ListFilter } from '../lists/list-sql.ts';
import type { ListService } from '../lists/list-service.ts';
import type { TitleCard } from '../title-view.ts';
import { createCardCampaigns, type CardCampaignOptions } from '../campaign-texts.ts';

export type ContentBlockInput = {
  title: string;
  label?: string | null;
  source: string;
  sort?: ListSort;
  itemLimit?: number;
  ranked?: boolean;
  moreBtn?: { link: string; text: string } | null;
  tabs?: ContentBlockTab[];
};

/** A stored block as given, every field filled in (the staff editor's value). */
export type ContentBlockDefinition = Required<ContentBlockInput>;

/** A block as the top page renders it (spec §3: contents, moreBtn, title, label, tabs). */
export type ContentBlockView = {
  id: number;
  title: string;
  label: string | null;
  ranked: boolean;
  moreBtn: { link: string; text: string } | null;
  contents: TitleCard[];
  tabs: { label: string; contents: TitleCard[] }[];
};

const PLAIN_SOURCES: readonly ListKind[] = ['all', 'comics', 'new', 'free', 'store', 'campaign', 'end', 'recommend'];
/** Blocks resolved per audience (general / adult-valid) are shared for this long, or until a change. */
const BLOCKS_TTL_MS = 30_000;
const MAX_ITEMS = 20;

const asSort = (value: number | undefined): ListSort => ((LIST_SORTS as readonly number[]).includes(value ?? 1) ? (value as ListSort) ?? 1 : 1);

/**
 * Sources the catalogue cannot compute itself, given by the composition root: `ranking` (the rankings
 * module's monthly views ranking). Without it, or while it is empty, a ranking block shows the most
 * popular titles.
 */
export type ContentBlockSources = { ranking?: (limit: number) => Promise<TitleCard[]> };

/** `cardCampaigns`: what the blocks' cards show of campaigns, put on after the cache at the moment asked (decision 064). */
export function createContentBlocksService(orm: MikroORM, lists: ListService, sources: ContentBlockSources = {}, cardCampaigns: CardCampaignOptions = {}) {
  const cache = createCache<ContentBlockView[]>({ max: 2, ttlMs: BLOCKS_TTL_MS });
  const current = createCardCampaigns(cardCampaigns);
  const currentView = async (view: ContentBlockView): Promise<ContentBlockView> => {
    const [contents, tabs] = await Promise.all([current(view.contents), Promise.all(view.tabs.map(async (tab) => ({ ...tab, contents: await current(tab.contents) })))]);
    return { ...view, contents, tabs };
  };

  /** A source name as a list filter; null for an unknown source or a genre the viewer may not see. */
  async function filterOf(source: string, allowAdult: boolean): Promise<ListFilter | null> {
    if ((PLAIN_SOURCES as readonly string[]).includes(source)) return { kind: source as ListKind };
    if (!source.startsWith('genre:')) return null;
    const genre = await lists.genreBySlug(source.slice('genre:'.length));
    if (!genre || (genre.isAdult && !allowAdult)) return null;
    return { kind: 'genre', genreCode: genre.code };
  }

  async function contentsOf(source: string, sort: number | undefined, limit: number, allowAdult: boolean): Promise<TitleCard[]> {
    const count = Math.min(Math.max(limit, 1), MAX_ITEMS);
    if (source === 'ranking') {
      const ranked = (await sources.ranking?.(count)) ?? [];
      // The ranking is general-audience only; it stands in for 'all' once the job has computed it.
      if (ranked.length > 0) return ranked;
      source = 'all';
    }
    const filter = await filterOf(source, allowAdult);
    return filter ? lists.top(filter, asSort(sort), count, allowAdult) : [];
  }

  type Resolvable = Pick<ContentBlock, 'id' | 'title' | 'label' | 'ranked' | 'moreLink' | 'moreText' | 'source' | 'sort' | 'itemLimit' | 'tabs'>;

  async function resolve(allowAdult: boolean): Promise<ContentBlockView[]> {
    return resolveBlocks(await orm.em.fork().find(ContentBlock, { enabled: true }, { orderBy: { position: 'asc', id: 'asc' } }), allowAdult);
  }

  async function resolveBlocks(blocks: readonly Resolvable[], allowAdult: boolean): Promise<ContentBlockView[]> {
    const views = await Promise.all(
      blocks.map(async (block): Promise<ContentBlockView> => {
        const [contents, tabs] = await Promise.all([
          block.tabs.length ? Promise.resolve([]) : contentsOf(block.source, block.sort, block.itemLimit, allowAdult),
          Promise.all(block.tabs.map(async (tab) => ({ label: tab.label, contents: await contentsOf(tab.source, tab.sort ?? block.sort, block.itemLimit, allowAdult) }))),
        ]);
        return {
          id: block.id,
          title: block.title,
          label: block.label ?? null,
          ranked: block.ranked,
          moreBtn: block.moreLink ? { link: block.moreLink, text: block.moreText ?? 'もっと見る' } : null,
          contents,
          tabs: tabs.filter((tab) => tab.contents.length > 0),
        };
      }),
    );
    // A block with nothing to show for this viewer (e.g. only adult genres) is left out.
    return views.filter((view) => view.contents.length > 0 || view.tabs.length > 0);
  }

  return {
    /** The enabled blocks in order, with their titles for this audience. */
    async blocks(allowAdult: boolean): Promise<ContentBlockView[]> {
      const views = await cache.get(allowAdult ? 'adult' : 'general', () => resolve(allowAdult));
      return Promise.all(views.map(currentView));
    },

    /**
     * Blocks as these definitions would show them (not stored, not cached): the staff 'as of' preview
     * of a scheduled draft of the top page's blocks. Numbered from -1 down, as they have no rows.
     */
    async blocksOf(definitions: readonly ContentBlockDefinition[], allowAdult: boolean): Promise<ContentBlockView[]> {
      const blocks = definitions.map((d, index) => ({
        id: -(index + 1),
        title: d.title,
        label: d.label ?? undefined,
        ranked: d.ranked,
        moreLink: d.moreBtn?.link,
        moreText: d.moreBtn?.text,
        source: d.source,
        sort: d.sort,
        itemLimit: d.itemLimit,
        tabs: d.tabs,
      })) as Resolvable[];
      return Promise.all((await resolveBlocks(blocks, allowAdult)).map(currentView));
    },

    /** The stored, enabled blocks in order as they were given (the staff editor's value), with their defaults filled in. */
    async definitions(): Promise<ContentBlockDefinition[]> {
      const blocks = await orm.em.fork().find(ContentBlock, { enabled: true }, { orderBy: { position: 'asc', id: 'asc' } });
      return blocks.map((block) => ({
        title: block.title,
        label: block.label ?? null,
        source: block.source,
        sort: asSort(block.sort),
        itemLimit: block.itemLimit,
        ranked: block.ranked,
        moreBtn: block.moreLink && block.moreText ? { link: block.moreLink, text: block.moreText } : null,
        tabs: block.tabs.map((tab) => ({ label: tab.label, source: tab.source, ...(tab.sort === undefined ? {} : { sort: tab.sort }) })),
      }));
    },

    /** Replaces every block (staff tools, the demo seed, tests); pages drop their cached renders. */
    async replaceAll(inputs: ContentBlockInput[]): Promise<void> {
      await orm.em.fork().transactional(async (em) => {
        await em.nativeDelete(ContentBlock, {});
        inputs.forEach((input, index) =>
          em.create(ContentBlock, {
            position: index + 1,
            title: input.title,
            label: input.label ?? null,
            source: input.source,
            sort: input.sort ?? 1,
            itemLimit: input.itemLimit ?? 12,
            ranked: input.ranked ?? false,
            moreLink: input.moreBtn?.link ?? null,
            moreText: input.moreBtn?.text ?? null,
            tabs: input.tabs ?? [],
            enabled: true,
          }),
        );
      });
      this.invalidate();
    },

    /** Forgets the resolved blocks and tells every listener (the page caches of every process) that the catalogue changed. */
    invalidate(): void {
      cache.clear();
      notifyCatalogueChange();
    },

    /** Forgets the resolved blocks of this process only (a change announced by another process). */
    dropCached(): void {
      cache.clear();
    },
  };
}

export type ContentBlocksService = ReturnType<typeof createContentBlocksService>;
