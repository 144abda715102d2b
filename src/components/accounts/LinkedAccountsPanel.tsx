'use client';

/**
 * The linked-accounts panel for /profile/: reads GET /api/user/v1/profile/social/ and unlinks through
 * POST /api/user/v1/profile/social/{provider}/unlink/ (CSRF header, server's Japanese messages).
 */
import { useCallback, useEffect, useState } from 'react';
import { isSocialProviderId, SOCIAL_PROVIDER_NAMES, type SocialProviderId } from '#modules/accounts/client.ts';
import { postForm } from '../../lib/http/form-post.ts';
import { answerOf, apiClient } from '../../lib/http/index.ts';
import { FALLBACK_MESSAGE } from './account-api.ts';
import { LinkedAccountsPanelView, type LinkedAccountsPanelViewProps, type LinkedProvider } from './LinkedAccountsPanelView';

type Listing = {
  success: boolean;
  has_password: boolean;
  providers: { provider: SocialProviderId; name: string; enabled: boolean; linked: boolean; linked_at: string | null }[];
};

export function LinkedAccountsPanel({ next = '/profile/' }: { next?: string }) {
  const [state, setState] = useState<LinkedAccountsPanelViewProps['state']>('loading');
  const [providers, setProviders] = useState<LinkedProvider[]>([]);
  const [hasPassword, setHasPassword] = useState(false);
  const [confirming, setConfirming] = useState<SocialProviderId | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<LinkedAccountsPanelViewProps['message']>(null);

  const load = useCallback(async () => {
    setState('loading');
    try {
      const listing: Listing = await answerOf(apiClient.api.user.v1.profile.social.index.$get());
      setProviders(listing.providers.map((p) => ({ provider: p.provider, name: p.name, enabled: p.enabled, linked: p.linked, linkedAt: p.linked_at })));
      setHasPassword(listing.has_password);
      setState('ready');
    } catch {
      setState('error');
    }
  }, []);

  useEffect(() => {
    void load();
    // Back from a link made through /api/v1/auth/{provider}/start/?mode=link (the callback adds the mark).
    const linked = new URLSearchParams(window.location.search).get('social_linked');
    if (isSocialProviderId(linked)) setMessage({ level: 'info', text: `${SOCIAL_PROVIDER_NAMES[linked]}と連携しました。` });
  }, [load]);

  async function unlink(provider: SocialProviderId) {
    setBusy(true);
    setMessage(null);
    const answer = await postForm((headers) => apiClient.api.user.v1.profile.social[':provider'].unlink.index.$post({ param: { provider } }, { headers }), FALLBACK_MESSAGE);
    setBusy(false);
    setConfirming(null);
    if (answer.ok) {
      setMessage({ level: 'info', text: answer.answer.message?.content ?? '連携を解除しました。' });
      await load();
    } else {
      setMessage({ level: 'error', text: answer.message });
    }
  }

  return (
    <LinkedAccountsPanelView
      state={state}
      providers={providers}
      hasPassword={hasPassword}
      next={next}
      confirming={confirming}
      busy={busy}
      message={message}
      onUnlink={(provider) => {
        setMessage(null);
        setConfirming(provider);
      }}
      onConfirm={(provider) => void unlink(provider)}
      onCancel={() => setConfirming(null)}
      onRetry={() => void load()}
    />
  );
}
