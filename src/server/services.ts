import type { MikroORM } from '@mikro-orm/postgresql';
import { createAccountsService, createProfileService, createSocialAccountsService, loadSessionSecret } from '../../modules/accounts/index.ts';
import { createCouponService } from '../../modules/campaigns/index.ts';
import { createCatalogueService } from '../../modules/catalogue/index.ts';
import { createNoticesService } from '../../modules/notices/index.ts';
import { createPageSigner, createReadingService, createSignedPages, pageUrlKey } from '../../modules/reader/index.ts';
import { createFavoritesService, createSearchService } from '../../modules/catalogue/index.ts';
import { createNavigationService, createSiteSettingsService } from '../../modules/staff/index.ts';
import { createSupportService } from '../../modules/support/index.ts';
import { confirmTimeoutFromEnv, createPointExchange, createPurchaseService, createWalletHistory, createWalletService, paymentProviderFromEnv } from '../../modules/wallet/index.ts';
import { getDatabase } from './database.ts';

export type ServicesOptions = {
  /** The clock of entitlements and page URLs (tests move it to end rentals and expire URLs). */
  now?: () => Date;
};

export function createServices(orm: MikroORM, options: ServicesOptions = {}) {
  const accounts = createAccountsService(orm);
  const wallet = createWalletService(orm, { now: options.now });
  const coupons = createCouponService(orm);
  const pageSigner = createPageSigner({ key: pageUrlKey(loadSessionSecret()), now: options.now });
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
    pageSigner,
    signedPages: createSignedPages({
      signer: pageSigner,
      entitlements: (userId, storyIds) => wallet.entitlementsOf(userId, storyIds),
    }),
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
