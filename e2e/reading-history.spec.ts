import { expect, test, type Page } from '@playwright/test';
import { generateCatalogue } from '#demo/catalogue/generate.ts';
import { signUpThroughForm } from './sign-up.ts';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

/** A general title of the demo seed whose first story is free and has at least 6 pages. */
function freeStory() {
  const [batch] = generateCatalogue({ titles: 300 }).batches();
  for (const title of batch!.titles.filter((t) => !t.isAdult)) {
    const story = batch!.stories.find((s) => s.titleId === title.id && s.paymentType === 1 && s.pageCount >= 6);
    const volume = story && batch!.volumes.find((v) => v.id === story.volumeId);
    if (story && volume) return { titleCode: title.titleCode, volume: volume.serialNumber, storyNumber: story.storyNumber };
  }
  throw new Error('no free story');
}

test('a member reads a few pages, then the title page and the top page offer つづきから読む at that page', async ({ page }) => {
  const story = freeStory();
  const viewer = `/bv/t/${story.titleCode}/v/${story.volume}/s/${story.storyNumber}/p/1/`;
  await signUpThroughForm(page, { email: `history-${Date.now()}-${test.info().project.name}@example.jp`, password: 'yomiba-history-pass-5', next: viewer });
  await hydrated(page);

  // Page 1 -> 4 with the keyboard (right to left: ArrowLeft reads on); a single-page layout on both projects' first page.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/reading/progress/') && r.request().postDataJSON().page >= 3);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  const response = await saved;
  const savedPage = (response.request().postDataJSON() as { page: number }).page;

  await page.goto(`/book/title/${story.titleCode}/`);
  const resume = page.getByRole('link', { name: /^つづきから読む/ });
  await expect(resume).toHaveText(`つづきから読む（第${story.storyNumber}話 ${savedPage}ページ）`);
  await expect(resume).toHaveAttribute('href', `/bv/t/${story.titleCode}/v/${story.volume}/s/${story.storyNumber}/p/${savedPage}/`);

  await page.goto('/');
  await hydrated(page);
  await expect(page.getByText(/の続きから読めます/)).toBeVisible();
  await page.getByRole('button', { name: 'つづきから読む' }).click();
  await page.waitForURL(`/bv/t/${story.titleCode}/v/${story.volume}/s/${story.storyNumber}/p/${savedPage}/`);
});
