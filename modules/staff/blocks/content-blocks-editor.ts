import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { BLOCK_SOURCE_PATTERN } from '#modules/catalogue/client.ts';
import { draftFields } from '../edits/draft-router.ts';
import type { StaffDrafts } from '../edits/staff-drafts.ts';
import type { EditableKind, StaffEdits } from '../edits/staff-edits.ts';
import { staffActor, staffOnly } from '../staff-only.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { BLOCK_LIMITS, CONTENT_BLOCKS_ID, type BlockDefinition, type ContentBlocksEditing, type ContentBlocksSnapshot } from './block-rules.ts';

const required = (name: string, max: number) =>
  z
    .string({ error: `${name}を入力してください` })
    .trim()
    .min(1, { error: `${name}を入力してください` })
    .max(max, { error: `${name}は${max}文字以内で入力してください` });
const source = z.string({ error: '表示する作品を選んでください' }).regex(BLOCK_SOURCE_PATTERN, { error: '表示する作品を一覧から選んでください' });
const sort = z.number({ error: '並び順を選んでください' }).int().min(1, { error: '並び順を一覧から選んでください' }).max(3, { error: '並び順を一覧から選んでください' });

const block = z.object({
  title: required('見出し', BLOCK_LIMITS.title),
  label: z.string().trim().max(BLOCK_LIMITS.label, { error: `ラベルは${BLOCK_LIMITS.label}文字以内で入力してください` }).nullish(),
  source,
  sort: sort.default(1),
  item_limit: z
    .number({ error: '件数を入力してください' })
    .int({ error: '件数は整数で入力してください' })
    .min(1, { error: `件数は1〜${BLOCK_LIMITS.items}で入力してください` })
    .max(BLOCK_LIMITS.items, { error: `件数は1〜${BLOCK_LIMITS.items}で入力してください` })
    .default(12),
  ranked: z.boolean().default(false),
  more_btn: z
    .object({
      link: z.string({ error: 'もっと見るのリンク先を入力してください' }).regex(/^\/(?![/\\])[A-Za-z0-9/_?=&.-]{0,199}$/, { error: 'もっと見るのリンク先は「/」から始まるサイト内のパスで入力してください' }),
      text: required('もっと見るの文言', BLOCK_LIMITS.moreText),
    })
    .nullish(),
  tabs: z.array(z.object({ label: required('タブ名', BLOCK_LIMITS.tabLabel), source, sort: sort.optional() })).max(BLOCK_LIMITS.tabs, { error: `タブは${BLOCK_LIMITS.tabs}個までです` }).default([]),
});
const body = z.object({
  version: z.number({ error: '版（version）がありません' }).int().min(0),
  blocks: z.array(block).max(BLOCK_LIMITS.blocks, { error: `ブロックは${BLOCK_LIMITS.blocks}個までです` }),
});

const blocksDraft = z.intersection(body.omit({ version: true }), draftFields);

/** The top page's blocks as one console object: versioned saves, the audit log, revert and drafts like any other. */
export function contentBlocksKind(blocks: ContentBlocksEditing): EditableKind<ContentBlocksSnapshot> {
  return {
    type: 'content-blocks',
    label: 'トップページのブロック',
    async read(id) {
      if (id !== CONTENT_BLOCKS_ID) return null;
      return { blocks: await blocks.definitions() };
    },
    // The catalogue's replaceAll drops the blocks and the page caches of every process (decision 041).
    async write(_id, next) {
      await blocks.replaceAll(next.blocks);
    },
  };
}

/**
 * `GET`/`POST /api/staff/v1/top-blocks/`: the top page's content blocks, versioned (the old `content-blocks/` POST stays);
 * `POST …/drafts/top-blocks/` keeps a draft of the whole list.
 */
export function contentBlocksEditorRouter(deps: { blocks: ContentBlocksEditing; edits: StaffEdits; drafts: StaffDrafts }) {
  const kind = deps.edits.register(contentBlocksKind(deps.blocks));
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(STAFF_PATHS.topBlocks, staffOnly(), async (c) => {
      const [blocks, version] = await Promise.all([deps.blocks.definitions(), deps.edits.versionOf(kind.type, CONTENT_BLOCKS_ID)]);
      return c.json({ success: true as const, version, blocks });
    })
    .post(STAFF_PATHS.topBlocks, staffOnly(), validate('json', body), async (c) => {
      const input = c.req.valid('json');
      const saved = await deps.edits.save(kind, CONTENT_BLOCKS_ID, input.version, { blocks: toDefinitions(input.blocks) }, staffActor(c));
      return c.json({ success: true as const, version: saved.version, blocks: saved.value.blocks });
    })
    // A draft of the whole block list (the order is the point), published through the same versioned save.
    .post(`${STAFF_PATHS.drafts}top-blocks/`, staffOnly(), validate('json', blocksDraft), async (c) => {
      const { draft_id, draft_version, version, blocks } = c.req.valid('json');
      const draft = await deps.drafts.save(kind, CONTENT_BLOCKS_ID, { draftId: draft_id, draftVersion: draft_version, baseVersion: version, value: { blocks: toDefinitions(blocks) } }, staffActor(c));
      return c.json({ success: true as const, draft });
    });
}

const toDefinitions = (input: z.output<typeof body>['blocks']): BlockDefinition[] =>
  input.map((b) => ({
        title: b.title,
        label: b.label ? b.label : null,
        source: b.source,
        sort: b.sort,
        itemLimit: b.item_limit,
        ranked: b.ranked,
        moreBtn: b.more_btn ?? null,
        tabs: b.tabs.map((t) => ({ label: t.label, source: t.source, ...(t.sort === undefined ? {} : { sort: t.sort }) })),
  }));
