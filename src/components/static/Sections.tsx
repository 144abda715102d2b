import type { Block, Section } from '../../content/types';

function BlockView({ block }: { block: Block }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    const items = block.list.map((item) => <li key={item}>{item}</li>);
    return block.ordered ? <ol className="static-list static-list--ordered">{items}</ol> : <ul className="static-list">{items}</ul>;
  }
  if ('note' in block) return <p className="static-note">{block.note}</p>;
  return (
    <p>
      {block.before}
      <a href={block.link.href}>{block.link.text}</a>
      {block.after}
    </p>
  );
}

/** A table of contents linking to each section. */
export function SectionIndex({ sections, label = '目次' }: { sections: Section[]; label?: string }) {
  return (
    <nav className="static-toc" aria-label={label}>
      <p className="static-toc__label">{label}</p>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Numbered articles or topical sections: an h2 per section, paragraphs and lists below. */
export function Sections({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="static-section" aria-labelledby={`${section.id}-h`}>
          <h2 id={`${section.id}-h`}>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <BlockView key={index} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}
