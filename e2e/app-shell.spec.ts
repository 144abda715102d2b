import { expect, test } from './fixtures.ts';

test.describe('header navigation', () => {
  test('shows the spec default entries, the store with free=2: the bar on a wide screen, the drawer on a phone', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'メインメニュー' });
    const labels = ['トップ', 'ランキング', '無料マンガ', '新作', '特集', 'ストア', 'セール', 'レビュー'];
    if (page.viewportSize()!.width >= 1264) {
      for (const label of labels) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'ストア' })).toHaveAttribute('href', '/book/store/?free=2');
      await expect(page.getByRole('button', { name: 'メニューを開く' })).toBeHidden();
    } else {
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.getByRole('button', { name: 'メニューを開く' }).click();
      const drawer = page.getByRole('dialog', { name: 'メニュー' });
      await expect(drawer).toBeVisible();
      for (const label of labels) await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'TL' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
  });

  test('the header turns into a compact app bar past 300 px of scrolling', async ({ page }) => {
    await page.goto('/');
    await page.waitForSelector('html[data-hydrated="true"]');
    const header = page.locator('#site-header');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-scrolled', '');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('near the threshold the app bar does not flicker or move the page', async ({ page }) => {
    await page.goto('/book/title/YB000001/');
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => window.scrollTo(0, 305));
    const changes = await page.evaluate(
      () =>
        new Promise<{ toggles: number; scrollY: number }>((resolve) => {
          const header = document.getElementById('site-header')!;
          let toggles = 0;
          new MutationObserver(() => toggles++).observe(header, { attributes: true, attributeFilter: ['data-scrolled'] });
          setTimeout(() => resolve({ toggles, scrollY: window.scrollY }), 1500);
        }),
    );
    expect(changes.toggles).toBeLessThanOrEqual(1);
    expect(changes.scrollY).toBe(305);
  });
});

test.describe('page transition', () => {
  test('the main area is the "page" view transition of cross-document navigations', async ({ page }) => {
    await page.goto('/');
    const name = () => page.locator('main.site-main').evaluate((el) => getComputedStyle(el).viewTransitionName);
    expect(await name()).toBe('page');
    const navigation = () =>
      page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).some((rule) => rule.cssText.includes('@view-transition') && rule.cssText.includes('auto')),
      );
    expect(await navigation()).toBe(true);
  });
});

test('no page scrolls sideways on a 375 px phone', { tag: '@phone-only' }, async ({ page }) => {
  for (const path of ['/', '/book/title/YB000001/', '/faq/', '/legal/', '/contact/']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
