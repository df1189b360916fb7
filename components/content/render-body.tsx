import type { EvaluateOptions } from '@mdx-js/mdx';
import type { MDXComponents } from 'mdx/types';
import { evaluate } from 'next-mdx-remote-client/rsc';
import type { ContentDocument } from '@/lib/server/content/documents';
import { rehypePlugins, remarkPlugins } from '@/lib/server/content/markdown';
import { remarkValues, type Values } from '@/lib/server/content/values';
import { ContentLink } from './content-link';

type RenderOptions = {
  /** The MDX components the folder's files may use; links are ContentLink unless replaced. */
  components?: MDXComponents;
  /** Values the body names in braces, e.g. `{ site }` for {site.email}: written in as text. */
  values?: Values;
  /** Steps after the shared ones, for a folder whose HTML has its own shape. */
  rehype?: EvaluateOptions['rehypePlugins'];
};

/**
 * A body as React elements, compiled on the server while the page is rendered at build time:
 * the browser gets the HTML, never Markdown or an MDX runtime. No code in a content file runs:
 * imports and exports are removed, {…} may only name one of `values` (written in as text), and
 * components take plain-text attributes; so a file can only use what it is given.
 */
export async function renderBody(
  doc: ContentDocument<unknown>,
  { components, values, rehype }: RenderOptions = {},
): Promise<React.JSX.Element> {
  const { content, error } = await evaluate({
    source: doc.body,
    components: { a: ContentLink, ...components },
    options: {
      disableImports: true,
      disableExports: true,
      mdxOptions: {
        format: doc.format,
        remarkPlugins:
          doc.format === 'mdx' ? [...remarkPlugins, [remarkValues, values ?? {}]] : remarkPlugins,
        rehypePlugins: [...rehypePlugins, ...(rehype ?? [])],
      },
    },
  });
  if (error) throw new Error(`${doc.file}: ${error.message}`);
  return content;
}
