'use client';

import { useState } from 'react';
import type { PayoutStatus } from '#modules/affiliate/client.ts';
import { postForm } from '../../lib/http/form-post.ts';
import { apiClient } from '../../lib/http/index.ts';

/** Staff's buttons on one request: approve (申請中), mark paid (振込処理中), return with a reason (either). */
export function StaffTransferActions({ id, status }: { id: number; status: PayoutStatus }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const param = { id: String(id) };
  const run = async (call: (headers: Record<string, string>) => ReturnType<typeof apiClient.api.staff.v1.transfer[':id']['approve']['index']['$post']>) => {
    setSending(true);
    const answer = await postForm(call, '更新できませんでした。');
    if (answer.ok) window.location.reload();
    else {
      setSending(false);
      setError(answer.fields.reason ?? answer.message);
    }
  };
  if (status === 'paid' || status === 'returned') return null;
  return (
    <div className="transfer-staff__actions">
      {status === 'requested' && (
        <button type="button" className="button button--primary" disabled={sending} onClick={() => run((headers) => apiClient.api.staff.v1.transfer[':id'].approve.index.$post({ param }, { headers }))}>
          承認する
        </button>
      )}
      {status === 'processing' && (
        <button type="button" className="button button--primary" disabled={sending} onClick={() => run((headers) => apiClient.api.staff.v1.transfer[':id'].paid.index.$post({ param }, { headers }))}>
          振込済にする
        </button>
      )}
      <input aria-label="差し戻しの理由" placeholder="差し戻しの理由" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      <button
        type="button"
        className="button button--secondary"
        disabled={sending}
        onClick={() => run((headers) => apiClient.api.staff.v1.transfer[':id']['return'].index.$post({ param, json: { reason } }, { headers }) as never)}
      >
        差し戻す
      </button>
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
