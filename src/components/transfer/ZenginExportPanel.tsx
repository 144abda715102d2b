'use client';

import { useState } from 'react';
import { TRANSFER_EXPORT_PATH, type ExportBatchView } from '#modules/affiliate/client.ts';
import { csrfHeaders } from '../../lib/http/csrf.ts';
import { answerOf, apiClient } from '../../lib/http/index.ts';
import { TransferBatchList } from './TransferBatchList';

const NETWORK = '通信に失敗しました。接続を確認して、もう一度お試しください。';

/** The file name the server gave (Content-Disposition), or a plain one. */
const fileNameOf = (response: Response) => /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'zengin.txt';

/** Saves bytes the page holds as a download. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * 全銀ファイルを作成 and the files made so far. The button POSTs (with the CSRF token) for a new batch
 * of the approved bank transfers no file listed yet and saves the file it answers, then reads the list
 * again. The file is Shift_JIS bytes, so it is read as a Blob, not through the JSON client (which reads
 * text). Each listed file is a plain link: it downloads again without JavaScript.
 */
export function ZenginExportPanel({ batches: initial }: { batches: ExportBatchView[] }) {
  const [batches, setBatches] = useState(initial);
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState<{ error: boolean; text: string } | null>(null);
  const create = async () => {
    setSending(true);
    setSaid(null);
    try {
      const response = await fetch(TRANSFER_EXPORT_PATH, { method: 'POST', credentials: 'same-origin', headers: { Accept: 'text/plain, application/json', ...(await csrfHeaders()) } });
      if (!response.ok) {
        const answer = (await response.json().catch(() => ({}))) as { message?: { content?: string } };
        setSaid({ error: true, text: answer.message?.content ?? NETWORK });
        return;
      }
      save(await response.blob(), fileNameOf(response));
      setSaid({ error: false, text: `全銀ファイルを作成しました（${response.headers.get('X-Transfer-Count') ?? '?'}件）。` });
      setBatches((await answerOf(apiClient.api.staff.v1.transfer.batches.index.$get())).batches);
    } catch {
      setSaid((now) => now ?? { error: true, text: NETWORK });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <div className="transfer-export">
        <button type="button" className="button button--primary" disabled={sending} onClick={() => void create()}>
          全銀ファイルを作成
        </button>
        {said && (
          <p className={said.error ? 'form-field__error' : 'transfer-export__done'} role={said.error ? 'alert' : 'status'}>
            {said.text}
          </p>
        )}
      </div>
      <TransferBatchList batches={batches} />
    </>
  );
}
