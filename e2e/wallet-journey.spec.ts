import type { Page } from '@playwright/test';
import { nthStoryOfType } from './adult-title.ts';
import { DEMO_MEMBER, expect, test } from './fixtures.ts';
import { firstFreeStory } from './viewer-stories.ts';

/**
 * Issue 6's journey, in one go, as the demo member of `npm start` (e2e/serve-fresh.ts runs in demo
 * mode): read a free story, buy coins in the sandbox, unlock a coin story, use a 待てば¥0 ticket, then
 * find all of it in /myitem/. The member is shared with other specs (and runs before), so it picks stories
 * nobody else unlocks and every balance is checked as a difference.
 */
const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
/** The first amount in a text such as '1,530コイン（うちボーナス 30コイン）'. */
const coins = (text: string | null) => Number(/[\d,]+/.exec(text ?? '')?.[0]?.replaceAll(',', '') ?? NaN);

async function storyButton(page: Page, story: { volume: number; name: string }) {
  const volume = page.locator('details.volume').nth(story.volume - 1);
  if (!(await volume.evaluate((el: HTMLDetailsElement) => el.open))) await volume.locator('summary').click();
  return volume.getByRole('button', { name: new RegExp(story.name) });
}

async function expectPageImage(page: Page) {
  const first = page.locator('.viewer__image').first();
  await expect(first).toBeVisible();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test('the demo member reads free, buys coins, unlocks a coin story, uses a 待てば¥0 ticket and sees it all in /myitem/', async ({ page, members }) => {
  test.setTimeout(90_000);
  const coinStory = nthStoryOfType(3, 30);
  const waitStory = nthStoryOfType(2, 30);

  await members.signIn(page, DEMO_MEMBER);
  await page.goto('/myitem/');
  const before = coins(await page.getByTestId('myitem-coin-total').textContent());

  // A free story, straight from its first page.
  const free = firstFreeStory('paged');
  await page.goto(free.path(1));
  await expectPageImage(page);

  // 1,000 coins with the sandbox's success card.
  await page.goto('/point/');
  await hydrated(page);
  await page.getByRole('radio', { name: /^1,000コイン/ }).check();
  // The card goes into the payment provider's own frame.
  const provider = page.frameLocator('iframe[title="お支払い情報の入力（決済代行会社）"]');
  await provider.getByLabel('カード番号').fill('4242 4242 4242 4242');
  await provider.getByLabel('有効期限（月/年）').fill('12/39');
  await provider.getByLabel('セキュリティコード').fill('123');
  await page.getByRole('button', { name: '¥1,000（税込）を支払う' }).click();
  await expect(page.getByRole('heading', { name: 'お支払いが完了しました' })).toBeVisible();
  const afterPurchase = coins(await page.getByTestId('coin-balance').textContent());
  expect(afterPurchase).toBeGreaterThanOrEqual(before + 1000);

  // A coin story: the coin modal, then the viewer with its pages.
  await page.goto(`/book/title/${coinStory.titleCode}/`);
  await hydrated(page);
  await (await storyButton(page, coinStory)).click();
  const coinModal = page.getByRole('dialog', { name: 'コインで読む' });
  await coinModal.getByRole('button', { name: `${coinStory.priceCoins.toLocaleString('ja-JP')}コインで読む` }).click();
  await page.waitForURL(`/bv/t/${coinStory.titleCode}/v/${coinStory.volume}/s/${coinStory.storyNumber}/p/1/`);
  await expectPageImage(page);

  // A 待てば¥0 story with the title's ticket (confirmed when the flow asks).
  await page.goto(`/book/title/${waitStory.titleCode}/`);
  await hydrated(page);
  await (await storyButton(page, waitStory)).click();
  const viewerUrl = `/bv/t/${waitStory.titleCode}/v/${waitStory.volume}/s/${waitStory.storyNumber}/p/1/`;
  const confirm = page.getByRole('dialog', { name: 'チケットを使って読みますか？' });
  await expect(confirm.or(page.locator('.viewer__image').first())).toBeVisible();
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'チケットを使う' }).click();
  await page.waitForURL(viewerUrl);
  await expectPageImage(page);

  // /myitem/: the balance after the purchase and the unlock, the bought story and the running rental.
  await page.goto('/myitem/');
  expect(coins(await page.getByTestId('myitem-coin-total').textContent())).toBe(afterPurchase - coinStory.priceCoins);
  const unlocks = page.getByTestId('myitem-unlocks');
  const bought = unlocks.locator('li', { hasText: `${coinStory.titleName} 第${coinStory.storyNumber}話` });
  await expect(bought.locator('.myitem-unlocks__state')).toHaveText('購入済み');
  const rented = unlocks.locator('li', { hasText: `${waitStory.titleName} 第${waitStory.storyNumber}話` });
  await expect(rented.locator('.myitem-unlocks__state')).toHaveText(/^レンタル中（あと/);

  // The coin history: the spending on that story (bonus coins first, then paid) and the purchase.
  await page.goto('/myitem/detail/coin/');
  const history = page.getByTestId('myitem-history');
  const spent = history.locator('li', { hasText: `${coinStory.titleName} 第${coinStory.storyNumber}話` });
  await expect(spent).toHaveCount(1);
  const amounts = (await spent.locator('.myitem-history__amount .is-minus').allTextContents()).map(coins);
  expect(amounts.reduce((sum, n) => sum + n, 0)).toBe(coinStory.priceCoins);
  await expect(history.getByText('+1,000コイン').first()).toBeVisible();
});
