import { SocialAccountGuide } from '../../components/accounts/SocialAccountGuide';
import { enabledSocialProviders } from '#modules/accounts/index.ts';
import '../../styles/static.css';

export default async function YahooAccountGuidePage() {
  return <SocialAccountGuide provider="yahoojp" path="/reset_password/yahoo_account/" enabled={enabledSocialProviders().includes('yahoojp')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
