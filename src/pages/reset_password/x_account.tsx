import { SocialAccountGuide } from '../../components/accounts/SocialAccountGuide';
import { enabledSocialProviders } from '#modules/accounts/index.ts';
import '../../styles/static.css';

export default async function XAccountGuidePage() {
  return <SocialAccountGuide provider="x" path="/reset_password/x_account/" enabled={enabledSocialProviders().includes('x')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
