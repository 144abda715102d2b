import { ScreenshotGuideView } from '../components/static/ScreenshotGuideView';
import { StaticPage } from '../components/static/StaticPage';
import { SCREENSHOT_ANDROID } from '../content/howto';

export default async function ScreenshotAndroidPage() {
  return (
    <StaticPage
      title="スクリーンショットの撮り方（Android）"
      path="/screenshot_android/"
      description="Androidスマートフォンで画面のスクリーンショットを撮る方法です。不具合をお問い合わせいただく際に、表示中の画面を撮影して添付してください。"
      lead={<p>不具合のお問い合わせでは、表示されている画面のスクリーンショットを添付していただくと、原因の調査がスムーズになります。</p>}
      parents={[{ path: '/contact/', label: 'お問い合わせ' }]}
    >
      <ScreenshotGuideView guide={SCREENSHOT_ANDROID} other={{ path: '/screenshot/', label: 'iPhoneの場合はこちら' }} />
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
