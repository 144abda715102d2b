import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { SiteSetting } from './entities/site-setting.ts';
import { DEFAULT_SITE_SETTINGS, createSiteSettingsService, resolveSiteSettings } from './site-settings-service.ts';

const { orm } = await createTestApp();
/** Own keys, so that the initialize tests running in parallel keep seeing the defaults. */
const keyPrefix = `test-${process.pid}:`;
const service = () => createSiteSettingsService(orm, { keyPrefix });
const stored = () => orm.em.fork().count(SiteSetting, { key: { $like: `${keyPrefix}%` } });

afterEach(async () => {
  await orm.em.fork().nativeDelete(SiteSetting, { key: { $like: `${keyPrefix}%` } });
});

describe('site settings', () => {
  it('are the defaults while the table is empty: banners off, a daily recommendation, the app promotion on', async () => {
    const settings = await service().readNow();
    expect(settings).toEqual(DEFAULT_SITE_SETTINGS);
    expect(settings.rectangleBanner.enabled).toBe(false);
    expect(settings.memberCouponBanner.enabled).toBe(false);
    expect(settings.appInstallPromotion.enabled).toBe(true);
    expect(settings.dailyRecommend).toMatchObject({ moreUrl: '/book/free/', isTargetBlank: false });
    expect(settings.dailyRecommend?.imageUrl).toMatch(/^\/img\/cover\/YB000001\?w=480$/);
  });

  it('take stored values over the defaults, key by key', async () => {
    const settings0 = service();
    const banner = { enabled: true, imageUrl: '/img/banner/rect.png', alt: '秋の大型キャンペーン', linkUrl: '/book/campaign/titles/' };
    await settings0.set('rectangleBanner', banner);
    await settings0.set('dailyRecommend', null);
    await settings0.set('appInstallPromotion', { enabled: false });
    const settings = await settings0.readNow();
    expect(settings.rectangleBanner).toEqual(banner);
    expect(settings.dailyRecommend).toBeNull();
    expect(settings.appInstallPromotion).toEqual({ enabled: false });
    expect(settings.memberCouponBanner).toEqual(DEFAULT_SITE_SETTINGS.memberCouponBanner);
  });

  it('fall back to the default when a stored value is invalid, and ignore unknown keys', async () => {
    const em = orm.em.fork();
    em.create(SiteSetting, { key: `${keyPrefix}rectangleBanner`, value: { enabled: 'yes', imageUrl: 3 } });
    em.create(SiteSetting, { key: `${keyPrefix}dailyRecommend`, value: 'not an object' });
    em.create(SiteSetting, { key: `${keyPrefix}appInstallPromotion`, value: [true] });
    em.create(SiteSetting, { key: `${keyPrefix}somethingElse`, value: { enabled: true } });
    await em.flush();
    expect(await service().readNow()).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('refuse to store an invalid value', async () => {
    await expect(service().set('memberCouponBanner', { enabled: 'on' } as never)).rejects.toThrow();
    expect(await stored()).toBe(0);
  });

  it('are read at most once a minute (memoized), and never share the defaults object', async () => {
    const settings = service();
    expect((await settings.get('appInstallPromotion')).enabled).toBe(true);
    await settings.set('appInstallPromotion', { enabled: false });
    expect((await settings.get('appInstallPromotion')).enabled).toBe(true);
    expect((await settings.readNow()).appInstallPromotion.enabled).toBe(false);
    expect((await createSiteSettingsService(orm, { keyPrefix, ttlMs: 0 }).get('appInstallPromotion')).enabled).toBe(false);
    const resolved = resolveSiteSettings([]);
    resolved.rectangleBanner.enabled = true;
    expect(DEFAULT_SITE_SETTINGS.rectangleBanner.enabled).toBe(false);
  });
});
