import type { MikroORM } from '@mikro-orm/postgresql';
import { createAccountsService, createProfileService, createSocialAccountsService } from '../../modules/accounts/index.ts';
import { createCouponService } from '../../modules/campaigns/index.ts';
import { createCatalogueService } from '../../modules/catalogue/index.ts';
import { createNoticesService } from '../../modules/notices/index.ts';
import { createNavigationService, createSiteSettingsService } from '../../modules/staff/index.ts';
import { createSupportService } from '../../modules/support/index.ts';
import { createWalletService } from '../../modules/wallet/index.ts';
import { createPointExchange, createWalletHistory } from '../../modules/wallet/index.ts';
import { getDatabase } from './database.ts';

export function createServices(orm: MikroORM) {
  const accounts = createAccountsService(orm);
  const couponsOfHistory = createCouponService(orm);
  return {
    catalogue: createCatalogueService(orm),
    navigation: createNavigationService(orm),
    siteSettings: createSiteSettingsService(orm),
    support: createSupportService(orm),
    accounts,
    profile: createProfileService(orm, accounts),
    coupons: createCouponService(orm),
    social: createSocialAccountsService(orm),
    notices: createNoticesService(orm),
    wallet: createWalletService(orm),
    walletHistory: createWalletHistory(orm, { wallet: createWalletService(orm), couponByCode: (code) => couponsOfHistory.byCode(code) }),
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
