import type { MikroORM } from '@mikro-orm/postgresql';
import type { InferKyselyDB } from '@mikro-orm/sql';
import type { CatalogueViewsDb } from '#modules/catalogue/index.ts';
import type { WalletAccountSchema } from './entities/wallet-account.ts';
import type { WalletEntitlementSchema } from './entities/wallet-entitlement.ts';
import type { WalletEntrySchema } from './entities/wallet-entry.ts';
import type { WalletLotSchema } from './entities/wallet-lot.ts';
import type { WalletOperationSchema } from './entities/wallet-operation.ts';

/**
 * The wallet's tables and the catalogue's published views, typed from their entities (decision 037),
 * for the wallet's reads outside the ledger's hot path (history, shelf, the affiliate balance). The
 * ledger itself writes hand-numbered statements through sql-transaction.ts.
 */
export type WalletDb = InferKyselyDB<typeof WalletAccountSchema | typeof WalletEntitlementSchema | typeof WalletEntrySchema | typeof WalletLotSchema | typeof WalletOperationSchema> & CatalogueViewsDb;

/** A Kysely query builder on a fresh entity manager. */
export const walletDb = (orm: MikroORM) => orm.em.fork().getKysely<WalletDb>();
