import 'server-only';
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** Class names from the page's CSS module (undefined only if the class were missing there). */
type Options = { numberClass?: string; introClass?: string };

const classes = (name: string | undefined) => (name ? [name] : []);

function numbered(heading: Element, number: number, numberClass?: string): Element {
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
}

/**
 * Shapes a legal text's HTML: each `##` heading and what follows it become a numbered
 * `<section>` with the heading's id (so the contents list links to the whole section), and the
 * paragraphs before the first heading are the intro. Runs after rehype-slug has given the ids.
 */
export function rehypeSections({ numberClass, introClass }: Options) {
  return (tree: Root) => {
    const children: RootContent[] = [];
    let current: Element | undefined;
    let number = 0;
    for (const node of tree.children) {
      if (node.type === 'element' && node.tagName === 'h2') {
        number += 1;
        current = numbered(node, number, numberClass);
        children.push(current);
      } else if (current) {
        current.children.push(node as ElementContent);
      } else {
        if (node.type === 'element' && node.tagName === 'p')
          node.properties.className = classes(introClass);
        children.push(node);
      }
    }
    tree.children = children;
  };
}
