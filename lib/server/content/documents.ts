import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getFrontmatter } from 'next-mdx-remote-client/utils';
import type { z } from 'zod';
import { ContentError, describeIssues, type ContentProblem } from './errors';
import { unpairedQuotes } from './quotes';

/** A Markdown or MDX file of a content folder, its front matter checked against the folder's schema. */
export type ContentDocument<Data> = {
  /** The path shown in error messages, e.g. "content/articles/devops-automation.mdx". */
  file: string;
  /** The file name without its extension. */
  slug: string;
  format: 'md' | 'mdx';
  data: Data;
  /** The text after the front matter. */
  body: string;
  /** The file's line number of the body's first line, for messages about the body. */
  bodyLine: number;
};

const EXTENSIONS = new Set(['.md', '.mdx']);

const lineCount = (text: string) => text.split('\n').length - 1;

/** Where the site's own content folders live; tests point the loaders at copies elsewhere. */
export const CONTENT_ROOT = path.join(process.cwd(), 'content');

/** The path to show for a file: relative to the project when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative.split(path.sep).join('/');
}

function filesOf(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new ContentError([{ file: displayPath(dir), message: 'is missing: no such folder' }]);
  }
}

/**
 * Every .md and .mdx file of a folder (not its subfolders), in file-name order. Problems with
 * any file are collected and thrown together, each naming its file and field, or its line for
 * curly double quotes that do not pair up (quotes.ts).
 */
export function readDocuments<Schema extends z.ZodType>(
  dir: string,
  schema: Schema,
): ContentDocument<z.output<Schema>>[] {
  const names = filesOf(dir)
    .filter((name) => EXTENSIONS.has(path.extname(name)))
    .sort();
  const problems: ContentProblem[] = [];
  const documents: ContentDocument<z.output<Schema>>[] = [];
  for (const name of names) {
    const file = displayPath(path.join(dir, name));
    const extension = path.extname(name);
    const source = readFileSync(path.join(dir, name), 'utf8');
    for (const { line, message } of unpairedQuotes(source))
      problems.push({ file: `${file}:${line}`, message });
    let parsed: ReturnType<typeof getFrontmatter>;
    try {
      parsed = getFrontmatter(source);
    } catch (error) {
      problems.push({
        file,
        message: `front matter is not valid YAML: ${(error as Error).message}`,
      });
      continue;
    }
    const result = schema.safeParse(parsed.frontmatter ?? {});
    if (!result.success) {
      problems.push(...describeIssues(file, result.error.issues));
      continue;
    }
    documents.push({
      file,
      slug: path.basename(name, extension),
      format: extension === '.mdx' ? 'mdx' : 'md',
      data: result.data,
      body: parsed.strippedSource,
      bodyLine: lineCount(source.slice(0, source.length - parsed.strippedSource.length)) + 1,
    });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return documents;
}

/**
 * A reader of one of the site's folders that reads it again only when a file in it was added,
 * removed or saved: once per build, and on the next request after an edit under `next dev`.
 */
export function cachedFolder<T>(dir: string, read: () => T): () => T {
  let cache: { stamp: string; value: T } | undefined;
  return () => {
    const stamp = filesOf(dir)
      .map((name) => `${name}:${statSync(path.join(dir, name)).mtimeMs}`)
      .join('|');
    if (cache?.stamp !== stamp) cache = { stamp, value: read() };
    return cache.value;
  };
}
