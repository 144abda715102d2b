import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const page375or1280 = (project: string) => (project === 'phone' ? { width: 375, height: 740 } : { width: 1280, height: 800 });

// Every route's answer (200 with a Japanese heading, 301, 302, the 404 page): deploy/production-pages.test.ts;
// a campaign's end reaching cached pages within the cache's TTL: src/server/campaign-end-cached-pages.test.ts.
test.describe('campaigns and special pages (issue 17)', () => {
  test('a visitor follows 特集 from the header to a special page, then to a title', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // Wide screens show the header's menu row; narrower ones put it in the drawer (e2e/app-shell.spec.ts).
    if (page.viewportSize()!.width >= 1264) {
      await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '特集', exact: true }).click();
    } else {
      await page.getByRole('button', { name: 'メニューを開く' }).click();
      await page.getByRole('dialog', { name: 'メニュー' }).getByRole('link', { name: '特集', exact: true }).click();
    }
    await expect(page).toHaveURL(/\/special\/$/);
    await expect(page.getByRole('heading', { level: 1, name: '特集' })).toBeVisible();
    await page.getByRole('link', { name: '冬に読みたいマンガ特集' }).click();
    await expect(page).toHaveURL(/\/special\/lp\/winter-picks\/$/);
    await expect(page.getByRole('heading', { level: 1, name: '冬に読みたいマンガ特集' })).toBeVisible();
    const first = page.getByRole('list', { name: '対象作品' }).locator('a.title-card__link').first();
    const name = (await first.locator('.title-card__name').textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/book\/title\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a member enters a present campaign, finds the entry under already_entries, and a second entry is refused', async ({ page, members }) => {
    await page.goto('/special/joshidensho/');
    await expect(page.getByRole('heading', { level: 1, name: '女子電書 プレゼントキャンペーン' })).toBeVisible();
    await expect(page.getByText('当選者数：30名様')).toBeVisible();
    await members.signIn(page, await members.create({ displayName: '応募 花子' }));
    await page.getByRole('link', { name: '応募する' }).click();
    await expect(page).toHaveURL(/\/special\/joshidensho\/form\/$/);
    await hydrated(page);
    await page.getByLabel('コイン500枚コース').check();
    await page.getByLabel('お名前').fill('応募 花子');
    await page.getByLabel('郵便番号').fill('100-0001');
    await page.getByLabel('ご住所').fill('東京都千代田区千代田1-1');
    await page.getByRole('button', { name: '応募する' }).click();
    await expect(page.getByRole('status').filter({ hasText: '応募を受け付けました' })).toBeVisible();
    await page.getByRole('link', { name: '応募済みのキャンペーンを見る' }).click();
    await expect(page.getByRole('list', { name: '応募履歴' }).getByText('女子電書 プレゼントキャンペーン')).toBeVisible();
    await page.goto('/special/joshidensho/form/');
    await hydrated(page);
    await page.getByLabel('お名前').fill('応募 花子');
    await page.getByLabel('郵便番号').fill('100-0001');
    await page.getByLabel('ご住所').fill('東京都千代田区千代田1-1');
    await page.getByRole('button', { name: '応募する' }).click();
    await expect(page.getByRole('alert')).toHaveText('このキャンペーンにはすでに応募済みです。応募は1人1回までです。');
  });

  test('a member enters the publisher festival by course, sees the entries, and a second entry to a course is refused', async ({ page, members }, testInfo) => {
    await page.goto('/special/manga-festival/');
    await expect(page.getByRole('heading', { level: 1, name: '出版社合同 マンガフェスティバル' })).toBeVisible();
    await expect(page.getByText('当選者数：60名様', { exact: true })).toBeVisible();
    await members.signIn(page, await members.create({ displayName: '祭り 太郎' }));
    await page.getByRole('navigation', { name: 'キャンペーンのページ' }).getByRole('link', { name: '応募する' }).click();
    await expect(page).toHaveURL(/\/special\/manga-festival\/form\/$/);
    await hydrated(page);
    await expect(page.getByText('応募は1コースにつき1人1回までです。複数のコースに応募できます。')).toBeVisible();
    await page.getByLabel('星空出版コース').check();
    await page.getByLabel('ひとこと').fill('楽しみにしています');
    await page.getByRole('button', { name: '応募する' }).click();
    await expect(page.getByRole('status').filter({ hasText: '応募を受け付けました' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('festival-entered.png'), fullPage: true });
    await page.getByRole('link', { name: '応募済みのキャンペーンを見る' }).click();
    await expect(page).toHaveURL(/\/special\/manga-festival\/already_entries\/$/);
    const entries = page.getByRole('list', { name: '応募履歴' });
    await expect(entries.getByText('出版社合同 マンガフェスティバル')).toBeVisible();
    await expect(entries.getByText('（星空出版コース）')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('festival-entries.png'), fullPage: true });
    await page.goto('/special/manga-festival/form/');
    await hydrated(page);
    await page.getByLabel('星空出版コース').check();
    await page.getByRole('button', { name: '応募する' }).click();
    await expect(page.getByRole('alert')).toHaveText('このコースにはすでに応募済みです。応募は1コースにつき1人1回までです。');
    // The 2024 page carries its own form.
    await page.goto('/special/manga-festival/2024/');
    await hydrated(page);
    await page.getByLabel('お名前').fill('祭り 太郎');
    await page.getByLabel('郵便番号').fill('100-0001');
    await page.getByLabel('ご住所').fill('東京都千代田区千代田1-1');
    await page.getByRole('button', { name: '応募する' }).click();
    await expect(page.getByRole('status').filter({ hasText: '応募を受け付けました' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'このキャンペーンへの応募' }).getByText('マンガフェスティバル2024 特別プレゼント')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('festival-2024.png'), fullPage: true });
  });

  test('tweet_present: share on X with the hashtag, then enter the post’s address once', async ({ page, members }, testInfo) => {
    await page.goto('/special/tweet_present/share-winter/');
    await expect(page.getByRole('heading', { level: 1, name: 'ポストして当てよう！冬のプレゼント' })).toBeVisible();
    const share = new URL((await page.getByRole('link', { name: 'Xでポストする' }).getAttribute('href'))!);
    expect(share.origin + share.pathname).toBe('https://x.com/intent/post');
    expect(share.searchParams.get('hashtags')).toBe('読み場冬のプレゼント');
    // Visitors are asked to sign in first.
    await expect(page.getByRole('region', { name: '2. ポストのURLを送って応募する' }).getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', /\/signin\/\?next=/);
    await page.screenshot({ path: testInfo.outputPath('tweet-visitor.png'), fullPage: true });
    await members.signIn(page, await members.create({ displayName: 'ポスト 花子' }));
    await page.reload();
    await hydrated(page);
    const field = page.getByRole('textbox', { name: /^ポストのURL/ });
    await field.fill('https://example.com/yomiba/status/1');
    await page.getByRole('button', { name: '応募する' }).click();
    await expect(page.getByText('XのポストのURL（https://x.com/ユーザー名/status/数字 の形）を入力してください。')).toBeVisible();
    await field.fill('https://x.com/yomiba_fan/status/1864000000000000000');
    await page.getByRole('button', { name: '応募する' }).click();
    await expect(page.getByRole('status').filter({ hasText: '応募を受け付けました' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('このキャンペーンには応募済みです', { exact: false })).toBeVisible();
    await expect(page.getByText('応募したポスト：https://x.com/yomiba_fan/status/1864000000000000000')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^ポストのURL/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('tweet-entered.png'), fullPage: true });
  });

  test('the festival and tweet_present pages paint without JavaScript', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page375or1280(testInfo.project.name) });
    const page = await context.newPage();
    for (const [path, heading] of [
      ['/special/manga-festival/', '出版社合同 マンガフェスティバル'],
      ['/special/manga-festival/2024/', 'マンガフェスティバル2024 特別プレゼント'],
      ['/special/manga-matsuri/', 'マンガ祭り 読んで応募キャンペーン'],
      ['/special/tweet_present/share-winter/', 'ポストして当てよう！冬のプレゼント'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`nojs-${path.replaceAll('/', '_')}.png`), fullPage: true });
    }
    await expect(page.getByRole('link', { name: 'Xでポストする' })).toBeVisible();
    await context.close();
  });

  test('a generic list’s cards show their titles’ running campaign texts and last days, without JavaScript too', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page375or1280(testInfo.project.name) });
    const page = await context.newPage();
    for (const path of ['/book/new/', '/book/', '/book/ranking/', '/book/search/?list=1']) {
      await page.goto(path);
      const campaign = page.locator('.card-campaign').first();
      await expect(campaign.locator('.card-campaign__text')).toBeVisible();
      await expect(campaign.locator('.card-campaign__date')).toHaveText(/^\d{1,2}月\d{1,2}日まで$/);
      await campaign.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`card-campaign-${path.replaceAll('/', '_')}.png`) });
    }
    await context.close();
  });

  test('a finished campaign’s page stays readable, marked ended', async ({ page }) => {
    await page.goto('/special/christmas/');
    await expect(page.getByRole('heading', { level: 1, name: 'クリスマスキャンペーン2021' })).toBeVisible();
    await expect(page.locator('.campaign-page__state')).toHaveText('このキャンペーンは終了しました');
  });
});
