import { afterEach, describe, expect, it, vi } from 'vitest';
import { appState, setTutorialInfo } from './app-store.ts';
import { loadTutorialInfo, tutorialSteps } from './tutorial-lead.ts';

const step = { key: 'daily-gacha', title: 'デイリーガチャを引く', description: '無料で引けます。', link: '/special/lottery/', linkText: 'デイリーガチャへ', done: false };

afterEach(() => {
  setTutorialInfo(null);
  vi.restoreAllMocks();
});

describe('the tutorial lead in the app state', () => {
  it('copies row.contents into the tutorial info', async () => {
    await loadTutorialInfo({ lead: async () => ({ success: true, row: { contents: [step] } }) });
    expect(appState.tutorialInfo.contents).toEqual([step]);
  });

  it('leaves it empty when success is not true or the call fails (logged)', async () => {
    setTutorialInfo({ contents: [step] });
    await loadTutorialInfo({ lead: async () => ({ success: false }) });
    expect(appState.tutorialInfo.contents).toEqual([]);
    setTutorialInfo({ contents: [step] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadTutorialInfo({ lead: async () => Promise.reject(new Error('offline')) });
    expect(appState.tutorialInfo.contents).toEqual([]);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('shows only steps with a same-site link', () => {
    expect(tutorialSteps([step, { ...step, key: 'x', link: 'https://evil.example/' }, { ...step, key: 'y', link: '//evil.example/' }, null, 'text'])).toEqual([step]);
  });
});
