import type { Page } from '@playwright/test';
import { generateCatalogue } from '#demo/catalogue/generate.ts';
import { expect, test, type Members } from './fixtures.ts';
import { agreeToOlderTermsVersion, agreedTermsVersions } from './term-agreements.ts';

/**
 * The modals and panels issue 18 item 2 gave an opener, each opened from its page as a visitor or a
 * member would (phone 375 px and desktop 1280 px projects).
 */
const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

/** A new member named `name`, signed in on the page. */
async function signUp(page: Page, members: Members, name: string): Promise<string> {
  const member = await members.create({ displayName: name });
  await members.signIn(page, member);
  return member.email;
}

test.describe('modals opened from their pages', () => {
  test("simple list: /book/genre/ opens a genre's popular titles; without JavaScript the link is the genre's search", async ({ page, browser }) => {
    await page.goto('/book/genre/');
    await hydrated(page);
    await page.getByRole('link', { name: '少年マンガの人気作品をかんたん一覧で見る' }).click();
    const dialog = page.getByRole('dialog', { name: '少年マンガ' });
    await expect(dialog).toBeVisible();
    const entries = dialog.getByRole('listitem');
    await expect(entries.first()).toBeVisible();
    expect(await entries.count()).toBeGreaterThan(0);
    await expect(entries.first().getByRole('link')).toHaveAttribute('href', /^\/book\/title\/[^/]+\/$/);
    expect(page.url()).toMatch(/\/book\/genre\/$/);
    await shot(page, 'simple-list');
    await dialog.getByRole('button', { name: '閉じる' }).first().click();
    await expect(dialog).toBeHidden();

    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
    const plain = await noJs.newPage();
    await plain.goto('/book/genre/');
    await expect(plain.getByRole('link', { name: '少年マンガの人気作品をかんたん一覧で見る' })).toHaveAttribute('href', '/book/search/?genre=1111');
    await noJs.close();
  });

  test('custom tab: a member chooses the top navigation on the top page; the choice survives a reload', async ({ page, members }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'タブの表示設定' })).toHaveCount(0); // members only
    await signUp(page, members, 'タブ好き');
    await page.goto('/');
    await hydrated(page);
    // The bar (hidden under 1264 px with JavaScript, where the drawer takes over) and the drawer's entries.
    const bar = () => page.locator('.site-nav a').allTextContents();
    const drawer = () => page.locator('.nav-drawer__list:not(.nav-drawer__list--sub) a').allTextContents();
    expect(await bar()).toContain('無料マンガ');
    await page.getByRole('button', { name: 'タブの表示設定' }).click();
    const dialog = page.getByRole('dialog', { name: 'タブの表示設定' });
    await expect(dialog).toBeVisible();
    await shot(page, 'custom-tab');
    await dialog.getByRole('checkbox', { name: '無料' }).uncheck();
    await dialog.getByRole('button', { name: 'レビューを上へ' }).click();
    await dialog.getByRole('button', { name: '保存する' }).click();
    await expect(dialog).toBeHidden();
    const expected = ['トップ', 'ランキング', '新作', '特集', 'ストア', 'レビュー', 'セール'];
    await expect.poll(bar).toEqual(expected);
    expect(await drawer()).toEqual(expected);
    await shot(page, 'custom-tab-saved');

    await page.reload();
    await hydrated(page);
    await expect.poll(bar).toEqual(expected);
    expect(await drawer()).toEqual(expected);
  });

  test('terms confirmation: a member who agreed to an older terms version is asked on the next page, agrees, and is not asked again', async ({ page, members }) => {
    const email = await signUp(page, members, '規約確認');
    // As after a revision of the terms of use: this member's agreement is to the version before the current one.
    const current = await agreeToOlderTermsVersion(email);
    expect(await agreedTermsVersions(email)).not.toContain(current);

    await page.goto('/faq/');
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: '利用規約' });
    await expect(dialog).toBeVisible();
    // The terms confirmation, not the privacy policy's (agreed to at sign-up, still current).
    await expect(page.getByRole('dialog', { name: 'プライバシーポリシー' })).toHaveCount(0);
    const agree = dialog.getByRole('button', { name: '同意する' });
    // Persistent: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // Agreeing needs the text read to its end.
    await dialog.getByRole('region').evaluate((region) => region.scrollTo({ top: region.scrollHeight }));
    await expect(agree).toBeEnabled();
    await shot(page, 'terms-confirmation');
    await agree.click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => agreedTermsVersions(email)).toContain(current);

    // Neither on the next document load nor after a client-side navigation.
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.locator('a.site-logo').click();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("my page panel: the member's menu in the header opens it", async ({ page, members }) => {
    await signUp(page, members, '本の虫');
    await page.goto('/');
    await hydrated(page);
    await page.getByLabel('本の虫さんのメニュー').click();
    const panel = page.locator('[data-panel="myPage"]');
    await expect(panel).toBeVisible();
    await expect(panel.getByText('本の虫さん')).toBeVisible();
    for (const name of ['本棚', 'マイアイテム', 'デイリーガチャ', 'マイレビュー', 'お知らせ', 'メッセージ', 'プロフィール']) {
      await expect(panel.getByRole('link', { name })).toBeVisible();
    }
    await expect(panel.getByRole('button', { name: 'ログアウト' })).toBeVisible();
    await shot(page, 'my-page-panel');
  });

  test('search: on a phone a tap on the header box opens the full-screen search with suggestions', { tag: '@phone-only' }, async ({ page }) => {
    const [batch] = generateCatalogue({ titles: 300 }).batches();
    const title = batch!.titles.find((t) => !t.isAdult && [...t.titleName].length >= 4)!;
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('combobox', { name: 'タイトル・著者で検索' }).tap();
    const dialog = page.getByRole('dialog', { name: '作品を検索' });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('combobox');
    await expect(box).toBeFocused();
    const rect = await dialog.boundingBox();
    expect(rect).toMatchObject({ x: 0, y: 0, width: 375 });
    await box.pressSequentially([...title.titleName].slice(0, 4).join(''));
    const group = dialog.getByRole('group', { name: '作品' });
    await expect(group.getByRole('option', { name: new RegExp(title.titleName) }).first()).toBeVisible();
    await shot(page, 'search-modal');
    await group.getByRole('option', { name: new RegExp(title.titleName) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/book/title/${title.titleCode}/$`));
  });

  test('search: on a desktop the header box stays a dropdown', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('combobox', { name: 'タイトル・著者で検索' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
