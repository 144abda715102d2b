import { unstable_notFound as notFound } from 'waku/router/server';
import { CampaignHeader, CampaignTerms } from '../CampaignHeader';
import { ContentBlocks } from '../ContentBlocks';
import { loadCampaignPage } from '../campaign-page-data';

/** /special/tweet_present/{code}/: share on X with the campaign's hashtag (a plain link, no script), then enter. */
export async function TweetPresentPage({ slug }: { slug: string }) {
  const data = await loadCampaignPage('tweet_present', slug);
  if (!data) notFound();
  const { campaign } = data!;
  const tag = (campaign.hashtag ?? '').replace(/^#/, '');
  const share = `https://x.com/intent/post?${new URLSearchParams({ text: `${campaign.name} #読み場`, ...(tag ? { hashtags: tag } : {}) })}`;
  return (
    <article className="campaign-page">
      <CampaignHeader campaign={campaign} />
      {campaign.phase === 'running' && (
        <section aria-labelledby="tweet-share">
          <h2 id="tweet-share">応募方法</h2>
          <p>
            ハッシュタグ <strong>#{tag}</strong> をつけてXに投稿してください。
          </p>
          <p>
            <a className="campaign-share" href={share} target="_blank" rel="noopener noreferrer">
              Xでポストする
            </a>
          </p>
        </section>
      )}
      <ContentBlocks blocks={campaign.body.blocks} />
      <CampaignTerms campaign={campaign} />
    </article>
  );
}
