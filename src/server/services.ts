import type { MikroORM } from '@mikro-orm/postgresql';
import { createAccountsService, createProfileService } from '../../modules/accounts/index.ts';
import { createCatalogueService } from '../../modules/catalogue/index.ts';
import { createSearchService } from '../../modules/catalogue/index.ts';
import { createNavigationService, createSiteSettingsService } from '../../modules/staff/index.ts';
import { createSupportService } from '../../modules/support/index.ts';
import { getDatabase } from './database.ts';

export function createServices(orm: MikroORM) {
  const accounts = createAccountsService(orm);
  return {
    catalogue: createCatalogueService(orm),
    search: createSearchService(orm),
    navigation: createNavigationService(orm),
    siteSettings: createSiteSettingsService(orm),
    support: createSupportService(orm),
    accounts,
    profile: createProfileService(orm, accounts),
  };
}

export type Services = ReturnType<typeof createServices>;

let services: Promise<Services> | undefined;

/** Services over the process-wide database; server components and the API share them. */
export function getServices(): Promise<Services> {
  services ??= getDatabase().then((db) => createServices(db.orm));
  services.catch(() => (services = undefined));
  return services;
}
