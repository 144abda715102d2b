import { catalogueEntities, seedDemoIfEmpty } from '../../modules/catalogue/index.ts';
import { migrationsList } from '../../migrations/index.ts';
import { sharedDatabase, type DatabaseSetup } from '../../platform/db/orm.ts';

export const databaseSetup: DatabaseSetup = {
  entities: [...catalogueEntities],
  migrations: migrationsList,
  seedIfEmpty: seedDemoIfEmpty,
};

export const getDatabase = () => sharedDatabase(databaseSetup);
