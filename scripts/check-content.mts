// `npm run content:check [-- folder]`: the checks `next build` makes on content/, in a second.
import { checkContent } from '../lib/server/content/check';
import { describeProblems } from '../lib/server/content/errors';

const { problems, counts } = checkContent(process.argv[2]);
if (problems.length > 0) {
  console.error(describeProblems(problems));
  process.exitCode = 1;
} else {
  console.log(
    `Content is valid: ${counts.articles} articles, ${counts.legal} legal texts, ${counts.services} service pages.`,
  );
}
