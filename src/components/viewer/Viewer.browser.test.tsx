import { afterEach, beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { localReaderSettingsStore, readerSettingsKey } from '../../state/viewer-settings.ts';
import { samplePages } from './test-pages.ts';
import { Viewer, type ViewerProps } from './Viewer.tsx';
import { ViewerEndPanel } from './ViewerEndPanel.tsx';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

let startUrl = '';
beforeEach(() => {
  startUrl = location.href;
});
afterEach(() => {
  history.replaceState(history.state, '', startUrl);
});

const hrefOf = (n: number) => `${location.pathname}?viewer-page=${n}`;

function props(overrides: Partial<ViewerProps> = {}): ViewerProps {
  const pages = samplePages(overrides.pages?.length ?? 9);
  return {
    titleKey: 'T-TEST',
    isVertical: false,
    title: 'テスト作品',
    subtitle: '第1話 はじまり',
    backHref: '/book/title/T-TEST/',
    pages,
    pageHrefs: pages.map((_, i) => hrefOf(i + 1)),
    initialPage: 1,
    storyLabel: '第1話',
    settingsStore: localReaderSettingsStore(memoryStorage()),
    renderEnd: ({ open, lastPageHref, backToLastPage }) => (
      <ViewerEndPanel open={open} nextStoryHref="/next/" titleHref="/book/title/T-TEST/" lastPageHref={lastPageHref} onBackToLastPage={backToLastPage} />
    ),
    ...overrides,
  };
}

const live = () => document.querySelector('.viewer__live')?.textContent;
const viewerRoot = () => document.querySelector<HTMLElement>('.viewer')!;

test('keyboard paging right to left: ArrowLeft and Space read on, ArrowRight goes back, Home/End jump; the URL follows without history', async () => {
  const historyLength = history.length;
  await render(<Viewer {...props()} />);
  await expect.poll(live).toBe('1 / 9ページ');
  await userEvent.keyboard('{ArrowLeft}');
  await expect.poll(live).toBe('2 / 9ページ');
  expect(location.search).toBe('?viewer-page=2');
  await userEvent.keyboard(' ');
  await expect.poll(live).toBe('3 / 9ページ');
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(live).toBe('2 / 9ページ');
  await userEvent.keyboard('{End}');
  await expect.poll(live).toBe('9 / 9ページ');
  await userEvent.keyboard('{ArrowLeft}');
  await expect.element(page.getByRole('region', { name: '最後まで読みました' })).toBeVisible();
  expect(document.activeElement?.id).toBe('viewer-end');
  await expect.element(page.getByRole('link', { name: '次の話へ' })).toHaveAttribute('href', '/next/');
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(live).toBe('9 / 9ページ');
  await userEvent.keyboard('{Home}');
  await expect.poll(live).toBe('1 / 9ページ');
  expect(location.search).toBe('?viewer-page=1');
  expect(history.length).toBe(historyLength);
});

test('the images carry alt text: staff text when present, else the story and page', async () => {
  const pages = samplePages(3);
  pages[1] = { ...pages[1]!, alt: '少年が扉を開ける' };
  await render(<Viewer {...props({ pages, pageHrefs: pages.map((_, i) => hrefOf(i + 1)) })} />);
  await expect.element(page.getByRole('img', { name: '第1話 1ページ' })).toBeVisible();
  await userEvent.keyboard('{ArrowLeft}');
  await expect.element(page.getByRole('img', { name: '少年が扉を開ける' })).toBeVisible();
  const image = document.querySelector('.viewer__image')!;
  expect(image.getAttribute('width')).toBe('1200');
  expect(image.getAttribute('height')).toBe('1704');
});

test('the wheel turns one page per gesture, and the tap zones are labelled links (left = next in RTL)', async () => {
  await render(<Viewer {...props({ initialPage: 3 })} />);
  await expect.poll(live).toBe('3 / 9ページ');
  const stage = document.querySelector('.viewer__stage')!;
  const wheel = (deltaY: number) => stage.dispatchEvent(new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true }));
  wheel(100);
  wheel(100);
  wheel(100);
  await expect.poll(live).toBe('4 / 9ページ');
  wheel(-100);
  await expect.poll(live).toBe('3 / 9ページ');
  wheel(5);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(live()).toBe('3 / 9ページ');

  const next = page.getByRole('link', { name: '次のページ' });
  const previous = page.getByRole('link', { name: '前のページ' });
  await expect.element(next).toHaveAttribute('href', hrefOf(4));
  await expect.element(previous).toHaveAttribute('href', hrefOf(2));
  const nextBox = next.element().getBoundingClientRect();
  const previousBox = previous.element().getBoundingClientRect();
  expect(nextBox.left).toBeLessThan(previousBox.left);
  await next.click();
  await expect.poll(live).toBe('4 / 9ページ');
  expect(viewerRoot().dataset.chrome).toBe('hidden');
});

test('the slider is a labelled range running right to left with a page valuetext', async () => {
  await render(<Viewer {...props()} />);
  const slider = page.getByRole('slider', { name: 'ページ移動' });
  await expect.element(slider).toHaveAttribute('dir', 'rtl');
  await expect.element(slider).toHaveAttribute('aria-valuetext', '1 / 9ページ');
  await slider.fill('6');
  await expect.poll(live).toBe('6 / 9ページ');
  await expect.element(slider).toHaveAttribute('aria-valuetext', '6 / 9ページ');
  await expect.element(page.getByRole('progressbar', { name: '読んだ割合' })).toHaveAttribute('aria-valuenow', String(Math.round((6 / 9) * 100)));
});

test('settings are saved per title and applied when the title is opened again', async () => {
  const storage = memoryStorage();
  const store = localReaderSettingsStore(storage);
  const first = await render(<Viewer {...props({ settingsStore: store })} />);
  await page.getByRole('button', { name: '表示設定' }).click();
  const panel = page.getByRole('region', { name: '表示設定' });
  await expect.element(panel).toBeVisible();
  await panel.getByRole('radio', { name: '左から右' }).click();
  await panel.getByRole('radio', { name: '1ページずつ' }).click();
  expect(JSON.parse(storage.getItem(readerSettingsKey('T-TEST')) ?? 'null')).toEqual({ direction: 'ltr', spread: 'single', mode: 'paged' });
  await userEvent.keyboard('{Escape}');
  await expect.element(panel).not.toBeInTheDocument();
  await first.unmount();

  await render(<Viewer {...props({ settingsStore: store })} />);
  await expect.poll(() => viewerRoot().dataset.direction).toBe('ltr');
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(live).toBe('2 / 9ページ');
  // Another title keeps its own (default) settings.
  const other = await render(<Viewer {...props({ settingsStore: store, titleKey: 'T-OTHER' })} />);
  await expect.poll(() => other.container.querySelector<HTMLElement>('.viewer')?.dataset.direction).toBe('rtl');
});

test('corrupt stored settings fall back to the defaults; a vertical work opens in タテヨミ', async () => {
  const storage = memoryStorage();
  storage.setItem(readerSettingsKey('T-V'), '{"direction":"sideways","mode":42');
  await render(<Viewer {...props({ titleKey: 'T-V', isVertical: true, settingsStore: localReaderSettingsStore(storage) })} />);
  await expect.poll(() => viewerRoot().dataset.mode).toBe('vertical');
  expect(viewerRoot().dataset.direction).toBe('rtl');
  expect(document.querySelectorAll('.viewer__column img')).toHaveLength(9);
  await expect.element(page.getByRole('region', { name: '最後まで読みました' })).toBeInTheDocument();
});

test('spreads on a wide screen: the cover alone, then pairs shown right to left', async () => {
  await page.viewport(1280, 800);
  try {
    await render(<Viewer {...props()} />);
    await expect.poll(() => viewerRoot().dataset.spread).toBe('true');
    await expect.poll(live).toBe('1 / 9ページ');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(live).toBe('2-3 / 9ページ');
    const [right, left] = [...document.querySelectorAll('.viewer__spread img')].map((img) => img.getBoundingClientRect());
    expect(right!.left).toBeGreaterThan(left!.left);
    expect(document.querySelector('.viewer__spread img')?.getAttribute('sizes')).toContain('50vw');
  } finally {
    await page.viewport(414, 896);
  }
});

test('pinch zooms the page, a zoomed page does not turn on swipe, and 0 resets the zoom', async () => {
  await render(<Viewer {...props({ initialPage: 2 })} />);
  const stage = document.querySelector<HTMLElement>('.viewer__stage')!;
  const rect = stage.getBoundingClientRect();
  const y = rect.top + rect.height / 2;
  const pointer = (type: string, pointerId: number, x: number) =>
    stage.dispatchEvent(new PointerEvent(type, { pointerId, clientX: x, clientY: y, bubbles: true, pointerType: 'touch', isPrimary: pointerId === 1 }));
  pointer('pointerdown', 1, rect.left + 150);
  pointer('pointerdown', 2, rect.left + 250);
  pointer('pointermove', 2, rect.left + 350);
  pointer('pointerup', 2, rect.left + 350);
  pointer('pointerup', 1, rect.left + 150);
  await expect.poll(() => stage.dataset.zoomed).toBe('true');
  const scale = () => Number(/scale\(([\d.]+)\)/.exec(document.querySelector<HTMLElement>('.viewer__spread')!.style.transform)?.[1] ?? 1);
  expect(scale()).toBeCloseTo(2, 1);

  pointer('pointerdown', 3, rect.left + 50);
  pointer('pointermove', 3, rect.left + 250);
  pointer('pointerup', 3, rect.left + 250);
  expect(live()).toBe('2 / 9ページ');

  await userEvent.keyboard('0');
  await expect.poll(() => stage.dataset.zoomed).toBe('false');
  await userEvent.keyboard('+');
  await expect.poll(() => stage.dataset.zoomed).toBe('true');
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => stage.dataset.zoomed).toBe('false');
});

test('a swipe to the right reads on in RTL, to the left goes back, and does not also follow the zone link', async () => {
  await render(<Viewer {...props({ initialPage: 4 })} />);
  const zone = document.querySelector<HTMLElement>('.viewer__zone--left')!;
  const rect = zone.getBoundingClientRect();
  const y = rect.top + rect.height / 2;
  const swipe = (from: number, to: number) => {
    zone.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 7, clientX: from, clientY: y, bubbles: true, pointerType: 'touch' }));
    zone.dispatchEvent(new PointerEvent('pointermove', { pointerId: 7, clientX: (from + to) / 2, clientY: y, bubbles: true, pointerType: 'touch' }));
    zone.dispatchEvent(new PointerEvent('pointerup', { pointerId: 7, clientX: to, clientY: y, bubbles: true, pointerType: 'touch' }));
    zone.dispatchEvent(new MouseEvent('click', { clientX: to, clientY: y, bubbles: true, cancelable: true }));
  };
  swipe(rect.left + 10, rect.left + 110);
  await expect.poll(live).toBe('5 / 9ページ');
  swipe(rect.left + 110, rect.left + 10);
  await expect.poll(live).toBe('4 / 9ページ');
});

test('the bars: shown on opening, hidden on a turn, back on a centre tap; labelled buttons', async () => {
  await render(<Viewer {...props()} />);
  expect(viewerRoot().dataset.chrome).toBe('shown');
  await expect.element(page.getByRole('link', { name: '作品ページへ戻る' })).toHaveAttribute('href', '/book/title/T-TEST/');
  await expect.element(page.getByRole('heading', { name: 'テスト作品 第1話 はじまり' })).toBeInTheDocument();
  const liveRegion = document.querySelector('.viewer__live')!;
  expect(liveRegion.getAttribute('aria-live')).toBe('polite');
  await userEvent.keyboard('{ArrowLeft}');
  await expect.poll(() => viewerRoot().dataset.chrome).toBe('hidden');
  await page.getByRole('button', { name: 'メニューを表示' }).click();
  await expect.poll(() => viewerRoot().dataset.chrome).toBe('shown');
  await expect.element(page.getByRole('button', { name: 'メニューを隠す' })).toHaveAttribute('aria-expanded', 'true');
});

test('full-screen: the button puts the viewer in full-screen and takes it out', async () => {
  await render(<Viewer {...props()} />);
  expect(document.fullscreenEnabled).toBe(true);
  await page.getByRole('button', { name: '全画面' }).click();
  await expect.poll(() => document.fullscreenElement?.classList.contains('viewer')).toBe(true);
  await expect.element(page.getByRole('button', { name: '全画面を終了' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '全画面を終了' }).click();
  await expect.poll(() => document.fullscreenElement).toBeNull();
});
