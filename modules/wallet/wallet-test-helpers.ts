import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { StoryRef } from './wallet-service.ts';

/** A member row made directly (service tests need no session). */
export async function insertMember(orm: MikroORM): Promise<number> {
  const [row] = await orm.em
    .fork()
    .execute<{ id: number }[]>('insert into app_user (email, display_name, created_at) values (?, ?, now()) returning id', [`w${randomUUID().slice(0, 12)}@example.jp`, '財布 花子']);
  return row!.id;
}

export type TestStory = StoryRef & { storyId: number; titleId: number; volumeId: number; priceCoins: number; volumePriceCoins: number };

/**
 * Seeded stories of each payment type. `offset` spreads test files over different titles so that
 * their 待てば¥0 tickets and entitlements do not meet.
 */
export async function seededStories(orm: MikroORM, offset = 0) {
  const pick = async (where: string): Promise<TestStory> => {
    const rows = await orm.em.fork().execute<TestStory[]>(
      `select t.title_code as "titleCode", v.serial_number as "volumeSerialNumber", s.story_number as "storyNumber", s.id as "storyId",
              t.id as "titleId", v.id as "volumeId", s.price_coins as "priceCoins", v.price_coins as "volumePriceCoins"
         from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
        where ${where} order by t.id, s.story_number offset ? limit 1`,
      [offset],
    );
    if (!rows[0]) throw new Error(`no seeded story where ${where}`);
    return rows[0];
  };
  return {
    free: await pick('s.payment_type = 1'),
    waitFree: await pick('s.payment_type = 2'),
    coin: await pick('s.payment_type = 3 and not t.is_store'),
    storeCoin: await pick('s.payment_type = 3 and t.is_store and v.price_coins > 0'),
  };
}

/** A second 待てば¥0 story of the same title (another episode), or null. */
export async function otherWaitFreeStory(orm: MikroORM, story: TestStory): Promise<TestStory | null> {
  const [row] = await orm.em.fork().execute<TestStory[]>(
    `select t.title_code as "titleCode", v.serial_number as "volumeSerialNumber", s.story_number as "storyNumber", s.id as "storyId",
            t.id as "titleId", v.id as "volumeId", s.price_coins as "priceCoins", v.price_coins as "volumePriceCoins"
       from story s join volume v on v.id = s.volume_id join title t on t.id = s.title_id
      where s.title_id = ? and s.payment_type = 2 and s.id <> ? order by s.story_number limit 1`,
    [story.titleId, story.storyId],
  );
  return row ?? null;
}
