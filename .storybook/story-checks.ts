/**
 * What every story must do besides its own play function and the axe check (vitest project `stories`,
 * decision 039): render visible content, log no console error and throw no uncaught error, show the
 * Japanese text listed in its `parameters.expectedText` and the element of `parameters.expectedRole`.
 * A rendered dialog must be modal and named by visible text. A setup file of the project: its hooks
 * run around each story's test, which @storybook/addon-vitest makes from every export of stories/.
 */
import type { ComposedStoryFn, ReactRenderer } from '@storybook/react-vite';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { page, type Locator } from 'vitest/browser';

declare module 'vitest' {
  interface TestContext {
    /** Set by @storybook/addon-vitest's test of a story. */
    story?: ComposedStoryFn<ReactRenderer>;
  }
}

/** Whether an element takes up space on screen and is not hidden by CSS. */
function isPainted(el: Element): boolean {
  const rect = el.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return false;
  const style = getComputedStyle(el);
  return style.display !== 'none' && style.visibility !== 'hidden';
}

let consoleError: MockInstance<typeof console.error>;
let uncaught: unknown[] = [];
/** The body's children before the story ran: Storybook appends the story's root to the body. */
let bodyBefore = new Set<Element>();
const onWindowError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  uncaught = [];
  bodyBefore = new Set(document.body.children);
  window.addEventListener('error', onWindowError);
  window.addEventListener('unhandledrejection', onRejection);
});

afterEach(async ({ story }) => {
  try {
    if (!story) return;
    // What the story added to the body: its root first, then any portal. (The body also holds
    // Storybook's hidden preview templates, whose text must not count.)
    const added = [...document.body.children].filter((el) => !bodyBefore.has(el));
    const root = added[0];
    if (!root) throw new Error('the story rendered no root element');
    const inStory = (find: (scope: Locator) => Locator) => added.map((el) => find(page.elementLocator(el))).reduce((a, b) => a.or(b));
    // Visible content: the story's root itself or something inside it is painted.
    await expect.poll(() => [root, ...root.querySelectorAll('*')].some(isPainted), { timeout: 2000 }).toBe(true);

    const expectedText = (story.parameters.expectedText ?? []) as string[];
    for (const text of expectedText) {
      await expect.element(inStory((scope) => scope.getByText(text, { exact: false })).first()).toBeVisible();
    }

    const expectedRole = story.parameters.expectedRole as Parameters<typeof page.getByRole>[0] | undefined;
    if (expectedRole !== undefined) {
      await expect.element(inStory((scope) => scope.getByRole(expectedRole)).first()).toBeVisible();
    }

    for (const dialog of root.querySelectorAll('[role="dialog"]')) {
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      const labelId = dialog.getAttribute('aria-labelledby');
      expect(labelId).toBeTruthy();
      const label = document.getElementById(labelId ?? '');
      expect(label?.textContent?.trim()).toBeTruthy();
    }

    expect(consoleError).not.toHaveBeenCalled();
    expect(uncaught).toEqual([]);
  } finally {
    window.removeEventListener('error', onWindowError);
    window.removeEventListener('unhandledrejection', onRejection);
    consoleError.mockRestore();
  }
});
