'use client';

import { useEffect } from 'react';
import { handleServerMessage } from '../lib/http/error-catalogue.ts';
import { isServerMessage } from '../lib/http/errors.ts';
import { answerOf, apiClient } from '../lib/http/index.ts';

export const LAST_READ_SHOWN_KEY = 'yomiba:last-read-notice';

/**
 * On the top page, a member is offered to continue where they stopped (GET /api/v1/lastreadhistory/:
 * its message carries a conversion part, shown as a notification with a つづきから読む action).
 * Once per browser tab, so that coming back to the top page does not repeat it.
 */
export function LastReadNotice({ isLogin }: { isLogin: boolean }) {
  useEffect(() => {
    if (!isLogin) return;
    try {
      if (sessionStorage.getItem(LAST_READ_SHOWN_KEY)) return;
      sessionStorage.setItem(LAST_READ_SHOWN_KEY, '1');
    } catch {
      // no storage: show it every time
    }
    answerOf(apiClient.api.v1.lastreadhistory.index.$get())
      .then((answer) => {
        if (answer?.success && isServerMessage(answer.message) && answer.message.content) handleServerMessage(answer.message);
      })
      .catch(() => undefined);
  }, [isLogin]);
  return null;
}
