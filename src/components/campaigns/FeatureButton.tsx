'use client';

/**
 * The feature button: a floating link to a running special feature (特集) on the top page, which the
 * visitor can close. Whether it shows is the feature's display flag in local storage
 * (src/state/feature-buttons.ts, spec §9); closed, it stays closed for that feature. It needs
 * JavaScript (closing is remembered by script), so it is not in the server HTML: it appears once the
 * page is hydrated and the flag read, fixed over the page (nothing below it moves).
 */
import { useEffect, useState } from 'react';
import { isFeatureButtonShown, setFeatureButtonShown } from '../../state/feature-buttons.ts';
import './feature-button.css';

export type FeatureButtonProps = {
  /** The feature's id (the key of its flag). */
  featureId: string;
  name: string;
  href: string;
  /** Defaults to window.localStorage. */
  storage?: Storage | null;
};

export function FeatureButtonView({ name, href, onClose }: { name: string; href: string; onClose: () => void }) {
  return (
    <aside className="feature-button" aria-label="開催中の特集">
      <a className="feature-button__link" href={href}>
        <span className="feature-button__badge">特集</span>
        <span className="feature-button__name">{name}</span>
      </a>
      <button type="button" className="feature-button__close" aria-label={`特集「${name}」のボタンを閉じる`} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}

export function FeatureButton({ featureId, name, href, storage }: FeatureButtonProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(isFeatureButtonShown(featureId, storage));
  }, [featureId, storage]);
  if (!shown) return null;
  return (
    <FeatureButtonView
      name={name}
      href={href}
      onClose={() => {
        setFeatureButtonShown(featureId, false, storage);
        setShown(false);
      }}
    />
  );
}

export default FeatureButton;
