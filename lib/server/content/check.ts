import path from 'node:path';
import { readArticles } from './articles';
import { CONTENT_ROOT } from './documents';
import { ContentError, type ContentProblem } from './errors';
import { readLegalDocs } from './legal';
import { readServicePages } from './service-pages';

export type ContentReport = {
  problems: ContentProblem[];
  /** How many files of each kind were read without a problem. */
  counts: { articles: number; legal: number; services: number };
};

/**
 * Reads every content folder under `root` as the build does, and reports all their problems at
 * once (the build stops at the first folder with one).
 */
export function checkContent(root: string = CONTENT_ROOT): ContentReport {
  const problems: ContentProblem[] = [];
  function attempt<T>(read: () => T): T | undefined {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  }
  const articles = attempt(() => readArticles({ dir: path.join(root, 'articles') }));
  const legal = attempt(() => readLegalDocs(path.join(root, 'legal')));
  const services = attempt(() => readServicePages(path.join(root, 'service-pages')));
  return {
    problems,
    counts: {
      articles: articles?.length ?? 0,
      legal: legal?.length ?? 0,
      services: services?.size ?? 0,
    },
  };
}
