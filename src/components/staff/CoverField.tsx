'use client';

import { useEffect, useId, useState } from 'react';
import { STAFF_PATHS } from '#modules/staff/client.ts';
import { staffSend } from './staff-api.ts';

export type CoverFieldProps = {
  /** The field's label (表紙). */
  label: string;
  /** The uploaded image's path, or '' for none. */
  value: string;
  onChange: (path: string) => void;
  /** The server's message for the field, if any. */
  error?: string;
};

/**
 * A cover: upload an image (checked by its bytes on the server, as banner images are: JPEG, PNG or WebP,
 * 2 MB, 300–4000 px wide), see it, or remove it. The form saves the path with its other fields.
 */
export function CoverField({ label, value, onChange, error: serverError }: CoverFieldProps) {
  const id = useId();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const error = uploadError ?? serverError;

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    const result = await staffSend<{ image: { url: string } }>(STAFF_PATHS.images, file);
    setUploading(false);
    if (result.ok) onChange(result.answer.image.url);
    else setUploadError(result.message);
  }

  return (
    <div className="staff-field">
      <label htmlFor={`${id}-file`}>{label}（JPEG・PNG・WebP、2MBまで、幅300〜4000px）</label>
      <input id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void upload(e.target.files?.[0])} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} disabled={!ready || uploading} />
      {uploading && <p className="staff-field__hint">アップロード中…</p>}
      {value ? (
        <div className="staff-cover">
          <img className="staff-cover__image" src={`${value}?w=320`} alt="" width={120} />
          <p className="staff-field__hint">表紙: {value}</p>
          <button type="button" className="staff-button" onClick={() => onChange('')} disabled={!ready}>
            表紙を外す
          </button>
        </div>
      ) : (
        <p className="staff-field__hint">表紙はありません。</p>
      )}
      {error && (
        <p className="staff-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
