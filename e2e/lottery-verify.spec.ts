import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createLotteryAdmin, createLotteryService, jstDayKey } from '#modules/rewards/index.ts';
import { userIdOf, withWallet } from './myitem-wallet.ts';
import { signUpThroughForm } from './sign-up.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

async function signUp(page: Page, next: string): Promise<string> {
  const email = `verify-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.jp`;
  await signUpThroughForm(page, { email, password: 'yomiba-verify-pass-1', next });
  return email;
}

/** A lottery with one period a day, and the member's draw in yesterday's period (ended: its seed is revealed). */
async function drawYesterday(email: string): Promise<{ lotteryId: number; periodKey: string; userId: number; tierLabel: string }> {
  return withWallet(async (wallet, orm) => {
    const yesterday = new Date(Date.now() - 86_400_000);
    const lottery = await createLotteryAdmin(orm).create({
      code: `verify-${randomUUID().slice(0, 8)}`,
      label: '検証用ガチャ',
      description: '毎日0時に回数が戻ります。',
      refillHours: [0],
      drawsPerPeriod: 1,
      startsAt: new Date(Date.now() - 7 * 86_400_000),
      scheme: 'open',
      tiers: [
        { tierId: 'coins', label: '当たり', weight: 250_000, prize: { kind: 'bonus_coin', amount: 10, validHours: 72 }, valueYen: 10 },
        { tierId: 'points', label: 'ポイント', weight: 750_000, prize: { kind: 'point', amount: 1 }, valueYen: 1 },
      ],
    });
    const userId = await userIdOf(orm, email);
    const service = createLotteryService(orm, { withMemberLedger: (id, work, at) => wallet.withMemberLedger(id, work, at), now: () => yesterday });
    const outcome = await service.confirm(lottery.id, userId, randomUUID().replaceAll('-', ''));
    return { lotteryId: lottery.id, periodKey: `${jstDayKey(yesterday)}T00`, userId, tierLabel: outcome.tierLabel };
  });
}

test.describe('checking a past draw (/special/lottery/verify/)', () => {
  test('the member recomputes their draw of yesterday from the revealed seed, on the server and in the browser', async ({ page }) => {
    const email = await signUp(page, '/special/lottery/');
    const { lotteryId, periodKey, userId, tierLabel } = await drawYesterday(email);
    await page.goto(`/special/lottery/verify/?lottery=${lotteryId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'ガチャの抽選を検証する' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'あなたの最近の抽選' })).toBeVisible();
    await page.getByRole('link', { name: '検証する' }).click();
    await expect(page).toHaveURL(new RegExp(`period=${periodKey}&member=${userId}&draw=1`));
    await expect(page.getByTestId('verify-seed')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId('verify-seed-match')).toHaveText('（公開したハッシュ値と一致）');
    await expect(page.getByTestId('verify-prize')).toHaveText(tierLabel);
    await expect(page.getByTestId('verify-recorded')).toContainText('再計算と一致しました');
    await hydrated(page);
    const serverRoll = (await page.getByTestId('verify-roll').textContent())!.trim();
    await expect(page.getByTestId('browser-roll')).toContainText(`${serverRoll}（サーバーの計算と一致）`);
    await page.screenshot({ path: `test-results/lottery-verify-${page.viewportSize()!.width}.png`, fullPage: true });
  });

  test('a visitor recomputes it too (without JavaScript), and a running period cannot be checked', async ({ browser }) => {
    const member = await browser.newContext();
    const email = await signUp(await member.newPage(), '/special/lottery/');
    const { lotteryId, periodKey, userId, tierLabel } = await drawYesterday(email);
    await member.close();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/special/lottery/verify/?lottery=${lotteryId}&period=${periodKey}&member=${userId}&draw=1`);
    await expect(page.getByTestId('verify-prize')).toHaveText(tierLabel);
    await expect(page.getByText('記録された結果は、抽選したご本人がログインしているときに表示されます。')).toBeVisible();
    await page.goto(`/special/lottery/verify/?lottery=${lotteryId}&period=${jstDayKey(new Date())}T00&member=${userId}&draw=1`);
    await expect(page.getByRole('alert')).toHaveText('この期間はまだ終了していないため、シードは公開されていません。期間が終わってから検証できます。');
    await page.goto(`/special/lottery/verify/?lottery=${lotteryId}&period=yesterday&member=${userId}&draw=1`);
    await expect(page.getByRole('alert')).toHaveText('期間の指定が正しくありません。');
    await context.close();
  });
});
