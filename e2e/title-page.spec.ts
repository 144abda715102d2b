import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '#demo/catalogue/generate.ts';
import { signUpThroughForm } from './sign-up.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

/** A general store title of the default demo seed with several volumes (priced: offers in the JSON-LD). */
function storeTitle(): { titleCode: string; titleName: string } {
  const [batch] = generateCatalogue({ titles: 300 }).batches();
  const title = batch!.titles.find((t) => !t.isAdult && t.isStore && batch!.volumes.filter((v) => v.titleId === t.id).length >= 2)!;
  return { titleCode: title.titleCode, titleName: title.titleName };
}

async function signUp(page: Page, next: string) {
  await signUpThroughForm(page, { email: `title-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.jp`, password: 'yomiba-title-pass-3', next });
  await hydrated(page);
}

test.describe('the title page', () => {
  test('the server HTML carries JSON-LD (ComicSeries with its volumes) and Open Graph / Twitter tags', async ({ request, baseURL }) => {
    const title = storeTitle();
    const html = await (await request.get(`/book/title/${title.titleCode}/`)).text();
    const url = `${baseURL}/book/title/${title.titleCode}/`;
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
    expect(script, 'JSON-LD script').not.toBeNull();
    const data = JSON.parse(script![1]!) as { '@type': string; name: string; url: string; hasPart: { '@type': string; offers?: { priceCurrency: string } }[] };
    expect(data['@type']).toBe('ComicSeries');
    expect(data.name).toBe(title.titleName);
    expect(data.url).toBe(url);
    expect(data.hasPart.length).toBeGreaterThanOrEqual(2);
    expect(data.hasPart.every((part) => part['@type'] === 'Book' && part.offers?.priceCurrency === 'JPY')).toBe(true);
    expect(html).toContain(`<meta property="og:title" content="${title.titleName}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(html).toContain(`<meta property="og:image" content="${baseURL}/img/cover/${title.titleCode}?w=480"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary"/>');
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    // Related lists are in the server HTML too.
    expect(html).toContain('似ている作品');
  });

  test('the share button opens the share modal for the title', async ({ page, baseURL }) => {
    const title = storeTitle();
    await page.goto(`/book/title/${title.titleCode}/`);
    await hydrated(page);
    await page.getByRole('button', { name: 'シェア', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'シェアする' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(title.titleName);
    await expect(dialog.getByRole('textbox', { name: '作品のURL' })).toHaveValue(`${baseURL}/book/title/${title.titleCode}/`);
    const x = new URL((await dialog.getByRole('link', { name: 'X' }).getAttribute('href'))!);
    expect(x.searchParams.get('text')).toContain(title.titleName);
    expect(x.searchParams.get('hashtags')).toContain('読み場');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a related title’s "…" opens the bottom sheet: share it, or open its page; visitors are asked to log in to favourite', async ({ page }) => {
    const title = storeTitle();
    await page.goto(`/book/title/${title.titleCode}/`);
    await hydrated(page);
    const similar = page.getByRole('list', { name: '似ている作品' }).getByRole('listitem').first();
    const name = (await similar.locator('.title-card__name').textContent())!;
    await similar.getByRole('button', { name: `${name}のメニュー` }).click();
    const sheet = page.getByRole('dialog', { name });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'シェアする' }).click();
    await expect(page.getByRole('dialog', { name: 'シェアする' })).toContainText(name);
    await page.keyboard.press('Escape');

    await similar.getByRole('button', { name: `${name}のメニュー` }).click();
    await page.getByRole('dialog', { name }).getByRole('button', { name: /お気に入りに追加/ }).click();
    await expect(page.getByRole('dialog', { name: 'お気に入りで本棚を充実させよう' })).toBeVisible();
    await page.getByRole('button', { name: '戻る' }).click();

    await similar.getByRole('button', { name: `${name}のメニュー` }).click();
    const href = await page.getByRole('dialog', { name }).getByRole('link', { name: '作品ページを開く' }).getAttribute('href');
    await page.getByRole('dialog', { name }).getByRole('link', { name: '作品ページを開く' }).click();
    await page.waitForURL(href!);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a member favourites a title from the bottom sheet; its page then shows it as a favourite', async ({ page }) => {
    const title = storeTitle();
    await signUp(page, `/book/title/${title.titleCode}/`);
    const card = page.getByRole('list', { name: '似ている作品' }).getByRole('listitem').first();
    const name = (await card.locator('.title-card__name').textContent())!;
    const href = (await card.locator('a.title-card__link').getAttribute('href'))!;
    await card.getByRole('button', { name: `${name}のメニュー` }).click();
    const sheet = page.getByRole('dialog', { name });
    const toggle = sheet.getByRole('button', { name: /お気に入りに追加/ });
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(sheet.getByRole('button', { name: /お気に入りを解除/ })).toHaveAttribute('aria-pressed', 'true');
    await page.goto(href);
    await hydrated(page);
    await expect(page.locator('.title-hero .favorite-button')).toHaveAttribute('aria-pressed', 'true');
  });
});
