/**
 * Every story of stories/*.stories.tsx rendered as a test in Chromium (vitest `stories` project):
 * each must render visible content, log no console error and throw no uncaught error, show the
 * Japanese text listed in its `parameters.expectedText`, and the element of
 * `parameters.expectedRole`. A rendered dialog must be modal and named by visible text.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { Meta, ReactRenderer } from '@storybook/react';
import type { Args, ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as previewAnnotations from '../.storybook/preview.ts';

setProjectAnnotations([previewAnnotations]);

type StoryModule = Parameters<typeof composeStories>[0] & { default: Meta };
type ComposedStory = ComposedStoryFn<ReactRenderer, Partial<Args>>;

const modules = import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true });

/** Whether an element takes up space on screen and is not hidden by CSS. */
function isPainted(el: Element): boolean {
  const rect = el.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return false;
  const style = getComputedStyle(el);
  return style.display !== 'none' && style.visibility !== 'hidden';
}

let consoleError: MockInstance<typeof console.error>;
let uncaught: unknown[] = [];
const onWindowError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  uncaught = [];
  window.addEventListener('error', onWindowError);
  window.addEventListener('unhandledrejection', onRejection);
});

afterEach(() => {
  window.removeEventListener('error', onWindowError);
  window.removeEventListener('unhandledrejection', onRejection);
  consoleError.mockRestore();
});

test('the glob finds the story files', () => {
  expect(Object.keys(modules).length).toBeGreaterThanOrEqual(4);
});

for (const [path, mod] of Object.entries(modules)) {
  const stories = Object.entries(composeStories(mod)) as [string, ComposedStory][];

  describe(path.replace('./', ''), () => {
    test('has stories', () => {
      expect(stories.length).toBeGreaterThan(0);
    });

    for (const [name, Story] of stories) {
      test(name, async () => {
        const screen = await render(<Story />);

        // Visible content: the container itself or something inside it is painted.
        await expect
          .poll(() => [screen.container, ...screen.container.querySelectorAll('*')].some(isPainted), { timeout: 2000 })
          .toBe(true);

        const expectedText = (Story.parameters.expectedText ?? []) as string[];
        for (const text of expectedText) {
          await expect.element(page.getByText(text, { exact: false }).first()).toBeVisible();
        }

        const expectedRole = Story.parameters.expectedRole as Parameters<typeof page.getByRole>[0] | undefined;
        if (expectedRole !== undefined) {
          await expect.element(page.getByRole(expectedRole).first()).toBeVisible();
        }

        for (const dialog of screen.container.querySelectorAll('[role="dialog"]')) {
          expect(dialog.getAttribute('aria-modal')).toBe('true');
          const labelId = dialog.getAttribute('aria-labelledby');
          expect(labelId).toBeTruthy();
          const label = document.getElementById(labelId ?? '');
          expect(label?.textContent?.trim()).toBeTruthy();
        }

        expect(consoleError).not.toHaveBeenCalled();
        expect(uncaught).toEqual([]);
      });
    }
  });
}
