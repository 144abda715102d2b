import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import { diffSnapshots } from '../edits/diff.ts';
import type { EditableKind, Saved, StaffEdits } from '../edits/staff-edits.ts';
import { draftFields } from '../edits/draft-router.ts';
import type { StaffDrafts } from '../edits/staff-drafts.ts';
import { versionOnly } from '../banners/banner-rules.ts';
import { staffActor, staffOnly } from '../staff-only.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import { coinPackFields, coinPackUpdate, toCoinPackSnapshot, type CoinPackEditingPort, type CoinPackSnapshot } from './coin-pack-rules.ts';
import { currentAt, keepMinutes } from './reward-router.ts';

const packDraft = z.intersection(coinPackFields, draftFields);
const packId = z.object({ id: z.string().regex(/^[1-9][0-9]{0,8}$/, { error: 'コインパックの番号が正しくありません' }).transform(Number) });

/**
 * The bonus coins of a pack add the same coins at the same price: a discount (値引), not a prize (景品表示法's
 * 景品類 exclude it), so there is no limit to check; the dry run says so.
 */
export const COIN_PACK_LEGAL_NOTE = 'ボーナスコインは同じコインを同じ価格で付け加える値引きのため景品類に当たらず、景品表示法の上限はありません。価格は税込（総額表示）です。';

/** Coin packs as a console kind; a trashed pack is not sold on /point/ (purchases keep their own price and coins). */
export function coinPackKind(packs: CoinPackEditingPort, changed?: () => void): EditableKind<CoinPackSnapshot> {
  return {
    type: 'coin-pack',
    label: 'コインパック',
    read: (id) => packs.read(Number(id)),
    write: (id, next) => packs.write(Number(id), next),
    create: async (value) => String(await packs.create(value)),
    trashed: (value, at) => ({ ...value, deletedAt: at.toISOString() }),
    restored: (value) => ({ ...value, deletedAt: null }),
    changed: () => changed?.(),
  };
}

/**
 * `GET|POST /api/staff/v1/coin-packs/`, `POST …/coin-packs/{id}/` (versioned; decision 067), `…/{id}/trash/`, `…/{id}/restore/`. Create and save take
 * `dry_run`: what would change, the wallet's checks and the legal note, nothing stored. Drafts at
 * `POST …/drafts/coin-packs/(id/)` (scheduled ones show on /point/ in the 'as of' preview).
 */
export function coinPackRouter(deps: { coinPacks: CoinPackEditingPort; edits: StaffEdits; drafts: StaffDrafts; onCoinPacksChange?: () => void }) {
  const { coinPacks, edits, drafts } = deps;
  const kind = edits.register(coinPackKind(coinPacks, deps.onCoinPacksChange));
  const answer = (saved: Saved<CoinPackSnapshot>) => ({ success: true as const, coinPack: { id: Number(saved.id), version: saved.version, ...saved.value } });
  const dryRunAnswer = (before: unknown, after: unknown, problems: { path: string; message: string }[]) => ({ success: true as const, dryRun: true as const, changes: diffSnapshots(before, after), problems, note: COIN_PACK_LEGAL_NOTE });

  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(STAFF_PATHS.coinPacks, staffOnly(), async (c) => {
      const list = await coinPacks.list();
      const versions = await edits.versionsOf(kind.type, list.map((pack) => String(pack.id)));
      return c.json({ success: true as const, coinPacks: list.map((pack) => ({ ...pack, version: versions.get(String(pack.id)) ?? 0 })) });
    })
    .post(STAFF_PATHS.coinPacks, staffOnly(), validate('json', coinPackFields), async (c) => {
      const input = c.req.valid('json');
      const pack = toCoinPackSnapshot(input);
      if (input.dry_run) return c.json(dryRunAnswer(null, pack, await coinPacks.problems(pack, null)));
      return c.json(answer(await edits.create(kind, pack, staffActor(c))));
    })
    .post(`${STAFF_PATHS.coinPacks}:id/`, staffOnly(), validate('param', packId), validate('json', coinPackUpdate), async (c) => {
      const { version, ...fields } = c.req.valid('json');
      const id = c.req.valid('param').id;
      // The product id is what purchases name: it never changes once created.
      const { productId: _id, deletedAt: _trash, ...sent } = toCoinPackSnapshot(fields);
      const patch = await keepMinutes(kind, String(id), sent);
      if (fields.dry_run) {
        const { current, next } = await currentAt(edits, kind, String(id), version, (current) => ({ ...current, ...patch }));
        return c.json(dryRunAnswer(current, next, await coinPacks.problems(next, id)));
      }
      return c.json(answer(await edits.save(kind, String(id), version, patch, staffActor(c))));
    })
    .post(`${STAFF_PATHS.coinPacks}:id/trash/`, staffOnly(), validate('param', packId), validate('json', versionOnly), async (c) =>
      c.json(answer(await edits.trash(kind, String(c.req.valid('param').id), c.req.valid('json').version, staffActor(c)))),
    )
    .post(`${STAFF_PATHS.coinPacks}:id/restore/`, staffOnly(), validate('param', packId), validate('json', versionOnly), async (c) =>
      c.json(answer(await edits.restore(kind, String(c.req.valid('param').id), c.req.valid('json').version, staffActor(c)))),
    )
    .post(`${STAFF_PATHS.drafts}coin-packs/`, staffOnly(), validate('json', packDraft), async (c) => {
      const { draft_id, draft_version, version: _none, ...fields } = c.req.valid('json');
      return c.json({ success: true as const, draft: await drafts.save(kind, null, { draftId: draft_id, draftVersion: draft_version, baseVersion: 0, value: toCoinPackSnapshot(fields) }, staffActor(c)) });
    })
    .post(`${STAFF_PATHS.drafts}coin-packs/:id/`, staffOnly(), validate('param', packId), validate('json', packDraft), async (c) => {
      const { draft_id, draft_version, version, ...fields } = c.req.valid('json');
      const { productId: _id, deletedAt: _trash, ...patch } = toCoinPackSnapshot(fields);
      const draft = await drafts.save(kind, String(c.req.valid('param').id), { draftId: draft_id, draftVersion: draft_version, baseVersion: version, value: patch }, staffActor(c));
      return c.json({ success: true as const, draft });
    });
}
