import { StaticPage } from '../components/static/StaticPage';
import { TutorialLeadSteps } from '../components/rewards/TutorialLeadSteps';
import { TUTORIAL_LEAD, TUTORIAL_STEPS } from '../content/howto';

export default async function TutorialPage() {
  return (
    <StaticPage
      title="はじめての方へ"
      path="/tutorial/"
      description="はじめて読み場を使う方へ。作品の探し方から、無料で1話を読む、会員登録、お気に入りへの追加まで、5つのステップでご案内します。"
      lead={<p>{TUTORIAL_LEAD}</p>}
      parents={[{ path: '/description/', label: '読み場の使い方' }]}
    >
      <TutorialLeadSteps />
      <ol className="steps">
        {TUTORIAL_STEPS.map((step, index) => (
          <li key={step.title} className="steps__item">
            <span className="steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div className="steps__body">
              <h2>
                <span className="visually-hidden">ステップ{index + 1}：</span>
                {step.title}
              </h2>
              <p>{step.body}</p>
              {step.hint && <p className="static-note">ヒント：{step.hint}</p>}
            </div>
          </li>
        ))}
      </ol>
      <p className="static-cta">
        <a className="button button--primary" href="/book/free/">
          無料マンガを探す
        </a>
      </p>
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
