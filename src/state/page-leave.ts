/**
 * Leaving the page from inside a modal action. Closing a modal takes its history entry back off
 * (useModalHistory calls history.go), and that traversal would cancel a navigation started in the
 * same tick: once the page is leaving, the modal history stays as it is.
 */
export const pageLeave = { leaving: false };

export function leavePage(url: string, assign: (url: string) => void = (target) => window.location.assign(target)): void {
  pageLeave.leaving = true;
  assign(url);
}
