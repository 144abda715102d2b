import type { CSSProperties } from 'react';
import type { ContentBlockView } from '#modules/catalogue/index.ts';
import { TitleGrid } from '../catalogue/TitleGrid';
import './lists.css';

/**
 * One top-page content block: title, label, more button, and its titles, or its tabs. Tabs are
 * radio buttons with CSS panels, so they switch without JavaScript.
 */
export function ContentBlockSection({ block, eager = 0, favorites = [] }: { block: ContentBlockView; eager?: number; favorites?: readonly string[] }) {
  const headingId = `block-${block.id}`;
  // The longest list's rows at 3, 4 and 6 columns: how tall its grid is before it is first laid out (site.css).
  const count = Math.max(block.contents.length, ...block.tabs.map((tab) => tab.contents.length));
  const rows = { '--rows-of-3': Math.ceil(count / 3), '--rows-of-4': Math.ceil(count / 4), '--rows-of-6': Math.ceil(count / 6) } as CSSProperties;
  return (
    <section className="content-block" aria-labelledby={headingId} data-testid="content-block" style={rows}>
      <header className="content-block__header">
        <h2 id={headingId}>
          {block.title}
          {block.label && <span className="block-label">{block.label}</span>}
        </h2>
        {block.moreBtn && (
          <a className="content-block__more" href={block.moreBtn.link}>
            {block.moreBtn.text}
          </a>
        )}
      </header>
      {block.tabs.length > 0 ? (
        <div className="block-tabs-root">
          {block.tabs.map((tab, index) => (
            <input
              key={tab.label}
              className="block-tabs__input"
              type="radio"
              name={`${headingId}-tab`}
              id={`${headingId}-tab-${index}`}
              defaultChecked={index === 0}
              aria-label={tab.label}
            />
          ))}
          <div className="block-tabs" aria-hidden="true">
            {block.tabs.map((tab, index) => (
              <label key={tab.label} htmlFor={`${headingId}-tab-${index}`}>
                {tab.label}
              </label>
            ))}
          </div>
          <div className="block-tabs__panels">
            {block.tabs.map((tab) => (
              <div key={tab.label} className="block-tabs__panel">
                <TitleGrid titles={tab.contents} favorites={favorites} />
              </div>
            ))}
          </div>
        </div>
      ) : (
        <TitleGrid titles={block.contents} ranked={block.ranked} eager={eager} favorites={favorites} />
      )}
    </section>
  );
}
