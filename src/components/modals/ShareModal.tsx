'use client';

/**
 * The share modal (spec §3 "Share info": titleName, hashTags, text, fullPath): share on X, LINE
 * and Facebook (new tab, rel="noopener noreferrer"), copy the link (then the snackbar
 * 'リンクをコピーしました'), and the device's share sheet when the Web Share API exists.
 * `ShareModalView` is presentational; `ShareModal` reads the modal store (`openModal('share', info)`).
 */
import { useId, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio/react';
import { closeModal, modalState, type ShareModalProps } from '../../state/modal-store.ts';
import { showErrorSnackbar, showSnackbar } from '../../state/snackbar-store.ts';
import { ModalShell } from './ModalShell.tsx';

export const SHARE_COPIED_MESSAGE = 'リンクをコピーしました';
export const SHARE_COPY_FAILED_MESSAGE = 'リンクをコピーできませんでした';

export interface ShareLinks {
  url: string;
  x: string;
  line: string;
  facebook: string;
}

/** The absolute URL of fullPath on origin, and the share links of each service. */
export function buildShareLinks(info: Pick<ShareModalProps, 'text' | 'hashTags' | 'fullPath'>, origin: string): ShareLinks {
  const url = new URL(info.fullPath, origin).href;
  const tags = info.hashTags.map((t) => t.trim().replace(/^[#＃]+/, '')).filter((t) => t !== '');
  const x = new URL('https://twitter.com/intent/tweet');
  x.searchParams.set('text', info.text);
  if (tags.length > 0) x.searchParams.set('hashtags', tags.join(','));
  x.searchParams.set('url', url);
  return {
    url,
    x: x.href,
    line: `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
}

function currentOrigin(): string {
  return typeof window === 'undefined' ? 'https://yomiba.invalid' : window.location.origin;
}

const subscribeNothing = () => () => {};

/** Whether the browser has the Web Share API (false during server rendering). */
export function useCanWebShare(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => typeof navigator !== 'undefined' && typeof navigator.share === 'function',
    () => false,
  );
}

export interface ShareModalViewProps extends ShareModalProps {
  open: boolean;
  /** Defaults to the page's origin. */
  origin?: string;
  /** Shows the 'その他の方法で共有' button (Web Share API). */
  canWebShare: boolean;
  onCopy: (url: string) => void;
  onWebShare: (data: { title: string; text: string; url: string }) => void;
  onClose: () => void;
}

export function ShareModalView({ open, titleName, hashTags, text, fullPath, origin, canWebShare, onCopy, onWebShare, onClose }: ShareModalViewProps) {
  const titleId = useId();
  const links = buildShareLinks({ text, hashTags, fullPath }, origin ?? currentOrigin());
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} modalId="share">
      <div className="ymb-modal__header">
        <h2 id={titleId} className="ymb-modal__title">
          シェアする
        </h2>
        <p className="ymb-share__name">{titleName}</p>
      </div>
      <div className="ymb-modal__body">
        <ul className="ymb-share__services">
          <li>
            <a className="ymb-share__service" href={links.x} target="_blank" rel="noopener noreferrer">
              <span className="ymb-share__logo ymb-share__logo--x" aria-hidden="true">
                𝕏
              </span>
              <span>X</span>
            </a>
          </li>
          <li>
            <a className="ymb-share__service" href={links.line} target="_blank" rel="noopener noreferrer">
              <span className="ymb-share__logo ymb-share__logo--line" aria-hidden="true">
                LINE
              </span>
              <span>LINE</span>
            </a>
          </li>
          <li>
            <a className="ymb-share__service" href={links.facebook} target="_blank" rel="noopener noreferrer">
              <span className="ymb-share__logo ymb-share__logo--facebook" aria-hidden="true">
                f
              </span>
              <span>Facebook</span>
            </a>
          </li>
        </ul>
        <div className="ymb-share__copy">
          <input className="ymb-share__url" type="text" readOnly value={links.url} aria-label="作品のURL" onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="ymb-share__copy-button" onClick={() => onCopy(links.url)}>
            リンクをコピー
          </button>
        </div>
        {canWebShare ? (
          <button
            type="button"
            className="ymb-modal__button ymb-modal__button--secondary ymb-share__more"
            onClick={() => onWebShare({ title: titleName, text, url: links.url })}
          >
            その他の方法で共有
          </button>
        ) : null}
      </div>
      <div className="ymb-modal__actions">
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onClose}>
          閉じる
        </button>
      </div>
    </ModalShell>
  );
}

/** Copies text to the clipboard; a snackbar tells the result. */
export async function copyShareLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    showSnackbar(SHARE_COPIED_MESSAGE);
    return true;
  } catch {
    showErrorSnackbar(SHARE_COPY_FAILED_MESSAGE);
    return false;
  }
}

/** Opens the device's share sheet; cancelling it (AbortError) is not an error. */
export async function webShare(data: { title: string; text: string; url: string }): Promise<void> {
  try {
    await navigator.share(data);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    showErrorSnackbar('共有できませんでした');
  }
}

/** The store-driven share modal, rendered by ModalHost. */
export function ShareModal() {
  const snap = useSnapshot(modalState);
  const canWebShare = useCanWebShare();
  const props = snap.open.share;
  if (props === undefined) return null;
  return (
    <ShareModalView
      open
      titleName={props.titleName}
      hashTags={[...props.hashTags]}
      text={props.text}
      fullPath={props.fullPath}
      canWebShare={canWebShare}
      onCopy={(url) => void copyShareLink(url)}
      onWebShare={(data) => void webShare(data)}
      onClose={() => closeModal('share')}
    />
  );
}
