import type { Page } from '@playwright/test';
import { DEMO_MEMBER, expect, test, type Members } from './fixtures.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

async function signInDemoMember(page: Page, members: Members, next: string): Promise<void> {
  await members.signIn(page, DEMO_MEMBER);
  await page.goto(next);
  await hydrated(page);
}

test.describe('new episodes of favourites (decision 055)', () => {
  test('the demo member finds 更新 on a favourite and its message, which leads to the title', async ({ page, members }, info) => {
    await signInDemoMember(page, members, '/bookshelf/?tab=favorite');
    const updated = page.locator('.bookshelf-item').filter({ has: page.locator('.bookshelf-item__updated') });
    await expect(updated).toHaveCount(1);
    await expect(updated.locator('.bookshelf-item__updated')).toHaveText('更新');
    const titleCode = (await updated.getAttribute('data-title-code'))!;
    await page.screenshot({ path: `test-results/bookshelf-updated-${info.project.name}.png`, fullPage: true });

    await page.goto('/message/');
    await hydrated(page);
    const message = page.locator('.message-item').filter({ hasText: '新しいエピソードが公開されました' });
    await expect(message).toHaveCount(1);
    await message.locator('summary').click();
    await expect(message.locator('.message-item__body')).toContainText(/第\d+話/);
    await page.screenshot({ path: `test-results/message-episode-${info.project.name}.png`, fullPage: true });
    await message.getByRole('link', { name: '作品ページへ' }).click();
    await expect(page).toHaveURL(`/book/title/${titleCode}/`);
  });

  // The one test that changes the demo member's mail setting.
  test('the digest mail is turned on and off on /profile/', async ({ page, members }) => {
    await signInDemoMember(page, members, '/profile/');
    const section = page.locator('#profile-mail');
    await expect(section.getByRole('heading', { name: 'お知らせメール' })).toBeVisible();
    await expect(section).toContainText('現在の設定：受け取らない');
    await section.getByRole('button', { name: 'メールを受け取る' }).click();
    await expect(page.getByText('お気に入りの作品の更新をメールでお知らせします。')).toBeVisible();
    await expect(section).toContainText('現在の設定：受け取る');
    await page.reload();
    await expect(section).toContainText('現在の設定：受け取る');
    await hydrated(page);
    await section.getByRole('button', { name: 'メールを停止する' }).click();
    await expect(section).toContainText('現在の設定：受け取らない');
  });
});
