import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import type { EditableKind, StaffEdits } from '../edits/staff-edits.ts';
import { StaffError } from '../staff-errors.ts';
import { staffActor, staffOnly } from '../staff-only.ts';
import { STAFF_PATHS } from '../staff-paths.ts';

type StoryAlts = { titleCode: string; volume: number; storyNumber: number; name: string; pageCount: number; alts: string[] };

/** What the console reaches of the viewer pages' alt texts (the catalogue's), injected by the composition root. */
export type PageAltEditing = {
  read(storyId: number): Promise<StoryAlts | null>;
  write(storyId: number, alts: readonly string[]): Promise<void>;
  storiesOf(titleCode: string): Promise<{ storyId: number; volume: number; storyNumber: number; name: string; pageCount: number }[]>;
  changed?(titleCode: string): void;
};

const idParam = z.object({ id: z.string().regex(/^[1-9][0-9]{0,9}$/, { error: '話の番号が正しくありません' }).transform(Number) });
const body = z.object({
  version: z.number({ error: '版（version）がありません' }).int().min(0),
  alts: z.array(z.string().max(300, { error: '代替テキストは1ページ300文字以内で入力してください' })).max(400, { error: 'ページが多すぎます' }),
});

/** `GET`/`POST /api/staff/v1/stories/{storyId}/alt/`: the alt text of each page of a story, versioned and logged. */
export function pageAltRouter(deps: { pageAlts: PageAltEditing; edits: StaffEdits }) {
  const kind: EditableKind<StoryAlts> = deps.edits.register({
    type: 'story-alt',
    label: 'ページの代替テキスト',
    read: (id) => deps.pageAlts.read(Number(id)),
    write: (id, next) => deps.pageAlts.write(Number(id), next.alts),
    changed: (_id, next) => deps.pageAlts.changed?.(next.titleCode),
  });
  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(`${STAFF_PATHS.stories}:id/alt/`, staffOnly(), validate('param', idParam), async (c) => {
      const id = c.req.valid('param').id;
      const story = await deps.pageAlts.read(id);
      if (!story) throw new StaffError('not-found');
      return c.json({ success: true as const, storyId: id, version: await deps.edits.versionOf('story-alt', String(id)), story });
    })
    .post(`${STAFF_PATHS.stories}:id/alt/`, staffOnly(), validate('param', idParam), validate('json', body), async (c) => {
      const id = c.req.valid('param').id;
      const story = await deps.pageAlts.read(id);
      if (!story) throw new StaffError('not-found');
      const { alts, version } = c.req.valid('json');
      const padded = Array.from({ length: story.pageCount }, (_, i) => (alts[i] ?? '').trim());
      const saved = await deps.edits.save(kind, String(id), version, { alts: padded }, staffActor(c));
      return c.json({ success: true as const, version: saved.version, alts: saved.value.alts });
    });
}
