import { LotteryDrawButton } from '../../../components/rewards/LotteryDrawButton';
import { VideoRewardButton } from '../../../components/rewards/VideoRewardButton';
import '../../../components/rewards/lottery-page.css';
import { currentPreview } from '../../../components/staff/preview';
import { currentMember } from '../../../server/current-member';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';
import { jstMonthDayTime, oddsPercentText } from '#modules/rewards/index.ts';
import { lotteryVerifyPath, missionPath } from '#platform/routes/site-paths.ts';

/**
 * /special/lottery/: the daily gacha. Everyone sees the prizes with their odds (提供割合) and the
 * period's commitment before drawing; members draw (the modal shows the prize), visitors are asked
 * to log in. Works without JavaScript for everything but the draw itself.
 */
export default async function LotteryPage() {
  const [services, member] = await Promise.all([getServices(), currentMember()]);
  // Staff's 'as of' preview: the gacha then, with its drafts scheduled by then; nothing is drawn (decision 075).
  const preview = currentPreview();
  const [lotteryId] = preview ? [] : await services.lottery.runningIds();
  const shown = preview
    ? await services.lotteryPreview.statusAsOf(preview.at, await services.staffConsole.drafts.scheduledBy('lottery', preview.at))
    : lotteryId === undefined
      ? null
      : services.lottery.status(lotteryId, member?.userId ?? null);
  if (!shown) {
    return (
      <div className="lottery-page">
        <title>{pageTitle('デイリーガチャ')}</title>
        <h1>デイリーガチャ</h1>
        <p className="lottery-page__empty">ただいま開催中のガチャはありません。</p>
      </div>
    );
  }
  const [status, boards] = await Promise.all([shown, services.missions.runningBoards()]);
  const nextRefillText = jstMonthDayTime(status.periodEnd);
  return (
    <div className="lottery-page">
      <title>{pageTitle(status.label)}</title>
      <meta name="description" content={status.description} />
      <h1>{status.label}</h1>
      <p className="lottery-page__description">{status.description}</p>
      {preview ? (
        <p className="lottery-page__note">プレビュー中は抽選できません（1回の補充で{status.maxGacha}回）。</p>
      ) : (
        <LotteryDrawButton isLogin={member !== null} lotteryId={status.lotteryId} label={status.label} remained={status.remained} maxGacha={status.maxGacha} nextRefillText={nextRefillText} />
      )}
      {member !== null && services.videoRewards.enabled() && <VideoRewardButton />}
      {status.conditions && <p className="lottery-page__conditions">{status.conditions}</p>}
      {boards.length > 0 && (
        <section className="lottery-page__section" aria-labelledby="lottery-missions">
          <h2 id="lottery-missions">ミッション</h2>
          <p className="lottery-page__note">毎日のミッションを達成するとポイントやボーナスコインを受け取れます。</p>
          <ul className="lottery-page__links">
            {boards.map((board) => (
              <li key={board.code}>
                <a href={missionPath(board.code)}>{board.label}</a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="lottery-page__section" aria-labelledby="lottery-odds">
        <h2 id="lottery-odds">提供割合</h2>
        <table className="lottery-page__odds">
          <thead>
            <tr>
              <th scope="col">賞</th>
              <th scope="col">提供割合</th>
            </tr>
          </thead>
          <tbody>
            {status.odds.map((line) => (
              <tr key={line.tierId}>
                <th scope="row">{line.label}</th>
                <td>{oddsPercentText(line.weight)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="lottery-page__note">提供割合は期間の途中で変わりません。変更するときは次の補充時刻から適用し、このページでお知らせします。</p>
      </section>

      <section className="lottery-page__section" aria-labelledby="lottery-fairness">
        <h2 id="lottery-fairness">抽選の公正さについて</h2>
        <p>
          各期間の最初の抽選より前に、抽選に使う秘密の値（シード）のハッシュ値を公開しています。期間が終わるとシードそのものを公開するので、どなたでも過去の抽選結果が提供割合どおりに決まったことを確かめられます。
        </p>
        <dl className="lottery-page__commitment">
          <dt>現在の期間</dt>
          <dd>{jstMonthDayTime(new Date(`${status.periodKey}:00:00+09:00`))} 〜 {nextRefillText}</dd>
          <dt>シードのハッシュ値（SHA-256）</dt>
          <dd>
            {status.commitment === null ? '期間の最初の抽選の前に公開されます' : <code>{status.commitment}</code>}
          </dd>
        </dl>
        {status.lotteryId > 0 && (
          <p>
            <a href={lotteryVerifyPath({ lottery: status.lotteryId })}>過去の抽選を検証する</a>
          </p>
        )}
      </section>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
