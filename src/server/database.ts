import { accountsEntities } from '../../modules/accounts/index.ts';
import { catalogueEntities, seedDemoIfEmpty } from '../../modules/catalogue/index.ts';
import { staffEntities } from '../../modules/staff/index.ts';
import { supportEntities } from '../../modules/support/index.ts';
import { walletEntities } from '../../modules/wallet/entities/index.ts';
import { migrationsList } from '../../migrations/index.ts';
import { sharedDatabase, type DatabaseSetup } from '../../platform/db/orm.ts';

export const databaseSetup: DatabaseSetup = {
  entities: [...catalogueEntities, ...staffEntities, ...supportEntities, ...accountsEntities, ...walletEntities],
  migrations: migrationsList,
  seedIfEmpty: seedDemoIfEmpty,
};

export const getDatabase = () => sharedDatabase(databaseSetup);
