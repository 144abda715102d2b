import { accountMailEntities, accountsEntities } from '#modules/accounts/index.ts';
import { affiliateEntities } from '#modules/affiliate/index.ts';
import { campaignsEntities } from '#modules/campaigns/index.ts';
import { catalogueEntities } from '#modules/catalogue/index.ts';
import { noticesEntities } from '#modules/notices/index.ts';
import { readerEntities } from '#modules/reader/index.ts';
import { giftEntities, missionEntities, rewardsEntities } from '#modules/rewards/index.ts';
import { rankingsEntities } from '#modules/rankings/index.ts';
import { searchEntities } from '#modules/catalogue/index.ts';
import { staffEntities } from '#modules/staff/index.ts';
import { supportEntities } from '#modules/support/index.ts';
import { purchaseEntities, walletEntities } from '#modules/wallet/index.ts';
import { migrationsList } from '../../migrations/index.ts';
import { seedIfDemo } from './demo-mode.ts';
import { sharedDatabase, type DatabaseSetup } from '#platform/db/orm.ts';
import { jobEntities } from '#platform/jobs/job-state-entity.ts';

export const databaseSetup: DatabaseSetup = {
  entities: [
    ...catalogueEntities,
    ...staffEntities,
    ...supportEntities,
    ...accountsEntities,
    ...accountMailEntities,
    ...campaignsEntities,
    ...noticesEntities,
    ...walletEntities,
    ...searchEntities,
    ...readerEntities,
    ...purchaseEntities,
    ...rankingsEntities,
    ...rewardsEntities,
    ...giftEntities,
    ...missionEntities,
    ...affiliateEntities,
    ...jobEntities,
  ],
  migrations: migrationsList,
  // Demo mode only: a production database gets the schema and nothing else.
  seedIfEmpty: seedIfDemo,
};

export const getDatabase = () => sharedDatabase(databaseSetup);
