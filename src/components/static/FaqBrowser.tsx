'use client';

/**
 * The FAQ list with a search box. Server-rendered with every question visible (collapsible
 * <details>, so it works without JavaScript); after hydration the search box appears and
 * narrows the list as you type.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import type { FaqCategory } from '../../content/faq';

/** Lower-cased, width-folded (ＡＢＣ→abc, ｶﾅ→カナ) text for matching. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

export function FaqBrowser({ categories }: { categories: FaqCategory[] }) {
  const [ready, setReady] = useState(false);
  const [query, setQuery] = useState('');
  const inputId = useId();
  useEffect(() => setReady(true), []);

  const terms = useMemo(() => query.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean), [query]);
  const matches = (text: string) => terms.every((term) => text.includes(term));
  const visible = categories
    .map((category) => ({
      ...category,
      items: category.items.filter((item) => matches(fold(`${category.name}${item.question}${item.answer}`))),
    }))
    .filter((category) => category.items.length > 0);
  const count = visible.reduce((sum, category) => sum + category.items.length, 0);

  return (
    <div className="faq">
      <div className="faq-search" role="search" hidden={!ready}>
        <label htmlFor={inputId} className="faq-search__label">
          質問をキーワードで探す
        </label>
        <input
          id={inputId}
          type="search"
          className="faq-search__input"
          placeholder="例：チケット、パスワード"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        <p className="faq-search__count" aria-live="polite">
          {terms.length > 0 ? `${count}件の質問が見つかりました` : `全${count}件の質問`}
        </p>
      </div>
      {terms.length === 0 && (
        <nav className="faq-categories" aria-label="質問のカテゴリー">
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <a href={`#faq-${category.id}`}>{category.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {visible.length === 0 && (
        <p className="faq-empty">
          「{query}」に当てはまる質問は見つかりませんでした。別のキーワードでお試しいただくか、<a href="/contact/">お問い合わせ</a>ください。
        </p>
      )}
      {visible.map((category) => (
        <section key={category.id} id={`faq-${category.id}`} className="faq-category" aria-labelledby={`faq-${category.id}-h`}>
          <h2 id={`faq-${category.id}-h`}>{category.name}</h2>
          {category.items.map((item) => (
            <details key={item.id} id={item.id} className="faq-item" open={terms.length > 0 ? true : undefined}>
              <summary className="faq-item__question">
                <span className="faq-item__q" aria-hidden="true">
                  Q
                </span>
                {item.question}
              </summary>
              <div className="faq-item__answer">
                {item.answer.split('\n').map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}

export default FaqBrowser;
