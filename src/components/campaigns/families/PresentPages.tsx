import { presentCampaignPath, signInPath } from '#platform/routes/site-paths.ts';
import { unstable_notFound as notFound } from 'waku/router/server';
import { readPresentRules, type PresentPart, type PresentRules } from '#modules/campaigns/index.ts';
import { getServices } from '../../../server/services';
import { listViewer } from '../../lists/list-page-data';
import { TitleGrid } from '../../catalogue/TitleGrid';
import { CampaignHeader, CampaignTerms } from '../CampaignHeader';
import { ContentBlocks } from '../ContentBlocks';
import { loadCampaignPage } from '../campaign-page-data';
import { PresentEntryForm } from '../PresentEntryForm';
import { jstText } from '#modules/campaigns/client.ts';
// The entry forms' field styles (.contact-form, .form-field), as the other form pages have them.
import '../../../styles/static.css';

export type { PresentPart };

const PART_LABELS: Record<PresentPart, string> = { main: 'キャンペーン概要', booklist: '対象作品', form: '応募する', already_entries: '応募済み' };

/**
 * A present campaign family (/special/joshidensho/, /special/masurao/, the publisher festival, manga-matsuri,
 * spring-manga-2024…): the main page with its prizes and the draw's published hash, its booklist, the entry
 * form and the member's entries (decision 051). Which of these pages a campaign has is data (`parts`); a
 * part it lacks answers 404. `formOnMain` puts the form on the main page (the festival's 2024 page).
 */
export async function PresentPages({ slug, part }: { slug: string; part: PresentPart }) {
  const data = await loadCampaignPage('named', slug);
  if (!data || data.campaign.kind !== 'present') notFound();
  const { campaign, cards } = data!;
  const { services, viewer } = { services: await getServices(), viewer: listViewer().viewer };
  const row = await services.presents.campaignFacts(campaign.id);
  const rules = readPresentRules(row?.body);
  if (!rules.parts.includes(part)) notFound();
  const nav =
    rules.parts.length > 1 ? (
      <nav aria-label="キャンペーンのページ">
        <ul className="campaign-tabs">
          {rules.parts.map((key) => (
            <li key={key}>
              <a href={presentCampaignPath(slug, key)} aria-current={key === part ? 'page' : undefined}>
                {PART_LABELS[key]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    ) : null;
  const signedIn = viewer.isLogin && viewer.userId > 0;
  const entriesHref = rules.parts.includes('already_entries') ? presentCampaignPath(slug, 'already_entries') : null;
  return (
    <article className="campaign-page">
      <CampaignHeader campaign={campaign} />
      {nav}
      {part === 'main' && (
        <>
          {row?.prizeCount != null && <p>当選者数：{row.prizeCount.toLocaleString('ja-JP')}名様</p>}
          {rules.readTitles > 0 && <p>応募条件：期間中に対象作品を{rules.readTitles}作品以上読むこと</p>}
          {rules.courses.length > 0 && (
            <p>
              応募コース：{rules.courses.map((c) => c.label).join('・')}
              {rules.onePer === 'course' && '（コースごとに1回ずつ応募できます）'}
            </p>
          )}
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
          {rules.formOnMain && (
            <section aria-labelledby="present-form">
              <h2 id="present-form">応募フォーム</h2>
              <EntryForm slug={slug} rules={rules} running={campaign.phase === 'running'} entriesHref={entriesHref} signIn={signedIn ? null : signInPath(presentCampaignPath(slug))} />
            </section>
          )}
          {rules.formOnMain && signedIn && <AlreadyEntries slug={slug} userId={viewer.userId} heading="このキャンペーンへの応募" />}
          <CampaignTerms campaign={campaign} />
        </>
      )}
      {part === 'booklist' && (cards.length > 0 ? <TitleGrid titles={cards} eager={6} label="対象作品" /> : <p className="campaign-page__empty">対象作品はありません。</p>)}
      {part === 'form' && (
        <>
          <h2>応募フォーム</h2>
          <EntryForm slug={slug} rules={rules} running={campaign.phase === 'running'} entriesHref={entriesHref} signIn={null} />
        </>
      )}
      {part === 'already_entries' && <AlreadyEntries slug={slug} userId={viewer.userId} />}
    </article>
  );
}

/** The form while the window is open (members; visitors are asked to sign in), else why not. */
function EntryForm({ slug, rules, running, entriesHref, signIn }: { slug: string; rules: PresentRules; running: boolean; entriesHref: string | null; signIn: string | null }) {
  if (!running) return <p className="campaign-page__empty">応募期間外のため応募できません。</p>;
  if (signIn)
    return (
      <p>
        応募するには<a href={signIn}>ログイン</a>してください。
      </p>
    );
  return (
    <>
      {rules.onePer === 'course' && <p className="form-field__hint">応募は1コースにつき1人1回までです。複数のコースに応募できます。</p>}
      <PresentEntryForm slug={slug} courses={rules.courses} physicalPrize={rules.physicalPrize} entriesHref={entriesHref} />
      <noscript>
        <p>応募にはJavaScriptを有効にしてください。</p>
      </noscript>
    </>
  );
}

async function AlreadyEntries({ slug, userId, heading = '応募済みのキャンペーン' }: { slug: string; userId: number; heading?: string }) {
  const entries = userId > 0 ? await (await getServices()).presents.entriesOf(userId, 'named', slug) : [];
  return (
    <section aria-labelledby="already-entries">
      <h2 id="already-entries">{heading}</h2>
      {entries.length === 0 ? (
        <p className="campaign-page__empty">まだ応募していません。</p>
      ) : (
        <ul className="campaign-list" aria-label="応募履歴">
          {entries.map((e) => (
            <li key={`${e.campaignId}-${e.course}`} className="campaign-list__item">
              <h3>{e.campaignName}</h3>
              <p>
                応募日時：<time dateTime={e.enteredAt}>{jstText(new Date(e.enteredAt))}</time>
                {e.course && `（${e.courseLabel ?? `${e.course}コース`}）`}
              </p>
              <p>{e.drawn ? (e.won ? '当選しました' : '抽選の結果、落選となりました') : '抽選待ち'}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
