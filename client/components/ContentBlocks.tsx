import type { ContentBlock } from '../api/contract';
import { Link } from './Link';

/**
 * Renders the blocks of a content page (hero, text, link lists) as editors authored them.
 * Each block is addressable by its id; `selected` marks the one a link asked for (the terms
 * page's `section` parameter). `pageHeading` is the h1 the page shows above the blocks (a
 * sale page's listing title): a block titled the same gets no heading, which would repeat it.
 */
export function ContentBlocks({
  blocks,
  headingLevel = 2,
  selected,
  pageHeading,
}: {
  blocks: ContentBlock[];
  headingLevel?: 1 | 2;
  selected?: string;
  pageHeading?: string;
}) {
  return (
    <>
      {blocks.map((block, index) => {
        const Level = index === 0 && headingLevel === 1 ? 'h1' : 'h2';
        const heading = (title: string) => (title === pageHeading ? null : <Level>{title}</Level>);
        switch (block.type) {
          case 'hero':
            return (
              <section key={block.id} id={block.id} className={`hero tone-${block.tone}`}>
                {heading(block.title)}
                <p>{block.subtitle}</p>
                <Link className="button" href={block.href}>
                  {block.cta}
                </Link>
              </section>
            );
          case 'text':
            return (
              <section
                key={block.id}
                id={block.id}
                className={block.id === selected ? 'text-block selected' : 'text-block'}
                tabIndex={block.id === selected ? -1 : undefined}
              >
                {heading(block.title)}
                {block.body.split('\n\n').map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </section>
            );
          case 'listing':
            // Rendered by the page around the blocks (it needs the route's filters).
            return null;
          case 'links':
            return (
              <nav key={block.id} id={block.id} className="link-block" aria-label={block.title}>
                {heading(block.title)}
                <ul>
                  {block.items.map((item) => (
                    <li key={item.id}>
                      <Link href={item.href}>{item.label}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            );
        }
      })}
    </>
  );
}
