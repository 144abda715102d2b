/**
 * The feature button's display flag in local storage (spec §9): shown until closed, closed for that
 * feature only, kept across page loads; corrupt storage shows it.
 */
import { beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FEATURE_BUTTONS_KEY, featureButtonFlags } from '../../state/feature-buttons.ts';
import { FeatureButton } from './FeatureButton.tsx';

beforeEach(() => {
  window.localStorage.removeItem(FEATURE_BUTTONS_KEY);
});

const link = () => page.getByRole('link', { name: /マンガ祭り/ });

test('shown until the visitor closes it; closed, its flag is false in local storage and it stays closed on the next page load', async () => {
  const first = await render(<FeatureButton featureId="12" name="マンガ祭り 読んで応募キャンペーン" href="/special/manga-matsuri/" />);
  await expect.element(link()).toHaveAttribute('href', '/special/manga-matsuri/');
  await page.getByRole('button', { name: '特集「マンガ祭り 読んで応募キャンペーン」のボタンを閉じる' }).click();
  expect(link().query()).toBeNull();
  expect(JSON.parse(window.localStorage.getItem(FEATURE_BUTTONS_KEY)!)).toEqual({ '12': false });
  await first.unmount();

  await render(<FeatureButton featureId="12" name="マンガ祭り 読んで応募キャンペーン" href="/special/manga-matsuri/" />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(link().query()).toBeNull();
});

test("another feature's button shows: the flags are per feature", async () => {
  window.localStorage.setItem(FEATURE_BUTTONS_KEY, JSON.stringify({ '12': false }));
  await render(<FeatureButton featureId="13" name="マンガ祭り 第2弾" href="/special/manga-matsuri/" />);
  await expect.element(link()).toBeVisible();
  expect(featureButtonFlags()).toEqual({ '12': false });
});

test('corrupt or foreign content in the key counts as no flags', async () => {
  window.localStorage.setItem(FEATURE_BUTTONS_KEY, '{not json');
  await render(<FeatureButton featureId="12" name="マンガ祭り" href="/special/manga-matsuri/" />);
  await expect.element(link()).toBeVisible();
  window.localStorage.setItem(FEATURE_BUTTONS_KEY, JSON.stringify({ '12': 'no', '13': false }));
  expect(featureButtonFlags()).toEqual({ '13': false });
});
