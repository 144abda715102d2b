import { expect, test, type Page } from '@playwright/test';
import { firstStoryOfType } from './adult-title.ts';
import { signUpThroughForm } from './sign-up.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

async function signUp(page: Page, next: string) {
  await signUpThroughForm(page, { email: `reader-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.jp`, password: 'yomiba-reader-pass-3', next });
  await hydrated(page);
}

/** The story's row on the title page (the reading-flow button), its volume opened. */
async function storyButton(page: Page, story: { volume: number; name: string }) {
  const volume = page.locator('details.volume').nth(story.volume - 1);
  if (!(await volume.evaluate((el: HTMLDetailsElement) => el.open))) await volume.locator('summary').click();
  return volume.getByRole('button', { name: new RegExp(story.name) });
}

test.describe('the reading flow (spec §4) on the title page', () => {
  test('a visitor tapping a 待てば¥0 episode gets the login modal', async ({ page }) => {
    const story = firstStoryOfType(2);
    await page.goto(`/book/title/${story.titleCode}/`);
    await hydrated(page);
    await (await storyButton(page, story)).click();
    await expect(page.getByRole('dialog', { name: '利用にはログインが必要です' })).toBeVisible();
  });

  test('a new member reads a 待てば¥0 episode with the free ticket and lands in the viewer with its pages', async ({ page }) => {
    const story = firstStoryOfType(2);
    await signUp(page, `/book/title/${story.titleCode}/`);
    await (await storyButton(page, story)).click();
    await page.waitForURL(`/bv/t/${story.titleCode}/v/${story.volume}/s/${story.storyNumber}/p/1/`);
    const first = page.locator('.viewer__image').first();
    await expect(first).toBeVisible();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('a member without coins tapping a coin episode gets the coin modal with the price and no charge', async ({ page }) => {
    const story = firstStoryOfType(3);
    await signUp(page, `/book/title/${story.titleCode}/`);
    await (await storyButton(page, story)).click();
    const modal = page.getByRole('dialog', { name: 'コインで読む' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('コインが不足しています')).toBeVisible();
    await expect(modal.getByText(`${story.priceCoins.toLocaleString('ja-JP')}コイン`).first()).toBeVisible();
  });
});
