import type { MikroORM } from '@mikro-orm/postgresql';
import type { UnlockKind } from './assets.ts';
import { walletDb } from './kysely-db.ts';
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

/**
 * The member's live entitlements (owned, and rentals not yet over at `at`), optionally of one title.
 * Read-only, for the bookshelf; only `userId`'s rows are read.
 */
export function createWalletShelf(orm: MikroORM) {
  return {
    async liveEntitlements(userId: number, at: Date, titleCode?: string): Promise<ShelfEntitlement[]> {
      const rows = await walletDb(orm)
        .selectFrom('wallet_entitlement as e')
        .leftJoin('catalogue_story_ref as s', 's.story_id', 'e.story_id')
        .innerJoin('catalogue_volume_ref as v', (join) => join.on((eb) => eb('v.volume_id', '=', eb.fn.coalesce('e.volume_id', 's.volume_id'))))
        .select(['v.title_code', 'e.kind', 'v.serial_number', 's.story_number', 's.story_name', 'e.created_at', 'e.expires_at'])
        .where('e.user_id', '=', userId)
        .where((eb) => eb.or([eb('e.expires_at', 'is', null), eb('e.expires_at', '>', at)]))
        .$if(titleCode !== undefined, (q) => q.where('v.title_code', '=', titleCode!))
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(5000)
        .execute();
      return rows.map((row) => ({
        titleCode: row.title_code,
        kind: row.kind as UnlockKind,
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
