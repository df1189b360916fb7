import type { z } from 'zod';

/** One thing wrong with a content file: the file, the field when there is one, and what is wrong. */
export type ContentProblem = { file: string; field?: string; message: string };

/** One line per problem under a heading, e.g. "  content/articles/x.mdx: title: is missing". */
export function describeProblems(problems: readonly ContentProblem[]): string {
  return [
    `Content check failed (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}):`,
    ...problems.map((p) => `  ${p.file}: ${p.field ? `${p.field}: ` : ''}${p.message}`),
  ].join('\n');
}

/** Thrown by the content loaders, so `next build` and `npm run content:check` stop and say why. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    super(describeProblems(problems));
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** Zod's issues as problems: "cta.title" rather than a path array, "is missing" for an absent field. */
export function describeIssues(
  file: string,
  issues: readonly z.core.$ZodIssue[],
): ContentProblem[] {
  return issues.map((issue) => ({
    file,
    field: issue.path.length > 0 ? issue.path.join('.') : undefined,
    message:
      issue.code === 'invalid_type' && /received undefined$/.test(issue.message)
        ? 'is missing'
        : issue.message,
  }));
}
