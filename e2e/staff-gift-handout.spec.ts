import type { Page } from '@playwright/test';
import { signInAsStaff } from './staff-sign-in.ts';
import { expect, test } from './fixtures.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A `datetime-local` value in JST, `minutes` from now. */
const jstLocal = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 9 * 3_600_000).toISOString().slice(0, 16);
const fitsWidth = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

/** The signed-in member's id, as the initialize API tells the page. */
async function memberId(page: Page): Promise<number> {
  const body = (await (await page.request.get('/api/v1/initialize/')).json()) as unknown;
  const find = (value: unknown): number | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const record = value as Record<string, unknown>;
    if (typeof record.userId === 'number') return record.userId;
    for (const inner of Object.values(record)) {
      const found = find(inner);
      if (found) return found;
    }
    return undefined;
  };
  const id = find(body);
  expect(id).toBeTruthy();
  return id!;
}

test('staff hands a gift to a member id on /staff/item/ after its dry run; the member finds it on /gift/ and receives it once', { tag: '@phone' }, async ({ page, browser, members }) => {
  const id = unique();
  const member = await (await browser.newContext({ viewport: page.viewportSize()! })).newPage();
  await members.signIn(member, await members.create());
  const userId = await memberId(member);

  await signInAsStaff(page, members, '/staff/item/');
  await expect(page.getByRole('heading', { level: 2, name: 'ギフト配布', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'ギフト配布を作成する' }).click();
  const label = `E2Eお礼ギフト${id.slice(-5)}`;
  await page.getByLabel('表示名（会員の /gift/ に表示されます）').fill(label);
  await page.getByLabel('配るもの').selectOption('bonus_coin');
  await page.getByLabel('1人あたりの数量（枚）').fill('30');
  await page.getByLabel('有効時間（受け取りから何時間）').fill('48');
  await page.getByLabel('受け取り期限（日本時間 JST）').fill(jstLocal(60 * 24 * 3));
  await page.getByLabel('会員ID（1行に1件、またはカンマ区切りで貼り付け）').fill(`${userId}\n999999999`);
  await page.getByRole('button', { name: '配布内容を確認する' }).click();

  const check = page.locator('.staff-dry-run').first();
  await expect(check).toContainText('受け取る会員1人');
  await expect(check).toContainText('ボーナスコイン 30枚');
  await expect(check).toContainText('999999999');
  await fitsWidth(page);
  await page.locator('form.staff-form').filter({ hasText: '新しいギフト配布' }).screenshot({ path: test.info().outputPath('staff-gift-handout-dry-run.png') });
  await page.getByRole('button', { name: 'この内容で保存する' }).click();
  await expect(page.getByText('保存しました（第1版・未送信）。')).toBeVisible();

  const row = page.locator('tr[data-gift-handout-row]').filter({ hasText: label });
  await expect(row).toContainText('未送信');
  await row.getByRole('button', { name: `ギフト配布「${label}」を送信する` }).click();
  const confirm = page.locator('.staff-send-confirm');
  await expect(confirm).toContainText('送信後は編集できません');
  await confirm.screenshot({ path: test.info().outputPath('staff-gift-handout-confirm.png') });
  await confirm.getByRole('button', { name: '送信する', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `「${label}」を1人に送信しました` })).toBeVisible();
  await expect(row).toContainText('送信済み');
  await expect(row.getByRole('button', { name: `ギフト配布「${label}」を編集` })).toHaveCount(0);
  await fitsWidth(page);
  await row.locator('xpath=ancestor::div[contains(@class, "staff-table-wrap")]').screenshot({ path: test.info().outputPath('staff-gift-handout-sent.png') });

  await member.goto('/gift/items/');
  await expect(member.getByRole('list', { name: '受け取り待ち' })).toContainText(label);
  await fitsWidth(member);
  await member.screenshot({ path: test.info().outputPath('member-gift-waiting.png'), fullPage: true });
  await member.goto('/rewardconfirm/');
  await hydrated(member);
  await expect(member.getByRole('list', { name: '受け取れる特典' })).toContainText(label);
  await member.getByRole('button', { name: 'まとめて受け取る' }).click();
  await expect(member.locator('.gift-claim__message')).toContainText('特典を受け取りました。');
  await member.goto('/gift/items/');
  await expect(member.getByTestId('gift-received')).toContainText('ボーナスコイン');
  await expect(member.getByRole('list', { name: '受け取り待ち' })).toHaveCount(0);
});
