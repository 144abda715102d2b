import { expect, test, type Page } from '@playwright/test';
import { firstStoryOfType } from './adult-title.ts';
import { userIdOf, withWallet } from './myitem-wallet.ts';
import { signUpThroughForm } from './sign-up.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const DAY = 86_400_000;

async function signUp(page: Page, next: string): Promise<string> {
  const email = `myitem-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.jp`;
  await signUpThroughForm(page, { email, password: 'yomiba-myitem-pass-1', next });
  return email;
}

test.describe('/myitem/ and the point exchange', () => {
  test('visitors are sent to sign in', async ({ page }) => {
    await page.goto('/myitem/detail/coin/');
    await expect(page).toHaveURL(/\/signin\/\?next=%2Fmyitem%2Fdetail%2Fcoin%2F$/);
  });

  test('a member sees their balances and history, then exchanges points for bonus coins', async ({ page }) => {
    const email = await signUp(page, '/myitem/');
    await withWallet(async (wallet, orm) => {
      const userId = await userIdOf(orm, email);
      await wallet.creditPurchase(userId, { paymentId: `e2e-${userId}`, paidCoins: 300, bonusCoins: 30, bonusExpiresAt: new Date(Date.now() + 30 * DAY) });
      await wallet.grantPoints(userId, 250, { reason: 'login_bonus', reference: 'e2e' });
    });

    await page.goto('/myitem/');
    await hydrated(page);
    const balances = page.getByTestId('myitem-balances');
    await expect(balances.getByTestId('myitem-coin-total')).toHaveText('330コイン');
    await expect(balances.getByTestId('myitem-paid-coin')).toHaveText('300');
    await expect(balances.getByTestId('myitem-bonus-coin')).toHaveText('30');
    await expect(balances.getByText(/に30ボーナスコインが失効します$/)).toBeVisible();
    await expect(balances.getByTestId('myitem-point-total')).toHaveText('250pt');
    await expect(page.getByText('まだありません。コインやチケットで読んだお話がここに並びます。')).toBeVisible();
    await page.screenshot({ path: 'test-results/myitem-balances.png', fullPage: true });
    await page.getByRole('button', { name: 'ポイントの使い道' }).click();
    await expect(page.getByRole('dialog', { name: 'ポイントが使えます' }).getByText('200ポイントをボーナスコインに交換できます。')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'あとで' }).click();
    await page.getByRole('button', { name: 'チケットについて' }).click();
    await expect(page.getByRole('dialog', { name: 'チケットについて' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).click();

    await page.getByRole('link', { name: 'コイン履歴' }).first().click();
    await expect(page).toHaveURL(/\/myitem\/detail\/coin\/$/);
    const history = page.getByTestId('myitem-history');
    await expect(history.getByText('購入', { exact: true })).toBeVisible();
    await expect(history.getByText('+300コイン')).toBeVisible();
    await expect(history.getByText('ボーナス+30コイン')).toBeVisible();

    await page.screenshot({ path: 'test-results/myitem-history.png', fullPage: true });
    expect((await page.goto('/myitem/detail/coin/?page=0'))?.status()).toBe(404);
    expect((await page.goto('/myitem/detail/coin/?page=9'))?.status()).toBe(404);

    await page.goto('/point/exchange/');
    await hydrated(page);
    await expect(page.getByTestId('exchange-points')).toHaveText('250pt');
    await page.getByLabel('交換するポイント').selectOption('200');
    await page.getByRole('button', { name: '交換内容を確認する' }).click();
    const modal = page.getByRole('dialog', { name: 'ポイント交換' });
    await expect(modal.getByText('200コイン')).toBeVisible();
    await modal.getByRole('button', { name: '交換する' }).click();
    const done = page.getByRole('dialog', { name: '交換が完了しました' });
    await expect(done.getByText('200ポイントを200ボーナスコインに交換しました。')).toBeVisible();
    await done.getByRole('link', { name: 'マイアイテムで確認する' }).click();

    await expect(page).toHaveURL(/\/myitem\/$/);
    await expect(page.getByTestId('myitem-coin-total')).toHaveText('530コイン');
    await expect(page.getByTestId('myitem-bonus-coin')).toHaveText('230');
    await expect(page.getByTestId('myitem-point-total')).toHaveText('50pt');
    await page.goto('/myitem/detail/point/');
    await expect(page.getByTestId('myitem-history').getByText('ポイント交換', { exact: true })).toBeVisible();
    await expect(page.getByTestId('myitem-history').getByText('−200pt')).toBeVisible();

    // Unlock a coin episode through the reading flow: it shows up in the coin history and among the unlocks.
    const story = firstStoryOfType(3);
    await page.goto(`/book/title/${story.titleCode}/`);
    await hydrated(page);
    const volume = page.locator('details.volume').nth(story.volume - 1);
    if (!(await volume.evaluate((el: HTMLDetailsElement) => el.open))) await volume.locator('summary').click();
    await volume.getByRole('button', { name: new RegExp(story.name) }).click();
    const coinModal = page.getByRole('dialog', { name: 'コインで読む' });
    await coinModal.getByRole('button', { name: `${story.priceCoins.toLocaleString('ja-JP')}コインで読む` }).click();
    // The free viewer, or the paid one for a store title (spec §4 step 6).
    await page.waitForURL(new RegExp(`/bv/(t|st)/${story.titleCode}/v/${story.volume}/`));
    await page.goto('/myitem/');
    await expect(page.getByTestId('myitem-coin-total')).toHaveText(`${(530 - story.priceCoins).toLocaleString('ja-JP')}コイン`);
    await expect(page.getByTestId('myitem-unlocks').getByText(`第${story.storyNumber}話`)).toBeVisible();
    await expect(page.getByTestId('myitem-unlocks').getByText('購入済み')).toBeVisible();
    await page.goto('/myitem/detail/coin/');
    await expect(page.getByTestId('myitem-history').getByText('消費', { exact: true })).toBeVisible();

    // 50 pt left: below one unit, so the exchange page sends the member to the explanation.
    await page.goto('/point/exchange/');
    await expect(page).toHaveURL(/\/point\/exchange\/description\/\?expired=1$/);
    await expect(page.getByTestId('exchange-expired')).toHaveText(/交換できるポイントがありません。/);
  });

  test('a member converts the tickets about to expire into bonus coins', async ({ page }) => {
    const email = await signUp(page, '/myitem/');
    await withWallet(async (wallet, orm) => {
      const userId = await userIdOf(orm, email);
      const source = { reason: 'campaign', reference: 'e2e' };
      await wallet.grantTickets(userId, 2, new Date(Date.now() + 2 * DAY), source);
      await wallet.grantTickets(userId, 3, new Date(Date.now() + 40 * DAY), source);
    });
    await page.goto('/myitem/');
    await hydrated(page);
    await expect(page.getByTestId('myitem-ticket')).toHaveText('5枚');
    await page.getByRole('button', { name: '期限間近のチケットをコインに交換（60コイン）' }).click();
    const modal = page.getByRole('dialog', { name: 'チケットをコインに交換' });
    await expect(modal.getByText('2枚 → 60コイン')).toBeVisible();
    await modal.getByRole('button', { name: '合計 60コインに交換する' }).click();
    await expect(modal.getByText('チケット2枚を60ボーナスコインに交換しました。')).toBeVisible();
    await modal.getByRole('button', { name: '閉じる' }).click();
    await expect(page.getByTestId('myitem-ticket')).toHaveText('3枚');
    await expect(page.getByTestId('myitem-bonus-coin')).toHaveText('60');
    await expect(page.getByRole('button', { name: /期限間近のチケットをコインに交換/ })).toHaveCount(0);
  });
});
