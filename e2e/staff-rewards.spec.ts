import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { signInAsStaff } from './staff-sign-in.ts';
import { expect, test } from './fixtures.ts';

const require = createRequire(import.meta.url);

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A `datetime-local` value in JST, `minutes` from now. */
const jstLocal = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 9 * 3_600_000).toISOString().slice(0, 16);

const fitsWidth = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test('a member opening /staff/item/ or /staff/stampcard/ is sent to /signin/', async ({ page, members }) => {
  await members.signIn(page, await members.create());
  await page.goto('/staff/item/');
  await expect(page).toHaveURL(/\/signin\/\?next=%2Fstaff%2Fitem%2F$/);
  await page.goto('/staff/stampcard/');
  await expect(page).toHaveURL(/\/signin\/\?next=%2Fstaff%2Fstampcard%2F$/);
});

test('staff creates a stamp card after its dry run, and a member then sees it on its page', { tag: '@phone' }, async ({ page, browser, members }) => {
  await signInAsStaff(page, members, '/staff/stampcard/');
  await expect(page.getByRole('heading', { level: 1, name: 'スタンプカード管理' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'スタッフ管理' }).getByRole('link', { name: 'スタンプカード' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'スタンプカードを追加する' }).click();
  const code = `e2e-${unique()}`;
  const label = `冬のE2Eカード${code.slice(-4)}`;
  await page.getByLabel(/^キャンペーンコード/).fill(code);
  await page.getByLabel('名前', { exact: true }).fill(label);
  await page.getByLabel('メッセージ（カードに表示）').fill('ログインして1話読もう');
  await page.getByLabel('サムネイル画像のURL').fill('/img/cover/YB000001');
  await page.getByLabel('ログインのスタンプ数').fill('2');
  await page.getByLabel('エピソードを読むのスタンプ数').fill('1');
  await page.getByLabel('枚数', { exact: true }).fill('30');
  await page.getByLabel(/^賞品の価額/).fill('30');
  // Started before the demo's card (the day before the e2e server's seed): while it runs, the demo card stays
  // every member's newest running card (the stamp card modal of e2e/stamp-card.spec.ts).
  await page.getByLabel('開始日時（JST）').fill(jstLocal(-3 * 60 * 24));
  await page.getByLabel('終了日時（JST、空欄なら期限なし）').fill(jstLocal(60 * 24 * 7));

  // A purchase slot with a ¥500 prize on a ¥500 purchase is over 総付景品's limit: the dry run says so and saving stays off.
  await page.getByLabel('購入のスタンプ数').fill('1');
  await page.getByLabel(/^賞品の価額/).fill('500');
  await page.getByLabel(/^購入スタンプの最低購入額/).fill('500');
  await page.getByRole('button', { name: '変更内容を確認する' }).click();
  await expect(page.getByRole('alert')).toContainText('総付景品の上限（200円）を超えています。');
  await expect(page.getByRole('button', { name: 'この内容で保存する' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('staff-stampcard-refused.png'), fullPage: true });
  await page.getByRole('button', { name: '修正に戻る' }).click();
  await page.getByLabel('購入のスタンプ数').fill('');
  await page.getByLabel(/^賞品の価額/).fill('30');
  await page.getByLabel(/^購入スタンプの最低購入額/).fill('');

  await page.getByRole('button', { name: '変更内容を確認する' }).click();
  const dryRun = page.locator('.staff-dry-run');
  await expect(dryRun).toContainText('保存前の確認（まだ保存されていません）');
  await expect(dryRun).toContainText(label);
  await expect(dryRun).toContainText('(JST)');
  await expect(dryRun.getByRole('status')).toContainText('問題はありません');
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('staff-stampcard-dry-run.png'), fullPage: true });
  await page.getByRole('button', { name: 'この内容で保存する' }).click();
  await expect(page.getByText('保存しました（第1版）。会員のスタンプカードにすぐ反映されます。')).toBeVisible();
  const row = page.locator(`tr[data-stamp-card-row="${code}"]`);
  await expect(row).toContainText('開催中');
  await expect(row).toContainText('(JST)');
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('staff-stampcard-saved.png'), fullPage: true });

  // A member sees the new card on its page at once.
  const member = await (await browser.newContext()).newPage();
  await members.signIn(member, await members.create());
  await member.goto(`/gift/stamp_card/${code}/`);
  await expect(member.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expect(member.getByRole('list', { name: 'スタンプ' }).getByRole('listitem')).toHaveCount(2);
  await expect(member.getByText('ボーナスコイン 30枚', { exact: true })).toBeVisible();
  await member.screenshot({ path: test.info().outputPath('member-stampcard.png'), fullPage: true });
  await member.context().close();

  // Trashed, the card is gone for members; its history shows both changes.
  await row.getByRole('button', { name: /ゴミ箱へ$/ }).click();
  await expect(row.getByRole('button', { name: /を元に戻す$/ })).toBeVisible();
  await expect(row.locator('.staff-badge')).toHaveText('ゴミ箱');
  const gone = await page.request.get(`/gift/stamp_card/${code}/`);
  expect(gone.status()).toBe(404);
  await page.reload();
  await hydrated(page);
  await page.locator(`tr[data-stamp-card-row="${code}"]`).getByRole('button', { name: /の変更履歴$/ }).click();
  await expect(page.locator('.staff-audit__entry')).toHaveCount(2);
});

test('/staff/item/ shows the daily gacha odds and checks a change of 提供割合 before saving', { tag: '@phone' }, async ({ page, members }) => {
  await signInAsStaff(page, members, '/staff/item/');
  await expect(page.getByRole('heading', { level: 1, name: 'アイテム管理' })).toBeVisible();
  const first = page.locator('article[data-lottery]').first();
  await expect(first.locator('caption').first()).toContainText('いまの提供割合');
  await expect(first).toContainText('(JST)');
  // The demo's ticket gift campaign, with its window in JST.
  await expect(page.getByRole('heading', { level: 2, name: 'チケット配布' })).toBeVisible();
  await expect(page.locator('tr[data-ticket-campaign-row]').first()).toContainText('(JST)');
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('staff-item.png'), fullPage: true });
  await first.getByRole('button', { name: /を編集$/ }).click();
  await page.getByLabel('賞品枠1の提供割合（%）').fill('99.9999');
  await page.getByRole('button', { name: '変更内容を確認する' }).click();
  await expect(page.getByRole('alert')).toContainText('提供割合の合計が100%になるよう設定してください。');
  await expect(page.getByRole('button', { name: 'この内容で保存する' })).toBeDisabled();
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('staff-item-dry-run.png'), fullPage: true });
});

async function axeViolations(page: Page): Promise<string[]> {
  // Through the debugger, not a script tag: the page's CSP (rightly) refuses inline scripts.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (context: string) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run('main');
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

test('the reward pages and their open editors pass axe, and render without JavaScript', { tag: '@phone' }, async ({ page, browser, members }) => {
  await signInAsStaff(page, members, '/staff/stampcard/');
  expect(await axeViolations(page), 'list').toEqual([]);
  await page.getByRole('button', { name: 'スタンプカードを追加する' }).click();
  expect(await axeViolations(page), 'stamp card editor').toEqual([]);
  await page.goto('/staff/item/');
  await hydrated(page);
  await page.locator('article[data-lottery]').first().getByRole('button', { name: /を編集$/ }).click();
  await page.getByRole('button', { name: '変更内容を確認する' }).click();
  await expect(page.locator('.staff-dry-run')).toBeVisible();
  expect(await axeViolations(page), 'lottery dry run').toEqual([]);
  await page.getByRole('button', { name: 'チケット配布を追加する' }).click();
  expect(await axeViolations(page), 'ticket editor').toEqual([]);

  // Without JavaScript the lists are on the first paint, and fit the screen.
  const noJs = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false, viewport: page.viewportSize()! });
  const plain = await noJs.newPage();
  for (const path of ['/staff/stampcard/', '/staff/item/']) {
    await plain.goto(path);
    await expect(plain.getByRole('navigation', { name: 'スタッフ管理' })).toBeVisible();
    await fitsWidth(plain);
  }
  await expect(plain.locator('article[data-lottery]').first()).toContainText('提供割合');
  await plain.screenshot({ path: test.info().outputPath('staff-item-no-js.png'), fullPage: true });
  await noJs.close();
});
