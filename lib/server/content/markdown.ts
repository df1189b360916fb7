import GithubSlugger from 'github-slugger';
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import rehypeSlug from 'rehype-slug';
import { unified } from 'unified';
import { countWords } from '@/lib/blog';
import type { ContentDocument } from './documents';
import { ContentError, type ContentProblem } from './errors';
import { hasCodeInAttributes, isComment, remarkValues, resolveValue, type Values } from './values';

/** GitHub-flavoured Markdown, and an id on every heading so a section can be linked to. */
export const remarkPlugins = [remarkGfm];
export const rehypePlugins = [rehypeSlug];

export type Heading = { depth: number; text: string; id: string };

/** What a body is made of, read once when the content is loaded. */
export type BodyOutline = { headings: Heading[]; words: number };

/** What a folder's bodies may use beyond Markdown: its components and the values in its scope. */
export type BodyRules = { components?: readonly string[]; values?: Values };

type Position = { start: { line: number } } | undefined;
type MdxNode = { type: string; name?: string | null; value?: string; position?: Position };

const isBlockOfText = (node: Nodes) =>
  node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell';

function walk(node: Nodes, visit: (node: Nodes) => boolean | void) {
  if (visit(node) === false || !('children' in node)) return;
  for (const child of node.children) walk(child as Nodes, visit);
}

/** The word count a reader sees: each paragraph, heading or cell, plus the call-outs' titles. */
function wordsOf(tree: Root): number {
  const texts: string[] = [];
  walk(tree, (node) => {
    if (isBlockOfText(node)) {
      texts.push(toString(node));
      return false;
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      for (const attribute of node.attributes)
        if (
          'name' in attribute &&
          attribute.name === 'title' &&
          typeof attribute.value === 'string'
        )
          texts.push(attribute.value);
  });
  return countWords(texts.join(' '));
}

/** The ids rehype-slug gives the headings, worked out the same way: GitHub's, in document order. */
function outlineHeadings(tree: Root): Heading[] {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  walk(tree, (node) => {
    if (node.type !== 'heading') return;
    const text = toString(node);
    headings.push({ depth: node.depth, text, id: slugger.slug(text) });
    return false;
  });
  return headings;
}

/** Components and {expressions} a body may not use: each would render as nothing, or not at all. */
function checkRules(tree: Root, rules: BodyRules): { line?: number; message: string }[] {
  const found: { line?: number; message: string }[] = [];
  const allowed = rules.components ?? [];
  walk(tree, (node) => {
    const mdx = node as MdxNode;
    const line = mdx.position?.start.line;
    if ((mdx.type === 'mdxJsxFlowElement' || mdx.type === 'mdxJsxTextElement') && mdx.name) {
      if (hasCodeInAttributes(node))
        found.push({
          line,
          message: `<${mdx.name}>: attribute values must be plain text in quotes`,
        });
      if (!allowed.includes(mdx.name))
        found.push({
          line,
          message: `<${mdx.name}> is not a component of this folder (${allowed.length ? allowed.map((c) => `<${c}>`).join(', ') : 'none'})`,
        });
    }
    if (mdx.type === 'mdxTextExpression' || mdx.type === 'mdxFlowExpression') {
      const expression = mdx.value ?? '';
      if (!isComment(expression) && resolveValue(rules.values ?? {}, expression) === undefined)
        found.push({ line, message: `{${mdx.value}} names no text of content/site.ts` });
    }
  });
  return found;
}

/**
 * Parses a body as Markdown (.md) or MDX (.mdx): its headings and word count, and every problem
 * that would break or blank the page, thrown with the file and line.
 */
export function outlineBody(doc: ContentDocument<unknown>, rules: BodyRules = {}): BodyOutline {
  // The parse the MDX compiler does, without compiling: what the page will show, read early.
  const processor =
    doc.format === 'mdx'
      ? unified().use(remarkParse).use(remarkMdx).use(remarkPlugins)
      : unified().use(remarkParse).use(remarkPlugins);
  const fileLine = (line: number | undefined) => `${doc.file}:${(line ?? 1) + doc.bodyLine - 1}`;
  let tree: Root;
  try {
    tree = processor.parse(doc.body);
  } catch (error) {
    const { place, reason } = error as {
      place?: { line?: number; start?: { line: number } };
      reason?: string;
    };
    throw new ContentError([
      { file: fileLine(place?.start?.line ?? place?.line), message: reason ?? String(error) },
    ]);
  }
  const problems: ContentProblem[] = checkRules(tree, rules).map(({ line, message }) => ({
    file: fileLine(line),
    message,
  }));
  if (problems.length > 0) throw new ContentError(problems);
  remarkValues(rules.values ?? {})(tree);
  return { headings: outlineHeadings(tree), words: wordsOf(tree) };
}

/** The outline of each document, or every problem of every body at once. */
export function outlineEach<Doc extends ContentDocument<unknown>>(
  documents: readonly Doc[],
  rules: BodyRules = {},
): (Doc & BodyOutline)[] {
  const problems: ContentProblem[] = [];
  const outlined: (Doc & BodyOutline)[] = [];
  for (const doc of documents) {
    try {
      outlined.push({ ...doc, ...outlineBody(doc, rules) });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return outlined;
}
