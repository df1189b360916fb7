import type { Nodes, Root } from 'mdast';

/** Values a body may name in braces, e.g. `{ site }` for {site.email}. */
export type Values = Record<string, unknown>;

const PATH = /^\s*[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*\s*$/;

/** `{/* a note for editors *\/}`: MDX's comment, which shows nothing. */
export const isComment = (expression: string) => /^\s*\/\*[\s\S]*\*\/\s*$/.test(expression);

/** `site.address.label` -> the text it names among the values, or undefined. */
export function resolveValue(values: Values, expression: string): string | undefined {
  if (!PATH.test(expression)) return undefined;
  const value = expression
    .trim()
    .split('.')
    .reduce<unknown>(
      (object, key) =>
        object !== null && typeof object === 'object' && Object.hasOwn(object, key)
          ? (object as Record<string, unknown>)[key]
          : undefined,
      values,
    );
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

type Expression = { type: string; value?: string };
const isExpression = (node: Expression) =>
  node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression';

/** A component's attributes must be plain text: `title="…"`, never `title={…}` or `{...props}`. */
export function hasCodeInAttributes(node: Nodes): boolean {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return false;
  return node.attributes.some(
    (attribute) =>
      attribute.type !== 'mdxJsxAttribute' ||
      (attribute.value !== null &&
        attribute.value !== undefined &&
        typeof attribute.value !== 'string'),
  );
}

/**
 * Writes each {site.…} of an MDX body as the text it names, when the body is compiled: the page
 * gets plain text (no expression runs, no React text separators), and a name that is not there
 * fails the build, as does code in a component's attributes. Comments are dropped; neighbouring
 * text is joined into one node.
 */
export function remarkValues(values: Values) {
  function visit(node: Nodes) {
    if (hasCodeInAttributes(node))
      throw new Error(
        `<${(node as { name?: string }).name}>: attribute values must be plain text in quotes`,
      );
    if (!('children' in node)) return;
    const children: Nodes[] = [];
    for (const child of node.children as Nodes[]) {
      let next: Nodes = child;
      if (isExpression(child)) {
        const { value = '', type } = child as Expression;
        if (isComment(value)) continue;
        const text = resolveValue(values, value);
        if (text === undefined) throw new Error(`{${value}} names no text of content/site.ts`);
        next =
          type === 'mdxFlowExpression'
            ? { type: 'paragraph', children: [{ type: 'text', value: text }] }
            : { type: 'text', value: text };
      }
      const last = children.at(-1);
      if (last?.type === 'text' && next.type === 'text') last.value += next.value;
      else children.push(next);
      visit(next);
    }
    (node as { children: Nodes[] }).children = children;
  }
  return (tree: Root) => visit(tree);
}
