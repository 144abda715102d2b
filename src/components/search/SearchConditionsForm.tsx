import {
  COMPLETION_OPTIONS, DISPLAY_OPTIONS, READ_STATUS_OPTIONS, SEARCH_GENRES, UPDATE_PERIOD_OPTIONS,
} from '../../state/search-conditions.ts';
import { PARAM, SearchSort, type SearchQuery } from '#modules/catalogue/client.ts';
import { FREE_CONDITION_OPTIONS } from './free-conditions.ts';

type Props = { query: SearchQuery; showAdult: boolean; showReadStatus: boolean };

/**
 * The search form of the page as plain HTML (works without JavaScript): keyword, and inside
 * '絞り込み' every condition as checkboxes and radio buttons. Submitting starts at page 1.
 */
export function SearchConditionsForm({ query, showAdult, showReadStatus }: Props) {
  const c = query.conditions;
  const radios = (name: string, legend: string, options: readonly { value: number; label: string }[], value: number) => (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input type="radio" name={name} value={o.value === 0 ? '' : String(o.value)} defaultChecked={value === o.value} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
  return (
    <form className="search-page__form" action="/book/search/" method="get" role="search" aria-label="作品検索">
      <span className="search-page__target">すべて</span>
      <input type="search" name={PARAM.keyword} defaultValue={query.keyword} placeholder="タイトル・著者を入力" aria-label="タイトル・著者で検索" maxLength={100} />
      {query.sort !== SearchSort.Popular && <input type="hidden" name={PARAM.sort} value={query.sort} />}
      <button type="submit">検索</button>
      <details className="search-page__conditions" style={{ flexBasis: '100%' }}>
        <summary>絞り込み条件</summary>
        <fieldset>
          <legend>ジャンル</legend>
          {SEARCH_GENRES.filter((g) => showAdult || !g.adult).map((g) => (
            <label key={g.code}>
              <input type="checkbox" name={PARAM.genre} value={g.code} defaultChecked={c.genres.includes(g.code)} />
              {g.label}
            </label>
          ))}
        </fieldset>
        {radios(PARAM.completion, '完結/連載中', COMPLETION_OPTIONS, c.completion)}
        {radios(PARAM.display, '表示（ストア作品）', DISPLAY_OPTIONS, c.display)}
        {radios(PARAM.updatePeriod, '更新', UPDATE_PERIOD_OPTIONS, c.updatePeriod)}
        {showReadStatus && radios(PARAM.readStatus, '既読/未読', READ_STATUS_OPTIONS, c.readStatus)}
        <fieldset>
          <legend>無料条件</legend>
          {FREE_CONDITION_OPTIONS.map((o) => (
            <label key={o.key}>
              <input type="checkbox" name={PARAM[o.key]} value="1" defaultChecked={c.free[o.key]} />
              {o.label}
            </label>
          ))}
        </fieldset>
        <button type="submit">この条件で検索</button>
      </details>
    </form>
  );
}
