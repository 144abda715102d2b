import { expect, test, type Browser, type Page } from '@playwright/test';
import { generateCatalogue } from '#demo/catalogue/generate.ts';
import { firstStoryOfType } from './adult-title.ts';
import { SEEN_DAILY_FEATURES } from '../playwright.config.ts';
import { userIdOf, withWallet } from './myitem-wallet.ts';
import { signUpThroughForm } from './sign-up.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

/** The first general store title of the demo seed whose first volume has free and coin stories, and the next volume. */
function storeVolume() {
  for (const batch of generateCatalogue({ titles: 300 }).batches()) {
    for (const title of batch.titles.filter((t) => t.isStore && !t.isAdult)) {
      const volume = batch.volumes.find((v) => v.titleId === title.id && v.serialNumber === 1 && v.priceCoins > 0);
      const hasNext = batch.volumes.some((v) => v.titleId === title.id && v.serialNumber === 2);
      const stories = batch.stories.filter((s) => s.volumeId === volume?.id).sort((a, b) => a.storyNumber - b.storyNumber);
      const paid = stories.find((s) => s.paymentType === 3);
      if (volume && hasNext && paid && stories[0]!.paymentType === 1) {
        const freePages = stories.filter((s) => s.paymentType === 1).reduce((n, s) => n + s.pageCount, 0);
        const pages = stories.reduce((n, s) => n + s.pageCount, 0);
        return { titleCode: title.titleCode, volume: 1, price: volume.priceCoins, paid, freePages, pages };
      }
    }
  }
  throw new Error('the demo seed has no store volume with free and coin stories');
}

async function signUp(page: Page, next: string): Promise<string> {
  const email = `protect-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.jp`;
  await signUpThroughForm(page, { email, password: 'yomiba-protect-pass-1', next });
  await hydrated(page);
  return email;
}

async function newMember(browser: Browser) {
  const context = await browser.newContext({ storageState: SEEN_DAILY_FEATURES });
  const page = await context.newPage();
  await signUp(page, '/');
  return context;
}

test.describe('the paid viewer with signed page URLs (decision 019)', () => {
  test('a member buys a volume, reads it in /bv/st/ through signed URLs that nobody else can use', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const store = storeVolume();
    const titlePath = `/book/title/${store.titleCode}/`;
    const email = await signUp(page, titlePath);
    await withWallet(async (wallet, orm) => {
      const userId = await userIdOf(orm, email);
      await wallet.creditPurchase(userId, { paymentId: `e2e-protect-${userId}`, paidCoins: store.price });
    });

    // The reading flow on a coin episode: the coin modal offers the whole volume; buying it opens the paid viewer.
    await page.reload();
    await hydrated(page);
    const volume = page.locator('details.volume').first();
    if (!(await volume.evaluate((el: HTMLDetailsElement) => el.open))) await volume.locator('summary').click();
    await volume.getByRole('button', { name: new RegExp(store.paid.name) }).click();
    const modal = page.getByRole('dialog', { name: 'コインで読む' });
    await modal.getByRole('button', { name: `第1巻をまとめて購入（${store.price.toLocaleString('ja-JP')}コイン）` }).click();
    await page.waitForURL(`/bv/st/${store.titleCode}/v/1/p/1/`);

    // A bought page of the volume: its image comes from a signed URL and is drawn.
    const paidPage = store.freePages + 1;
    await page.goto(`/bv/st/${store.titleCode}/v/1/p/${paidPage}/`);
    // (On a desktop the page may share a spread with the last free page: pick it by its address.)
    const image = page.locator(`.viewer__image[src*="/${store.titleCode}/1/${store.paid.storyNumber}/1?"]`).first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
    expect(src).toMatch(new RegExp(`/img/page/${store.titleCode}/1/${store.paid.storyNumber}/1\\?w=\\d+&t=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    await page.screenshot({ path: `test-results/protected-viewer-${test.info().project.name}.png` });
    const own = await page.request.get(src);
    expect(own.status()).toBe(200);
    expect(own.headers()['cache-control']).toBe('private, no-cache');
    // The first pages (free stories) keep plain, publicly cacheable URLs.
    await page.goto(`/bv/st/${store.titleCode}/v/1/p/1/`);
    expect(await page.locator('.viewer__image').first().getAttribute('src')).not.toContain('&t=');
    // The last page offers the next volume.
    await page.goto(`/bv/st/${store.titleCode}/v/1/p/${store.pages}/`);
    await hydrated(page);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('link', { name: '次の巻へ' })).toBeVisible();
    // Entering the next volume runs the reading flow: not bought, so the coin modal (no coins left).
    await page.getByRole('link', { name: '次の巻へ' }).click();
    await expect(page.getByRole('dialog', { name: 'コインで読む' })).toBeVisible();
    await expect(page).toHaveURL(`/bv/st/${store.titleCode}/v/1/p/${store.pages}/`);

    // The signed URL copied elsewhere: a signed-out browser and another member both get 403, no image.
    const visitor = await browser.newContext();
    const other = await newMember(browser);
    for (const context of [visitor, other]) {
      const response = await context.request.get(src);
      expect(response.status()).toBe(403);
      expect(response.headers()['content-type']).toMatch(/application\/json/);
      await context.close();
    }
    // The bare address of the bought page, by its own member: 403 as well.
    expect((await page.request.get(src.replace(/&t=.*$/, ''))).status()).toBe(403);
  });

  test('a visitor opening the paid viewer of a volume with nothing free goes to sign in', async ({ page }) => {
    const store = storeVolume();
    await page.goto(`/bv/st/${store.titleCode}/v/2/p/1/`);
    await expect(page).toHaveURL(new RegExp(`/signin/\\?next=`));
  });

  test('a 待てば¥0 rental that ends while reading closes the viewer into the reading flow', async ({ page }) => {
    test.setTimeout(60_000);
    const story = firstStoryOfType(2);
    const email = await signUp(page, `/book/title/${story.titleCode}/`);
    const volume = page.locator('details.volume').nth(story.volume - 1);
    if (!(await volume.evaluate((el: HTMLDetailsElement) => el.open))) await volume.locator('summary').click();
    await volume.getByRole('button', { name: new RegExp(story.name) }).click();
    await page.waitForURL(`/bv/t/${story.titleCode}/v/${story.volume}/s/${story.storyNumber}/p/1/`);
    await hydrated(page);
    const first = page.locator('.viewer__image').first();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await first.getAttribute('src')).toContain('&t=');

    // The rental's viewing period ends now (what the clock does after 72 hours), while the viewer is open.
    await withWallet(async (_wallet, orm) => {
      const userId = await userIdOf(orm, email);
      await orm.em.fork().execute("update wallet_entitlement set expires_at = now() - interval '1 second' where user_id = ? and kind = 'wait_free'", [userId]);
    });
    // Jump to the last page (never preloaded): its signed image is refused, the viewer asks for fresh URLs, gets 403 and closes.
    await page.keyboard.press('End');
    await expect(page.getByRole('heading', { name: '閲覧期間が終了しました' })).toBeVisible();
    await expect(page.locator('.viewer')).toHaveCount(0);
    // The reading flow for the story runs at once: its check answers with a modal (the ticket is not back yet).
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `test-results/protected-viewer-ended-${test.info().project.name}.png` });
  });
});
