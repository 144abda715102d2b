import { drawMessage, oddsPercentText, RewardsError, verifyQuery, type DrawVerification } from '#modules/rewards/index.ts';
import { jstDateTimeText, jstMonthDayTime } from '#modules/rewards/index.ts';
import { lotteryVerifyPath } from '#platform/routes/site-paths.ts';
import { BrowserRecompute } from '../../../components/rewards/BrowserRecompute';
import '../../../components/rewards/lottery-page.css';
import { currentMember } from '../../../server/current-member';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';

const periodText = (key: string) => jstMonthDayTime(new Date(`${key}:00:00+09:00`));

function OddsRanges({ result }: { result: DrawVerification }) {
  let from = 0;
  return (
    <table className="lottery-page__odds">
      <thead>
        <tr>
          <th scope="col">賞</th>
          <th scope="col">提供割合</th>
          <th scope="col">乱数値の範囲</th>
        </tr>
      </thead>
      <tbody>
        {result.odds.map((line) => {
          const range = `${from} 〜 ${from + line.weight - 1}`;
          from += line.weight;
          return (
            <tr key={line.tierId} className={line.tierId === result.tierId ? 'lottery-verify__hit' : undefined}>
              <th scope="row">{line.label}</th>
              <td>{oddsPercentText(line.weight)}</td>
              <td>{range}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * /special/lottery/verify/: anyone recomputes a past draw of the daily gacha from its period's revealed
 * seed: the hash published before the period, the seed revealed after it, the roll, and the prize it
 * maps to on the period's odds; a member sees their recorded draw next to it. Works without JavaScript
 * (a GET form); with it, the roll is recomputed a second time in the browser.
 */
export default async function LotteryVerifyPage(props: unknown) {
  const params = new URLSearchParams((props as { query?: string }).query ?? '');
  const [services, member] = await Promise.all([getServices(), currentMember()]);
  const requested = Number(params.get('lottery'));
  const lotteryId = Number.isInteger(requested) && requested > 0 && requested < 2_147_483_647 ? requested : (await services.lottery.runningIds())[0];
  const title = 'ガチャの抽選を検証する';
  if (lotteryId === undefined) {
    return (
      <div className="lottery-page">
        <title>{pageTitle(title)}</title>
        <h1>{title}</h1>
        <p>検証できるガチャはありません。</p>
      </div>
    );
  }
  const [periods, ownDraws] = await Promise.all([services.lotteryVerify.pastPeriods(lotteryId), member ? services.lottery.memberDraws(lotteryId, member.userId, 10) : []]);
  const ended = new Set(periods.map((period) => period.periodKey));
  const asked = params.has('period') ? verifyQuery.safeParse(Object.fromEntries(params)) : null;
  let result: DrawVerification | null = null;
  let problem: string | null = null;
  if (asked && !asked.success) problem = asked.error.issues[0]?.message ?? '入力内容に誤りがあります。';
  if (asked?.success) {
    try {
      result = await services.lotteryVerify.verify({ lotteryId, periodKey: asked.data.period, memberId: asked.data.member, drawNumber: asked.data.draw }, member?.userId ?? null);
    } catch (error) {
      if (!(error instanceof RewardsError)) throw error;
      problem = error.code === 'period-not-ended' ? 'この期間はまだ終了していないため、シードは公開されていません。期間が終わってから検証できます。' : '指定した期間の抽選は見つかりませんでした。';
    }
  }
  const defaults = { period: params.get('period') ?? periods[0]?.periodKey ?? '', member: params.get('member') ?? (member ? String(member.userId) : ''), draw: params.get('draw') ?? '1' };
  return (
    <div className="lottery-page lottery-verify">
      <title>{pageTitle(title)}</title>
      <meta name="description" content="デイリーガチャの過去の抽選結果を、期間終了後に公開したシードからどなたでも再計算して確かめられます。" />
      <h1>{title}</h1>
      <p className="lottery-page__description">
        各期間の最初の抽選より前にシードのハッシュ値（SHA-256）を公開し、期間が終わるとシードを公開しています。抽選の乱数値は HMAC-SHA256（シード, 「ガチャID:期間:会員ID:抽選番号」）の先頭6バイトを整数 x とし、floor(x × 1,000,000 ÷ 2^48) で求め、提供割合の順に割り当てた範囲で賞が決まります。開催中の期間のシードは公開しません。
      </p>

      <form className="lottery-verify__form" method="get" action={lotteryVerifyPath()}>
        <input type="hidden" name="lottery" value={lotteryId} />
        <label>
          期間
          {periods.length > 0 ? (
            <select name="period" defaultValue={defaults.period}>
              {periods.map((period) => (
                <option key={period.periodKey} value={period.periodKey}>
                  {periodText(period.periodKey)} 〜 {jstMonthDayTime(period.periodEnd)}
                </option>
              ))}
            </select>
          ) : (
            <input name="period" defaultValue={defaults.period} placeholder="2026-11-26T06" />
          )}
        </label>
        <label>
          会員ID
          <input name="member" inputMode="numeric" defaultValue={defaults.member} required />
        </label>
        <label>
          抽選番号
          <input name="draw" inputMode="numeric" defaultValue={defaults.draw} required />
        </label>
        <button type="submit" className="lottery-draw__button">
          検証する
        </button>
      </form>

      {problem && (
        <p className="lottery-verify__problem" role="alert">
          {problem}
        </p>
      )}

      {result && (
        <section className="lottery-page__section" aria-labelledby="verify-result">
          <h2 id="verify-result">検証結果</h2>
          <dl className="lottery-page__commitment">
            <dt>期間</dt>
            <dd>
              {jstDateTimeText(result.periodStart)} 〜 {jstDateTimeText(result.periodEnd)}（提供割合 第{result.oddsVersion}版）
            </dd>
            <dt>期間の前に公開したハッシュ値</dt>
            <dd>
              <code data-testid="verify-commitment">{result.commitment}</code>
            </dd>
            <dt>期間の後に公開したシード</dt>
            <dd>
              <code data-testid="verify-seed">{result.seed}</code>
            </dd>
            <dt>シードのSHA-256</dt>
            <dd>
              <code>{result.seedHash}</code>
              <span data-testid="verify-seed-match">{result.seedMatchesCommitment ? '（公開したハッシュ値と一致）' : '（公開したハッシュ値と不一致）'}</span>
            </dd>
            <dt>抽選メッセージ</dt>
            <dd>
              <code>{drawMessage({ lotteryId: result.lotteryId, periodKey: result.periodKey, memberId: result.memberId, drawNumber: result.drawNumber })}</code>
            </dd>
            <dt>乱数値</dt>
            <dd data-testid="verify-roll">{result.roll}</dd>
            <dt>再計算した結果</dt>
            <dd data-testid="verify-prize">{result.tierLabel}</dd>
            {result.recorded && (
              <>
                <dt>記録された結果</dt>
                <dd data-testid="verify-recorded">
                  {result.recorded.tierLabel}（乱数値 {result.recorded.roll}）{result.recorded.matches ? '：再計算と一致しました' : '：再計算と一致しません'}
                </dd>
              </>
            )}
          </dl>
          <BrowserRecompute seed={result.seed} message={drawMessage({ lotteryId: result.lotteryId, periodKey: result.periodKey, memberId: result.memberId, drawNumber: result.drawNumber })} expectedRoll={result.roll} />
          {!result.recorded && <p className="lottery-page__note">記録された結果は、抽選したご本人がログインしているときに表示されます。</p>}
          <OddsRanges result={result} />
        </section>
      )}

      {ownDraws.length > 0 && (
        <section className="lottery-page__section" aria-labelledby="verify-own">
          <h2 id="verify-own">あなたの最近の抽選</h2>
          <ul className="lottery-verify__own">
            {ownDraws.map((draw) => (
              <li key={draw.drawId}>
                {periodText(draw.periodKey)}の{draw.drawNumber}回目：{draw.prizeLabel}{' '}
                {ended.has(draw.periodKey) ? <a href={lotteryVerifyPath({ lottery: lotteryId, period: draw.periodKey, member: draw.memberId, draw: draw.drawNumber })}>検証する</a> : <span>（期間の終了後に検証できます）</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <a href="/special/lottery/">デイリーガチャに戻る</a>
      </p>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
