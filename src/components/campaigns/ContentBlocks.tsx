import type { ContentBlock } from '#modules/campaigns/client.ts';
import { TitleGrid } from '../catalogue/TitleGrid';
import { cardsOf } from './campaign-page-data';

/** A page's content blocks from data: headings, paragraphs, links and title rows (server component). */
export async function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  const codes = blocks.flatMap((b) => (b.type === 'titles' ? b.codes : []));
  const cards = new Map((await cardsOf(codes)).map((c) => [c.titleCode, c]));
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return <h2 key={index}>{block.text}</h2>;
          case 'text':
            return (
              <p key={index} className="campaign-page__lead">
                {block.text}
              </p>
            );
          case 'link':
            return (
              <p key={index}>
                <a href={block.href}>{block.label}</a>
              </p>
            );
          case 'titles': {
            const titles = block.codes.map((code) => cards.get(code)).filter((c) => c !== undefined);
            return (
              <section key={index} aria-label={block.label}>
                <h2>{block.label}</h2>
                <TitleGrid titles={titles} label={block.label} />
              </section>
            );
          }
        }
      })}
    </>
  );
}
