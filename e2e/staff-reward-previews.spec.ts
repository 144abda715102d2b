import type { Page } from '@playwright/test';
import { postApi } from './api-member.ts';
import { signInAsStaff } from './staff-sign-in.ts';
import { expect, test } from './fixtures.ts';

// The staff 'as of' preview of scheduled stamp card, ticket campaign and gacha drafts (decision 075).
const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** 'YYYY-MM-DDTHH:mm' in JST, `days` from now, on the minute. */
const jstLocal = (days: number) => new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 16);
const shownJst = (local: string) => `${local.slice(0, 10).replaceAll('-', '/')} ${local.slice(11, 16)} (JST)`;
const fitsWidth = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test('a scheduled stamp card draft shows on its page in the preview from the console; the public page is unchanged', { tag: '@phone' }, async ({ page, members }, testInfo) => {
  test.setTimeout(60_000);
  await signInAsStaff(page, members, '/staff/stampcard/');
  const code = `e2e-preview-${unique()}`;
  const label = `e2e公開中のカード ${unique()}`;
  const drafted = `e2e予約したカード ${unique()}`;
  const created = await postApi(page, '/api/staff/v1/stampcards/', {
    code,
    label,
    message: 'ログインでスタンプを集めよう',
    details: '',
    thumbnail_url: '/img/cover/YB000001',
    slots: [{ label: 'ログイン', action: 'daily-sign-in', quantity: 2 }],
    prize: { kind: 'point', amount: 10 },
    prize_value_yen: 10,
    purchase_yen: null,
    gacha_id: null,
    // From tomorrow: a card running now would be every member's card in the other specs (the stamp card modal).
    starts_at: jstLocal(1),
    ends_at: jstLocal(30),
  });
  expect(created.status()).toBe(200);

  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: `スタンプカード「${label}」を編集` }).click();
  await page.getByLabel('名前', { exact: true }).fill(drafted);
  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page.getByText(/^下書きを保存しました（下書き #\d+）。公開はされていません。/)).toBeVisible();
  const panel = page.locator('section.staff-draft');
  const at = jstLocal(2);
  await panel.getByLabel('公開日時（日本時間 JST）').fill(at);
  await panel.getByRole('button', { name: '予約公開する' }).click();
  await expect(panel.getByRole('status')).toHaveText(`${shownJst(at)} に公開するよう予約しました。`);

  await panel.getByRole('link', { name: 'この日時の公開ページをプレビュー' }).click();
  await page.waitForURL((url) => url.pathname === `/gift/stamp_card/${code}/` && url.searchParams.get('as_of') === at);
  await expect(page.getByRole('status').filter({ hasText: 'プレビュー:' })).toContainText(`プレビュー: ${shownJst(at)} 時点の表示`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(drafted);
  await expect(page.getByText('プレビュー中は受け取れません。')).toBeVisible();
  await fitsWidth(page);
  await page.screenshot({ path: testInfo.outputPath('stamp-card-preview.png'), fullPage: true });

  // The public page: the card has not started yet.
  expect((await page.request.get(`/gift/stamp_card/${code}/`)).status()).toBe(404);
  // The console's list marks the card's scheduled draft.
  await page.goto('/staff/stampcard/');
  await expect(page.locator(`tr[data-stamp-card-row="${code}"] .staff-draft-mark`)).toHaveText(`予約公開 ${shownJst(at)}`);
});

test('a scheduled ticket campaign draft shows in the preview with its claim disabled; the gacha page in the preview draws nothing', { tag: '@phone' }, async ({ page, members }) => {
  await signInAsStaff(page, members, '/staff/item/');
  const code = `e2e-preview-${unique()}`;
  const values = { code, label: 'e2e予約前の配布', description: '毎日チケット', tickets: 5, per: 'day', valid_hours: 72, starts_at: jstLocal(1), ends_at: jstLocal(30) };
  const created = await postApi(page, '/api/staff/v1/ticket-campaigns/', values);
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { ticketCampaign: { id: number } }).ticketCampaign.id;
  const draft = ((await (await postApi(page, `/api/staff/v1/drafts/ticket-campaigns/${id}/`, { ...values, label: 'e2e予約した配布', tickets: 40, version: 1 })).json()) as { draft: { id: number; version: number } }).draft;
  const at = jstLocal(3);
  expect((await postApi(page, `/api/staff/v1/drafts/${draft.id}/schedule/`, { version: draft.version, publish_at: at })).status()).toBe(200);

  await page.goto(`/gift/ticket/${code}/?as_of=${encodeURIComponent(at)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('e2e予約した配布');
  await expect(page.getByText('チケット 40枚（1日1回）')).toBeVisible();
  await expect(page.getByRole('button', { name: 'プレビュー中は受け取れません' })).toBeDisabled();
  await page.goto(`/gift/ticket/${code}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('e2e予約前の配布');
  await expect(page.getByRole('button', { name: /から受け取れます$/ })).toBeDisabled();

  await page.goto(`/special/lottery/?as_of=${encodeURIComponent(at)}`);
  await expect(page.getByRole('status').filter({ hasText: 'プレビュー:' })).toContainText(`プレビュー: ${shownJst(at)} 時点の表示`);
  await expect(page.getByText(/^プレビュー中は抽選できません（1回の補充で\d+回）。$/)).toBeVisible();
  await expect(page.getByText('期間の最初の抽選の前に公開されます')).toBeVisible();
  await fitsWidth(page);
});
