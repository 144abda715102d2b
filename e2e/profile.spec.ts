import { expect, test, type Page } from '@playwright/test';
import { firstAdultFreeStory } from './adult-title.ts';
import { signUpThroughForm } from './sign-up.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const PASSWORD = 'yomiba-e2e-pass-7';
const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.jp`;

async function signUp(page: Page, next: string) {
  await signUpThroughForm(page, { email: uniqueEmail(), password: PASSWORD, next });
  await hydrated(page);
}

test.describe('profile, affiliate and adult content', () => {
  test('visitors of /profile/ go to sign in and come back', async ({ page }) => {
    await page.goto('/profile/');
    await expect(page).toHaveURL('/signin/?next=%2Fprofile%2F');
  });

  test('a member changes the display name and icon, registers the account holder name through the affiliate action, then logs out', async ({ page, context }) => {
    await signUp(page, '/affiliate/');
    // No name yet: the affiliate action goes to /profile/ with the snackbar and the name dialog.
    await page.getByRole('button', { name: 'アフィリエイトを始める' }).click();
    await page.waitForURL('/profile/?dialog=account-holder');
    await expect(page.getByText('アフィリエイト連携項目の入力から氏名（姓名）を登録してください。')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: '氏名（姓名）の登録' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '登録する' }).click();
    await expect(dialog.getByText('姓または名を入力してください')).toBeVisible();
    await dialog.getByRole('textbox', { name: '姓' }).fill('山田');
    await dialog.getByRole('textbox', { name: '名' }).fill('花子');
    await dialog.getByRole('button', { name: '登録する' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('account-holder-name')).toHaveText('山田 花子');

    await page.getByRole('textbox', { name: '表示名' }).fill('マンガ好きの花子');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('プロフィールを更新しました。')).toBeVisible();
    await page.getByRole('radio', { name: 'アイコン4' }).click();
    await expect(page.getByRole('radio', { name: 'アイコン4' })).toHaveAttribute('aria-checked', 'true');

    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('account-holder-name')).toHaveText('山田 花子');
    await expect(page.locator('.site-account img')).toHaveAttribute('src', '/icons/profile-4.svg');

    // With a name, the affiliate action opens the partner site in a new tab.
    await context.route('https://partner.yomiba.jp/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>partner</title>' }));
    await page.goto('/affiliate/');
    await hydrated(page);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'アフィリエイトを始める' }).click()]);
    expect(popup.url()).toBe('https://partner.yomiba.jp/');
    await popup.close();

    // Logout from the member menu: posts, then reloads as a visitor.
    await page.getByLabel('マンガ好きの花子さんのメニュー').click();
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'yomiba_session')).toBeUndefined();
  });

  test('visitors are sent from /affiliate/ to sign in with next=/', async ({ page }) => {
    await page.goto('/affiliate/');
    await hydrated(page);
    await page.getByRole('button', { name: 'アフィリエイトを始める' }).click();
    await expect(page).toHaveURL('/signin/?next=%2F');
  });

  test('an adult title: visitors get the login prompt; a member confirms age in the persistent modal and then reads', async ({ page, request }) => {
    const adult = firstAdultFreeStory();
    const anonymousHtml = await (await request.get(`/book/title/${adult.titleCode}/`)).text();
    expect(anonymousHtml).toContain('成人向け作品です');
    expect(anonymousHtml).not.toContain('あらすじ');
    expect((await request.get(`/img/cover/${adult.titleCode}?w=120`)).status()).toBe(403);

    await page.goto(`/book/title/${adult.titleCode}/`);
    await hydrated(page);
    await expect(page.getByRole('dialog', { name: '成人向け作品の閲覧にはログインと年齢確認が必要です' })).toBeVisible();

    await signUp(page, `/book/title/${adult.titleCode}/`);
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText('18+')).toBeVisible();
    // Persistent: Escape leaves it open.
    await page.keyboard.press('Escape');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: '登録する' }).click();
    await page.waitForLoadState('load');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'あらすじ' })).toBeVisible();
    await expect(page.locator('.title-hero__cover')).toHaveJSProperty('complete', true);
    expect(await page.locator('.title-hero__cover').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const viewer = await page.goto(adult.viewerPath);
    expect(viewer?.status()).toBe(200);
    const firstPage = page.locator('img[src^="/img/page/"]').first();
    await expect(firstPage).toBeVisible();
    expect(await firstPage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('cancelling the adult confirmation returns to the top page', async ({ page }) => {
    const adult = firstAdultFreeStory();
    await signUp(page, `/book/title/${adult.titleCode}/`);
    await page.getByRole('dialog').getByRole('button', { name: 'トップページ' }).click();
    await expect(page).toHaveURL('/');
  });
});
