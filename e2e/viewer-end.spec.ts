import { expect, test, type Browser, type Page } from '@playwright/test';
import { generateCatalogue } from '#demo/catalogue/generate.ts';
import { SEEN_DAILY_FEATURES } from '../playwright.config.ts';
import { signUpThroughForm } from './sign-up.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const PASSWORD = 'yomiba-reader-pass-3';

type FreeThenNext = { titleCode: string; path: string; pageCount: number; next: { storyNumber: number; name: string; path: string } };

/** The first general, paged title of the demo seed with a free story followed by a story of `nextType` (1 free, 3 coins). */
function freeStoryFollowedBy(nextType: 1 | 3): FreeThenNext {
  for (const batch of generateCatalogue({ titles: 300 }).batches()) {
    for (const title of batch.titles.filter((t) => !t.isAdult && !t.isVertical)) {
      const stories = batch.stories.filter((s) => s.titleId === title.id);
      const story = stories.find((s) => s.paymentType === 1 && stories.some((n) => n.storyNumber === s.storyNumber + 1 && n.paymentType === nextType));
      if (!story) continue;
      const next = stories.find((n) => n.storyNumber === story.storyNumber + 1)!;
      const volumeOf = (volumeId: number) => batch.volumes.find((v) => v.id === volumeId)!.serialNumber;
      const path = (s: typeof story) => `/bv/t/${title.titleCode}/v/${volumeOf(s.volumeId)}/s/${s.storyNumber}/p/`;
      return { titleCode: title.titleCode, path: `${path(story)}1/`, pageCount: story.pageCount, next: { storyNumber: next.storyNumber, name: next.name, path: `${path(next)}1/` } };
    }
  }
  throw new Error(`the demo seed has no free story followed by payment type ${nextType}`);
}

async function signUp(page: Page, next: string): Promise<string> {
  const email = `end-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.jp`;
  await signUpThroughForm(page, { email, password: PASSWORD, next });
  await hydrated(page);
  return email;
}

/** Reads to the end with the keyboard (End, then one more page). */
async function readToEnd(page: Page) {
  await page.locator('.viewer__stage').first().focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Space');
  const end = page.getByRole('region', { name: '最後まで読みました' });
  await expect(end).toBeVisible();
  return end;
}

test('the end of a free story offers the next free story, the other volumes, similar titles, a review and sharing', async ({ page }, testInfo) => {
  const story = freeStoryFollowedBy(1);
  await page.goto(story.path);
  await hydrated(page);
  const end = await readToEnd(page);
  const next = end.getByRole('link', { name: /次の話へ/ });
  await expect(next).toContainText('無料');
  await expect(next).toContainText(`第${story.next.storyNumber}話`);
  await expect(next).toHaveAttribute('href', story.next.path);
  await expect(end.getByRole('heading', { name: 'この作品を読んだ人におすすめ' })).toBeVisible();
  await expect(end.locator('.viewer-end__title')).not.toHaveCount(0);
  await expect(end.getByRole('link', { name: 'レビューを書く' })).toHaveAttribute('href', `/book/review/${story.titleCode}/`);
  await page.screenshot({ path: testInfo.outputPath('end-screen.png'), fullPage: false });
  await end.getByRole('button', { name: 'シェアする' }).click();
  await expect(page.getByRole('dialog', { name: 'シェアする' })).toBeVisible();
  await page.getByRole('button', { name: '閉じる' }).click();
  await next.click();
  await page.waitForURL(story.next.path);
});

test('entering a coin next story as a member without coins opens the coin modal over the viewer', async ({ page }) => {
  const story = freeStoryFollowedBy(3);
  await signUp(page, story.path);
  const end = await readToEnd(page);
  const next = end.getByRole('link', { name: /次の話へ/ });
  await expect(next).toContainText('コイン');
  await next.click();
  const modal = page.getByRole('dialog', { name: 'コインで読む' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('コインが不足しています')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(story.path.replace(/p\/1\/$/, `p/${story.pageCount}/`));
});

async function openSettings(page: Page) {
  // The bars are shown on opening; the settings button is in the top bar.
  await expect(page.locator('.viewer')).toHaveAttribute('data-chrome', 'shown');
  await page.getByRole('button', { name: '表示設定' }).click();
  const settings = page.getByRole('region', { name: '表示設定' });
  await expect(settings).toBeVisible();
  return settings;
}

async function newContext(browser: Browser, baseURL: string | undefined, isMobile: boolean) {
  return browser.newContext({ baseURL, storageState: SEEN_DAILY_FEATURES, locale: 'ja-JP', ...(isMobile ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } }) });
}

test('reader settings saved by a member appear in another browser; a visitor there keeps the defaults', async ({ browser, baseURL, isMobile }) => {
  const story = freeStoryFollowedBy(1);
  const first = await newContext(browser, baseURL, isMobile);
  const page = await first.newPage();
  const email = await signUp(page, story.path);
  const settings = await openSettings(page);
  const saved = page.waitForResponse((r) => r.url().includes('/api/v1/reader/settings/') && r.request().method() === 'PUT' && r.ok());
  await settings.getByRole('radio', { name: '左から右' }).check();
  await saved;
  const savedAgain = page.waitForResponse((r) => r.url().includes('/api/v1/reader/settings/') && r.request().method() === 'PUT' && r.ok());
  await settings.getByRole('radio', { name: '1ページずつ' }).check();
  await savedAgain;
  await first.close();

  const second = await newContext(browser, baseURL, isMobile);
  const other = await second.newPage();
  // A visitor in the other browser: the defaults.
  await other.goto(story.path);
  await hydrated(other);
  await expect(other.locator('.viewer')).toHaveAttribute('data-direction', 'rtl');
  await other.goto(`/signin/?next=${encodeURIComponent(story.path)}`);
  await hydrated(other);
  await other.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await other.locator('input[name="password"]').fill(PASSWORD);
  await other.getByRole('button', { name: 'ログイン', exact: true }).click();
  await other.waitForURL(story.path);
  await hydrated(other);
  // The server render already carries the member's settings (no flash of the defaults).
  const html = await (await other.request.get(story.path)).text();
  expect(html).toContain('data-direction="ltr"');
  await expect(other.locator('.viewer')).toHaveAttribute('data-direction', 'ltr');
  await expect(other.locator('.viewer')).toHaveAttribute('data-spread', 'false');
  const panel = await openSettings(other);
  await expect(panel.getByRole('radio', { name: '左から右' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: '1ページずつ' })).toBeChecked();
  await second.close();
});
