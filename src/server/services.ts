import type { MikroORM } from '@mikro-orm/postgresql';
import { createAccountsService, createProfileService, createSocialAccountsService } from '../../modules/accounts/index.ts';
import { createCouponService } from '../../modules/campaigns/index.ts';
import { createCatalogueService } from '../../modules/catalogue/index.ts';
import { createNoticesService } from '../../modules/notices/index.ts';
import { createReaderSettingsService, createReadingService } from '../../modules/reader/index.ts';
import { createFavoritesService, createSearchService } from '../../modules/catalogue/index.ts';
import { createNavigationService, createSiteSettingsService } from '../../modules/staff/index.ts';
import { createSupportService } from '../../modules/support/index.ts';
import { confirmTimeoutFromEnv, createPointExchange, createPurchaseService, createWalletHistory, createWalletService, paymentProviderFromEnv } from '../../modules/wallet/index.ts';
import { getDatabase } from './database.ts';

export function createServices(orm: MikroORM) {
  const accounts = createAccountsService(orm);
  const wallet = createWalletService(orm);
  const coupons = createCouponService(orm);
  return {
    catalogue: createCatalogueService(orm),
    search: createSearchService(orm),
    navigation: createNavigationService(orm),
    siteSettings: createSiteSettingsService(orm),
    support: createSupportService(orm),
    accounts,
    profile: createProfileService(orm, accounts),
    coupons,
    social: createSocialAccountsService(orm),
    notices: createNoticesService(orm),
    wallet,
    reading: createReadingService(orm),
    readerSettings: createReaderSettingsService(orm),
    favorites: createFavoritesService(orm),
    purchases: createPurchaseService(orm, wallet, { provider: paymentProviderFromEnv(), confirmTimeoutMs: confirmTimeoutFromEnv() }),
    walletHistory: createWalletHistory(orm, { wallet, couponByCode: (code) => coupons.byCode(code) }),
    pointExchange: createPointExchange(orm),
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
