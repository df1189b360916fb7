import 'server-only';
import type { Element, ElementContent, Root, RootContent } from 'hast';

const classes = (name: string | undefined) => (name ? [name] : []);

/**
 * Groups a body's top level by its `##` headings: each heading and what follows it, up to the
 * next, go into the section `open` makes for that heading (the first is number 1); what comes
 * before the first heading stays where it is, passed to `before`.
 */
function groupByHeading(
  tree: Root,
  open: (heading: Element, number: number) => Element,
  before: (node: RootContent) => void = () => {},
) {
  const children: RootContent[] = [];
  let current: Element | undefined;
  let number = 0;
  for (const node of tree.children) {
    if (node.type === 'element' && node.tagName === 'h2') {
      number += 1;
      current = open(node, number);
      children.push(current);
    } else if (current) {
      current.children.push(node as ElementContent);
    } else {
      before(node);
      children.push(node);
    }
  }
  tree.children = children;
}

/** Class names from the page's CSS module (undefined only if the class were missing there). */
type LegalOptions = { numberClass?: string; introClass?: string };

/**
 * Shapes a legal text's HTML: each `##` heading and what follows it become a numbered
 * `<section>` with the heading's id (so the contents list links to the whole section), and the
 * paragraphs before the first heading are the intro. Runs after rehype-slug has given the ids.
 */
export function rehypeLegalSections({ numberClass, introClass }: LegalOptions) {
  return (tree: Root) =>
    groupByHeading(
      tree,
      (heading, number) => {
        const id = String(heading.properties.id);
        heading.properties.id = `${id}-heading`;
        heading.children.unshift(
          {
            type: 'element',
            tagName: 'span',
            properties: { className: classes(numberClass) },
            children: [{ type: 'text', value: `${number}.` }],
          },
          { type: 'text', value: ' ' },
        );
        return {
          type: 'element',
          tagName: 'section',
          properties: { id, ariaLabelledBy: [`${id}-heading`] },
          children: [heading],
        };
      },
      (node) => {
        if (node.type === 'element' && node.tagName === 'p')
          node.properties.className = classes(introClass);
      },
    );
}

/**
 * Each `##` heading of an article and what follows it in a `<section>` of `sectionClass`, so
 * the page's CSS can leave a part the reader has not reached unstyled and unlaid-out. The
 * headings keep their ids, which the contents list links to.
 */
export function rehypeArticleSections({ sectionClass }: { sectionClass?: string }) {
  return (tree: Root) =>
    groupByHeading(tree, (heading) => ({
      type: 'element',
      tagName: 'section',
      properties: { className: classes(sectionClass) },
      children: [heading],
    }));
}
