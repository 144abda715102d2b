import type { MikroORM } from '@mikro-orm/postgresql';
import type { UnlockKind } from './assets.ts';
import { toDate } from './ledger.ts';

/** One thing a member may read now: a whole volume or one story, bought for good or rented until expiresAt. */
export type ShelfEntitlement = {
  titleCode: string;
  kind: UnlockKind;
  volumeSerialNumber: number;
  /** null: the whole volume. */
  storyNumber: number | null;
  storyName: string | null;
  createdAt: Date;
  /** null: bought for good. */
  expiresAt: Date | null;
};

type Row = {
  title_code: string;
  kind: UnlockKind;
  serial_number: number;
  story_number: number | null;
  story_name: string | null;
  created_at: Date | string;
  expires_at: Date | string | null;
};

/**
 * The member's live entitlements (owned, and rentals not yet over at `at`), optionally of one title.
 * Read-only, for the bookshelf; only `userId`'s rows are read.
 */
const SQL = `
  select v.title_code, e.kind, v.serial_number, s.story_number, s.story_name, e.created_at, e.expires_at
    from wallet_entitlement e
    left join catalogue_story_ref s on s.story_id = e.story_id
    join catalogue_volume_ref v on v.volume_id = coalesce(e.volume_id, s.volume_id)
   where e.user_id = ? and (e.expires_at is null or e.expires_at > ?) %s
   order by e.created_at desc, e.id desc
   limit 5000`;

export function createWalletShelf(orm: MikroORM) {
  return {
    async liveEntitlements(userId: number, at: Date, titleCode?: string): Promise<ShelfEntitlement[]> {
      const rows = await orm.em
        .fork()
        .getConnection()
        .execute<Row[]>(SQL.replace('%s', titleCode === undefined ? '' : 'and v.title_code = ?'), titleCode === undefined ? [userId, at] : [userId, at, titleCode]);
      return rows.map((row) => ({
        titleCode: row.title_code,
        kind: row.kind,
        volumeSerialNumber: row.serial_number,
        storyNumber: row.story_number,
        storyName: row.story_name,
        createdAt: toDate(row.created_at)!,
        expiresAt: toDate(row.expires_at),
      }));
    },
  };
}

export type WalletShelf = ReturnType<typeof createWalletShelf>;
