import { expect, test } from './fixtures.ts';

test('the first page load asks for the recommend coupon once per visit, with grant=false and the full path', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/gift/v1/coupon/recommend/')) calls.push(request.url());
  });
  const answered = page.waitForResponse((response) => response.url().includes('/api/gift/v1/coupon/recommend/'));
  await page.goto('/faq/?q=%E3%82%B3%E3%82%A4%E3%83%B3');
  const response = await answered;
  const body = (await response.json()) as { success: boolean; coupon?: { couponCode: string } };
  expect(body.success).toBe(true);
  const url = new URL(calls[0]!);
  expect(url.searchParams.get('grant')).toBe('false');
  expect(url.searchParams.get('url')).toBe('/faq/?q=%E3%82%B3%E3%82%A4%E3%83%B3');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('yomiba:first-load-coupon'))).toBe(JSON.stringify({ couponCode: body.coupon?.couponCode ?? null }));

  await page.goto('/terms/');
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForTimeout(300);
  expect(calls).toHaveLength(1);
});
