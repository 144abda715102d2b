import { unstable_notFound as notFound } from 'waku/router/server';
import { jstText } from '#modules/campaigns/client.ts';
// The entry forms' field styles (.contact-form, .form-field), as the other form pages have them.
import '../../../styles/static.css';
import { specialFamilyPath, signInPath } from '#platform/routes/site-paths.ts';
import { getServices } from '../../../server/services';
import { listViewer } from '../../lists/list-page-data';
import { CampaignHeader, CampaignTerms } from '../CampaignHeader';
import { ContentBlocks } from '../ContentBlocks';
import { loadCampaignPage } from '../campaign-page-data';
import { TweetEntryForm } from '../TweetEntryForm';

/**
 * /special/tweet_present/{code}/ (decision 051): 1. share on X with the campaign's hashtag (an intent link, no
 * script); 2. the member submits the post's address as their entry (one per member). Visitors are asked to sign
 * in; a member who entered sees their entry. The first paint needs no JavaScript.
 */
export async function TweetPresentPage({ slug }: { slug: string }) {
  const data = await loadCampaignPage('tweet_present', slug);
  if (!data) notFound();
  const { campaign } = data!;
  const { viewer } = listViewer();
  const signedIn = viewer.isLogin && viewer.userId > 0;
  const entered = signedIn && campaign.kind === 'present' ? (await (await getServices()).presents.entriesOf(viewer.userId, 'tweet_present', slug))[0] : undefined;
  const tag = (campaign.hashtag ?? '').replace(/^#/, '');
  const share = `https://x.com/intent/post?${new URLSearchParams({ text: `${campaign.name} #読み場`, ...(tag ? { hashtags: tag } : {}) })}`;
  return (
    <article className="campaign-page">
      <CampaignHeader campaign={campaign} />
      {campaign.phase === 'running' && (
        <>
          <section aria-labelledby="tweet-share">
            <h2 id="tweet-share">1. Xでポストする</h2>
            <p>
              ハッシュタグ <strong>#{tag}</strong> をつけてXに投稿してください。
            </p>
            <p>
              <a className="campaign-share" href={share} target="_blank" rel="noopener noreferrer">
                Xでポストする
              </a>
            </p>
          </section>
          <section aria-labelledby="tweet-entry">
            <h2 id="tweet-entry">2. ポストのURLを送って応募する</h2>
            {entered ? (
              <div className="campaign-entry-done">
                <p>このキャンペーンには応募済みです（応募日時 <time dateTime={entered.enteredAt}>{jstText(new Date(entered.enteredAt))}</time>）。</p>
                {entered.answers.postUrl && <p className="campaign-page__post-url">応募したポスト：{entered.answers.postUrl}</p>}
              </div>
            ) : signedIn ? (
              <>
                <p>投稿したポストのURLを貼り付けて応募してください。応募は1人1回までです。</p>
                <TweetEntryForm slug={slug} />
                <noscript>
                  <p>応募にはJavaScriptを有効にしてください。</p>
                </noscript>
              </>
            ) : (
              <p>
                応募するには<a href={signInPath(specialFamilyPath('tweet_present', slug))}>ログイン</a>してください。
              </p>
            )}
          </section>
        </>
      )}
      {campaign.phase !== 'running' && <p className="campaign-page__empty">応募期間外のため応募できません。</p>}
      <ContentBlocks blocks={campaign.body.blocks} />
      <CampaignTerms campaign={campaign} />
    </article>
  );
}
