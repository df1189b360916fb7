import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/server/content/check';
import { describeProblems } from '@/lib/server/content/errors';
import { copyContent, newArticle, type ContentCopy } from '@/tests/support/content-copy';

const ARTICLE = 'articles/devops-automation.mdx';
const LEGAL = 'legal/privacy-policy.mdx';

const copies: ContentCopy[] = [];
afterEach(() => copies.splice(0).forEach((copy) => copy.remove()));

function copy(): ContentCopy {
  const content = copyContent();
  copies.push(content);
  return content;
}

/** The build check's report on a copy of the content with one change made. */
function reportAfter(change: (copy: ContentCopy) => void): string {
  const content = copy();
  change(content);
  return describeProblems(checkContent(content.root).problems);
}

const replace = (from: RegExp, to: string) => (text: string) => {
  expect(text).toMatch(from);
  return text.replace(from, to);
};

describe('the content check', () => {
  it('passes the site’s own content', () => {
    const { problems, counts } = checkContent();
    expect(problems).toEqual([]);
    expect(counts.legal).toBe(3);
    expect(counts.services).toBeGreaterThan(0);
    expect(counts.articles).toBeGreaterThan(0);
  });

  it('names the file and the field of a missing title', () => {
    const report = reportAfter((c) => c.edit(ARTICLE, replace(/^title: .*\n/m, '')));
    expect(report).toContain(`${ARTICLE}: title: is missing`);
  });

  it('names the file and the field of a date that does not exist', () => {
    const report = reportAfter((c) =>
      c.edit(ARTICLE, replace(/^published: .*$/m, 'published: 2026-02-30')),
    );
    expect(report).toContain(`${ARTICLE}: published: must be a real date written YYYY-MM-DD`);
  });

  it('names a related article that does not exist', () => {
    const report = reportAfter((c) =>
      c.edit(ARTICLE, replace(/^related: .*$/m, 'related: [1, 404]')),
    );
    expect(report).toContain(`${ARTICLE}: related: no article has the id 404`);
  });

  it('names an image that is not in public/', () => {
    const report = reportAfter((c) =>
      c.edit(ARTICLE, replace(/^image: .*$/m, 'image: /images/blog/missing.svg')),
    );
    expect(report).toContain(
      `${ARTICLE}: image: /images/blog/missing.svg does not exist under public/`,
    );
  });

  it('names a second article that takes an id already used', () => {
    const report = reportAfter((c) =>
      c.write('articles/copy.mdx', newArticle({ id: 1, title: 'A copy', published: '2026-01-01' })),
    );
    expect(report).toMatch(/articles\/copy\.mdx: id: 1 is also the id of .*articles\//);
  });

  it('points at the line of a curly double quote the wrong way round', () => {
    const report = reportAfter((c) => c.edit(ARTICLE, (t) => `${t}\n”Cloud” costs money.\n`));
    expect(report).toMatch(new RegExp(`${ARTICLE}:\\d+: a ” closes no “`));
  });

  it('points at the line of an MDX mistake, a misspelt component or site value', () => {
    const broken = reportAfter((c) => c.edit(LEGAL, (t) => `${t}\n<Email>\n`));
    expect(broken).toMatch(new RegExp(`${LEGAL}:\\d+: Expected a closing tag for \`<Email>\``));
    const misspelt = reportAfter((c) =>
      c.edit(LEGAL, replace(/<Email \/>/, '<Emial /> or {site.emial}')),
    );
    expect(misspelt).toMatch(
      new RegExp(`${LEGAL}:\\d+: <Emial> is not a component of this folder`),
    );
    expect(misspelt).toMatch(
      new RegExp(`${LEGAL}:\\d+: \\{site.emial\\} names no text of content/site.ts`),
    );
  });

  it('names a service without a page and a page named after no service', () => {
    const report = reportAfter((c) =>
      c.rename('service-pages/devops.md', 'service-pages/dev-ops.md'),
    );
    expect(report).toContain(
      'service-pages/dev-ops.md: is named after no service in content/services.ts',
    );
    expect(report).toContain('service-pages/devops.md: is missing: every service has a page');
  });

  it('fails `npm run content:check` with the same message', () => {
    const content = copy();
    content.edit(ARTICLE, replace(/^published: .*$/m, 'published: 21 January 2026'));
    const run = spawnSync('npm', ['run', '--silent', 'content:check', '--', content.root], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Content check failed (1 problem):');
    expect(run.stderr).toContain(`${ARTICLE}: published: must be a real date written YYYY-MM-DD`);
  });
});
