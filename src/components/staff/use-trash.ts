'use client';

import { useState } from 'react';
import { staffSend } from './staff-api.ts';

/**
 * 「ゴミ箱へ」 and 「元に戻す」 of a console's rows (issue 19): `POST {collectionPath}{id}/trash|restore/` with the row's
 * version; the answer's record replaces the row, a refusal (409 with the newer version, …) is the status message.
 */
export function useTrash<T extends { id: number; version: number }>(options: { collectionPath: string; answerKey: string; replace: (record: T) => void; nameOf: (record: T) => string; initialMessage?: string | null }) {
  const [message, setMessage] = useState<string | null>(options.initialMessage ?? null);
  const [busy, setBusy] = useState<number | null>(null);
  async function move(record: T, to: 'trash' | 'restore') {
    setBusy(record.id);
    setMessage(null);
    const result = await staffSend<Record<string, T>>(`${options.collectionPath}${record.id}/${to}/`, { version: record.version });
    setBusy(null);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    options.replace(result.answer[options.answerKey]!);
    setMessage(to === 'trash' ? `「${options.nameOf(record)}」をゴミ箱に移しました。元に戻すまで公開されません。` : `「${options.nameOf(record)}」を元に戻しました。`);
  }
  return { message, busy, move };
}
