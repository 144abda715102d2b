import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError, messages } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import type { ViewerVariables } from '#modules/accounts/index.ts';
import type { EditableKind, StaffEdits } from '../edits/staff-edits.ts';
import type { StaffDrafts } from '../edits/staff-drafts.ts';
import type { StaffImages } from '../banners/staff-images.ts';
import { StaffError } from '../staff-errors.ts';
import { staffActor, staffOnly } from '../staff-only.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import {
  orderFields,
  storyFields,
  toStoryFields,
  toVolumeFields,
  versioned,
  volumeFields,
  type SeriesContentsEditing,
  type SeriesOrderSnapshot,
  type StorySnapshot,
  type VolumeSnapshot,
} from './contents-rules.ts';

const codeParam = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,16}$/, { error: '作品コードが正しくありません' }) });
const idParam = z.object({ id: z.string().regex(/^[1-9][0-9]{0,9}$/, { error: '番号が正しくありません' }).transform(Number) });
const draftRef = z.object({
  draft_id: z.number({ error: '下書きの番号が正しくありません' }).int().min(1).nullable().default(null),
  draft_version: z.number({ error: '下書きの版（version）が正しくありません' }).int().min(1).nullable().default(null),
});

const fieldError = (path: string, message: string) => new ApiError(400, { content: messages.invalidInput, label: 'string', level: 'warning' }, [{ path, message }]);
const NOT_FREE_FOR_WAIT = 'この作品は待てば¥0の対象ではありません（先に作品の「待てば¥0」を有効にしてください）';

/** Unpublishing is the kinds' trash: the window ends now; restoring opens it again (nothing is deleted). */
const windowed = <T extends { endsAt: string | null }>(kind: Omit<EditableKind<T>, 'trashed' | 'restored'>): EditableKind<T> => ({
  ...kind,
  trashed: (value, at) => ({ ...value, endsAt: at.toISOString() }),
  restored: (value) => ({ ...value, endsAt: null }),
});

/**
 * A title's volumes and stories (decision 066), the catalogue's data through injected functions:
 * `GET …/titles/{code}/contents/`, `POST …/titles/{code}/volumes/` (new volume), `GET`/`POST …/volumes/{id}/`,
 * `POST …/volumes/{id}/stories/` (new story), `GET`/`POST …/stories/{id}/`, `…/{id}/unpublish/` and
 * `…/{id}/republish/` for both, `GET`/`POST …/titles/{code}/order/` (reorder), and drafts of a story
 * `POST …/drafts/stories/{id}/`. Every save is versioned (409 with both versions) and logged.
 */
export function contentsRouter(deps: { contents: SeriesContentsEditing; edits: StaffEdits; drafts: StaffDrafts; images: StaffImages }) {
  const { contents, edits } = deps;
  const changed = (_id: string, next: { titleCode: string }) => contents.changed?.(next.titleCode);
  const volumeKind = edits.register(
    windowed<VolumeSnapshot>({
      type: 'volume',
      label: '巻',
      read: (id) => contents.readVolume(Number(id)),
      write: (id, next) => contents.writeVolume(Number(id), next),
      create: async (value) => String(await contents.createVolume(value)),
      changed,
    }),
  );
  const storyKind = edits.register(
    windowed<StorySnapshot>({
      type: 'story',
      label: '話',
      read: (id) => contents.readStory(Number(id)),
      write: (id, next) => contents.writeStory(Number(id), next),
      create: async (value) => String(await contents.createStory(value)),
      changed,
    }),
  );
  const orderKind = edits.register<SeriesOrderSnapshot & { titleCode: string }>({
    type: 'series-order',
    label: '巻と話の並び順',
    read: async (code) => {
      const order = await contents.readOrder(code);
      return order ? { titleCode: code, ...order } : null;
    },
    write: async (code, next) => {
      if (!(await contents.writeOrder(code, { volumes: next.volumes }))) throw fieldError('volumes', '並び順には、この作品の巻と話をすべて1回ずつ含めてください');
    },
    changed,
  });

  /** A cover must be an image uploaded to the console (checked by its bytes when it was uploaded). */
  const checkCover = async (path: string | null) => {
    if (path && !(await deps.images.has(Number(path.split('/').pop())))) throw fieldError('cover_image_path', '表紙の画像が見つかりません。もう一度アップロードしてください');
  };
  const checkFreeForWait = async (titleCode: string, paymentType: number) => {
    if (paymentType === 2 && !(await contents.contents(titleCode))?.isFreeForWait) throw fieldError('payment_type', NOT_FREE_FOR_WAIT);
  };
  const volumeOr404 = async (id: number) => (await contents.readVolume(id)) ?? Promise.reject(new StaffError('not-found'));
  const storyOr404 = async (id: number) => (await contents.readStory(id)) ?? Promise.reject(new StaffError('not-found'));
  const volumeUpdate = z.intersection(volumeFields, versioned);
  const storyUpdate = z.intersection(storyFields, versioned);
  const storyDraft = z.intersection(storyUpdate, draftRef);

  return new Hono<{ Variables: ViewerVariables }>({ strict: true })
    .get(`${STAFF_PATHS.titles}:code/contents/`, staffOnly(), validate('param', codeParam), async (c) => {
      const code = c.req.valid('param').code;
      const found = await contents.contents(code);
      if (!found) throw new StaffError('not-found');
      const [volumeVersions, storyVersions, orderVersion] = await Promise.all([
        edits.versionsOf('volume', found.volumes.map((v) => String(v.volumeId))),
        edits.versionsOf('story', found.volumes.flatMap((v) => v.stories.map((s) => String(s.storyId)))),
        edits.versionOf('series-order', code),
      ]);
      return c.json({
        success: true as const,
        titleCode: code,
        isFreeForWait: found.isFreeForWait,
        orderVersion,
        volumes: found.volumes.map((v) => ({
          ...v,
          version: volumeVersions.get(String(v.volumeId)) ?? 0,
          stories: v.stories.map((s) => ({ ...s, version: storyVersions.get(String(s.storyId)) ?? 0 })),
        })),
      });
    })
    .get(`${STAFF_PATHS.titles}:code/order/`, staffOnly(), validate('param', codeParam), async (c) => {
      const code = c.req.valid('param').code;
      const order = await contents.readOrder(code);
      if (!order) throw new StaffError('not-found');
      return c.json({ success: true as const, titleCode: code, version: await edits.versionOf('series-order', code), order });
    })
    .post(`${STAFF_PATHS.titles}:code/order/`, staffOnly(), validate('param', codeParam), validate('json', z.intersection(orderFields, versioned)), async (c) => {
      const code = c.req.valid('param').code;
      const input = c.req.valid('json');
      const volumes = input.volumes.map((v) => ({ volumeId: v.volume_id, storyIds: v.story_ids }));
      const saved = await edits.save(orderKind, code, input.version, { volumes }, staffActor(c));
      return c.json({ success: true as const, titleCode: code, version: saved.version, order: { volumes: saved.value.volumes } });
    })
    .post(`${STAFF_PATHS.titles}:code/volumes/`, staffOnly(), validate('param', codeParam), validate('json', volumeFields), async (c) => {
      const code = c.req.valid('param').code;
      if (!(await contents.readOrder(code))) throw new StaffError('not-found');
      const input = c.req.valid('json');
      await checkCover(input.cover_image_path);
      const saved = await edits.create(volumeKind, { titleCode: code, serialNumber: 0, ...toVolumeFields(input) }, staffActor(c));
      return c.json({ success: true as const, volumeId: Number(saved.id), version: saved.version, volume: saved.value });
    })
    .get(`${STAFF_PATHS.volumes}:id/`, staffOnly(), validate('param', idParam), async (c) => {
      const id = c.req.valid('param').id;
      const volume = await volumeOr404(id);
      return c.json({ success: true as const, volumeId: id, version: await edits.versionOf('volume', String(id)), volume });
    })
    .post(`${STAFF_PATHS.volumes}:id/`, staffOnly(), validate('param', idParam), validate('json', volumeUpdate), async (c) => {
      const id = c.req.valid('param').id;
      const input = c.req.valid('json');
      await volumeOr404(id);
      await checkCover(input.cover_image_path);
      const saved = await edits.save(volumeKind, String(id), input.version, toVolumeFields(input), staffActor(c));
      return c.json({ success: true as const, volumeId: id, version: saved.version, volume: saved.value });
    })
    .post(`${STAFF_PATHS.volumes}:id/stories/`, staffOnly(), validate('param', idParam), validate('json', storyFields), async (c) => {
      const volumeId = c.req.valid('param').id;
      const volume = await volumeOr404(volumeId);
      const input = c.req.valid('json');
      await checkCover(input.cover_image_path);
      await checkFreeForWait(volume.titleCode, input.payment_type);
      const saved = await edits.create(storyKind, { titleCode: volume.titleCode, volumeId, storyNumber: 0, ...toStoryFields(input) }, staffActor(c));
      return c.json({ success: true as const, storyId: Number(saved.id), version: saved.version, story: saved.value });
    })
    .get(`${STAFF_PATHS.stories}:id/`, staffOnly(), validate('param', idParam), async (c) => {
      const id = c.req.valid('param').id;
      const story = await storyOr404(id);
      return c.json({ success: true as const, storyId: id, version: await edits.versionOf('story', String(id)), story });
    })
    .post(`${STAFF_PATHS.stories}:id/`, staffOnly(), validate('param', idParam), validate('json', storyUpdate), async (c) => {
      const id = c.req.valid('param').id;
      const input = c.req.valid('json');
      const story = await storyOr404(id);
      await checkCover(input.cover_image_path);
      await checkFreeForWait(story.titleCode, input.payment_type);
      const saved = await edits.save(storyKind, String(id), input.version, toStoryFields(input), staffActor(c));
      return c.json({ success: true as const, storyId: id, version: saved.version, story: saved.value });
    })
    // A draft of a story's fields (decision 058): the title page and the viewer stay as published until it is.
    .post(`${STAFF_PATHS.drafts}stories/:id/`, staffOnly(), validate('param', idParam), validate('json', storyDraft), async (c) => {
      const id = c.req.valid('param').id;
      const { draft_id, draft_version, ...input } = c.req.valid('json');
      const story = await storyOr404(id);
      await checkCover(input.cover_image_path);
      await checkFreeForWait(story.titleCode, input.payment_type);
      const draft = await deps.drafts.save(storyKind, String(id), { draftId: draft_id, draftVersion: draft_version, baseVersion: input.version, value: toStoryFields(input) }, staffActor(c));
      return c.json({ success: true as const, draft });
    })
    .post(`${STAFF_PATHS.volumes}:id/unpublish/`, staffOnly(), validate('param', idParam), validate('json', versioned), async (c) => {
      const saved = await edits.trash(volumeKind, String(c.req.valid('param').id), c.req.valid('json').version, staffActor(c));
      return c.json({ success: true as const, version: saved.version, volume: saved.value });
    })
    .post(`${STAFF_PATHS.volumes}:id/republish/`, staffOnly(), validate('param', idParam), validate('json', versioned), async (c) => {
      const saved = await edits.restore(volumeKind, String(c.req.valid('param').id), c.req.valid('json').version, staffActor(c));
      return c.json({ success: true as const, version: saved.version, volume: saved.value });
    })
    .post(`${STAFF_PATHS.stories}:id/unpublish/`, staffOnly(), validate('param', idParam), validate('json', versioned), async (c) => {
      const saved = await edits.trash(storyKind, String(c.req.valid('param').id), c.req.valid('json').version, staffActor(c));
      return c.json({ success: true as const, version: saved.version, story: saved.value });
    })
    .post(`${STAFF_PATHS.stories}:id/republish/`, staffOnly(), validate('param', idParam), validate('json', versioned), async (c) => {
      const saved = await edits.restore(storyKind, String(c.req.valid('param').id), c.req.valid('json').version, staffActor(c));
      return c.json({ success: true as const, version: saved.version, story: saved.value });
    });
}
