import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { appState, resetAppState } from '../../state/app-store.ts';
import { UnreadInfoBadge } from './UnreadInfoBadge.tsx';

afterEach(() => resetAppState());

test('shows the unread notice count of the signed-in member, and nothing for visitors or when all are read', async () => {
  const screen = await render(<UnreadInfoBadge />);
  await expect.element(page.getByLabelText(/未読/)).not.toBeInTheDocument();
  appState.isLogin = true;
  appState.user.unreadInfoCount = 3;
  await expect.element(page.getByLabelText('未読3件')).toHaveTextContent('3');
  appState.user.unreadInfoCount = 120;
  await expect.element(page.getByLabelText('未読120件')).toHaveTextContent('99+');
  appState.user.unreadInfoCount = 0;
  await expect.element(page.getByLabelText(/未読/)).not.toBeInTheDocument();
  screen.unmount();
});

test('the dot variant names the count for screen readers', async () => {
  appState.isLogin = true;
  appState.user.unreadInfoCount = 2;
  await render(<UnreadInfoBadge variant="dot" />);
  await expect.element(page.getByLabelText('未読のお知らせ2件')).toBeInTheDocument();
});
