import { presentCampaignPath } from '#platform/routes/site-paths.ts';
import { unstable_notFound as notFound } from 'waku/router/server';
import { readPresentRules } from '#modules/campaigns/index.ts';
import { getServices } from '../../../server/services';
import { listViewer } from '../../lists/list-page-data';
import { TitleGrid } from '../../catalogue/TitleGrid';
import { CampaignHeader, CampaignTerms } from '../CampaignHeader';
import { ContentBlocks } from '../ContentBlocks';
import { loadCampaignPage } from '../campaign-page-data';
import { PresentEntryForm } from '../PresentEntryForm';
import { jstText } from '#modules/campaigns/client.ts';

export type PresentPart = 'main' | 'booklist' | 'form' | 'already_entries';

/**
 * A present campaign family (/special/joshidensho/, /special/masurao/…): the main page with its prizes and
 * the draw's published hash, its booklist, the entry form and the member's entries (decision 051).
 */
export async function PresentPages({ slug, part }: { slug: string; part: PresentPart }) {
  const data = await loadCampaignPage('named', slug);
  if (!data || data.campaign.kind !== 'present') notFound();
  const { campaign, cards } = data!;
  const { services, viewer } = { services: await getServices(), viewer: listViewer().viewer };
  const row = await services.presents.campaignFacts(campaign.id);
  const rules = readPresentRules(row?.body);
  const nav = (
    <nav aria-label="キャンペーンのページ">
      <ul className="campaign-tabs">
        {(
          [
            ['main', presentCampaignPath(slug), 'キャンペーン概要'],
            ['booklist', presentCampaignPath(slug, 'booklist'), '対象作品'],
            ['form', presentCampaignPath(slug, 'form'), '応募する'],
            ['already_entries', presentCampaignPath(slug, 'already_entries'), '応募済み'],
          ] as const
        ).map(([key, href, label]) => (
          <li key={key}>
            <a href={href} aria-current={key === part ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <article className="campaign-page">
      <CampaignHeader campaign={campaign} />
      {nav}
      {part === 'main' && (
        <>
          {row?.prizeCount != null && <p>当選者数：{row.prizeCount.toLocaleString('ja-JP')}名様</p>}
          {rules.readTitles > 0 && <p>応募条件：期間中に対象作品を{rules.readTitles}作品以上読むこと</p>}
          <ContentBlocks blocks={campaign.body.blocks} />
          {row?.seedCommitment && (
            <section aria-labelledby="present-fairness">
              <h2 id="present-fairness">抽選の公正さについて</h2>
              <p>応募締切の前に、抽選に使うシードのハッシュ値（SHA-256）を公開しています。抽選後にシードを公開するので、どなたでも当選者を確かめられます。</p>
              <p>
                <code className="campaign-hash">{row.seedCommitment}</code>
              </p>
              {row.seed && (
                <p>
                  公開シード：<code className="campaign-hash">{row.seed}</code>（抽選日時 {row.drawnAt ? jstText(row.drawnAt) : ''}）
                </p>
              )}
            </section>
          )}
          <CampaignTerms campaign={campaign} />
        </>
      )}
      {part === 'booklist' && (cards.length > 0 ? <TitleGrid titles={cards} eager={6} label="対象作品" /> : <p className="campaign-page__empty">対象作品はありません。</p>)}
      {part === 'form' &&
        (campaign.phase === 'running' ? (
          <>
            <h2>応募フォーム</h2>
            <PresentEntryForm slug={slug} courses={rules.courses} physicalPrize={rules.physicalPrize} />
            <noscript>
              <p>応募にはJavaScriptを有効にしてください。</p>
            </noscript>
          </>
        ) : (
          <p className="campaign-page__empty">応募期間外のため応募できません。</p>
        ))}
      {part === 'already_entries' && <AlreadyEntries slug={slug} userId={viewer.userId} />}
    </article>
  );
}

async function AlreadyEntries({ slug, userId }: { slug: string; userId: number }) {
  const entries = userId > 0 ? await (await getServices()).presents.entriesOf(userId, 'named', slug) : [];
  return (
    <section aria-labelledby="already-entries">
      <h2 id="already-entries">応募済みのキャンペーン</h2>
      {entries.length === 0 ? (
        <p className="campaign-page__empty">まだ応募していません。</p>
      ) : (
        <ul className="campaign-list" aria-label="応募履歴">
          {entries.map((e) => (
            <li key={e.campaignId} className="campaign-list__item">
              <h3>{e.campaignName}</h3>
              <p>
                応募日時：<time dateTime={e.enteredAt}>{jstText(new Date(e.enteredAt))}</time>
                {e.course && `（${e.course}コース）`}
              </p>
              <p>{e.drawn ? (e.won ? '当選しました' : '抽選の結果、落選となりました') : '抽選待ち'}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
