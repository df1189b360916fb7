import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { iconPaths, type IconName } from '@/components/ui/icon-paths';
import { cardSprite, type CardPicture } from './card-sprite';
import { CONTENT_ROOT, cachedFolder, readDocuments, type ContentDocument } from './documents';
import { ContentError, type ContentProblem } from './errors';
import { outlineEach, type BodyOutline } from './markdown';

const ARTICLES_DIR = path.join(CONTENT_ROOT, 'articles');

/** The MDX components an article may use. */
export const ARTICLE_COMPONENTS = ['Callout'] as const;

const isoDate = z.iso.date({ error: 'must be a real date written YYYY-MM-DD' });
const iconNames = Object.keys(iconPaths) as [IconName, ...IconName[]];

/** A path under public/, checked to exist there. */
function publicFile(publicDir: string) {
  return z
    .string()
    .regex(/^\/(?!.*\.\.)[\w./-]+$/, 'must be a path such as /images/blog/my-article.svg')
    .refine((src) => existsSync(path.join(publicDir, src)), {
      error: (issue) => `${String(issue.input)} does not exist under public/`,
    });
}

/** The front matter of an article, as its writer types it. */
export function articleSchema(publicDir: string) {
  return z.strictObject({
    /** The route: /blog/{id}. Never reuse or change one: links to it would break. */
    id: z.int().positive(),
    title: z.string().trim().min(1),
    /** The card text, the meta description and the feed's summary. */
    description: z.string().trim().min(20).max(200),
    published: isoDate,
    updated: isoDate.optional(),
    /** The team that wrote it, shown after the company's short name: "DevOps" -> "… DevOps team". */
    team: z.string().trim().min(1),
    /** The card's small label, also the article's section in search results. */
    label: z.string().trim().min(1),
    image: publicFile(publicDir),
    /** Shown on the card while the image loads, or if it cannot. */
    icon: z.enum(iconNames),
    /** Ids of up to three articles to read next, in order. */
    related: z.array(z.int().positive()).min(1).max(3),
    /** The closing call to action, with the subject prefilled on the contact form. */
    cta: z.strictObject({
      title: z.string().trim().min(1),
      text: z.string().trim().min(1),
      button: z.string().trim().min(1),
      subject: z.string().trim().min(1),
    }),
    /** Place in the blog list (lower first); without it an article comes first, newest first. */
    order: z.int().nonnegative().default(0),
  });
}

export type ArticleData = z.output<ReturnType<typeof articleSchema>>;
export type Article = ContentDocument<ArticleData> & BodyOutline;

/**
 * What a blog card shows (plain data, so the client list gets nothing else). Its `image` is the
 * card's picture: the cards' one file, with `imagePosition` the article's row in it
 * (`cardPictures`), or the article's own file when the sheet could not hold it.
 */
export type BlogPost = Pick<ArticleData, 'id' | 'title' | 'description' | 'icon' | 'label'> &
  CardPicture;

export type ArticleSource = { dir?: string; publicDir?: string };

function crossCheck(articles: readonly Article[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const ids = new Map<number, string>();
  for (const { file, data } of articles) {
    const other = ids.get(data.id);
    if (other)
      problems.push({ file, field: 'id', message: `${data.id} is also the id of ${other}` });
    ids.set(data.id, file);
    if (data.updated && data.updated < data.published)
      problems.push({ file, field: 'updated', message: 'is before published' });
  }
  for (const { file, data } of articles)
    for (const id of data.related) {
      if (id === data.id)
        problems.push({ file, field: 'related', message: 'lists the article itself' });
      else if (!ids.has(id))
        problems.push({ file, field: 'related', message: `no article has the id ${id}` });
    }
  return problems;
}

/** Lower `order` first; among equals, the newest first. */
function byListPosition(a: Article, b: Article): number {
  return a.data.order - b.data.order || b.data.published.localeCompare(a.data.published);
}

/** Every article of a folder (the site's own by default), checked, in blog list order. */
export function readArticles({
  dir = ARTICLES_DIR,
  publicDir = path.join(process.cwd(), 'public'),
}: ArticleSource = {}): Article[] {
  const documents = readDocuments(dir, articleSchema(publicDir));
  const articles = outlineEach(documents, { components: ARTICLE_COMPONENTS });
  const problems = crossCheck(articles);
  if (problems.length > 0) throw new ContentError(problems);
  return articles.sort(byListPosition);
}

/** The site's articles, checked, in blog list order. */
export const articles: () => readonly Article[] = cachedFolder(ARTICLES_DIR, () => readArticles());

export function findArticle(id: number): Article | undefined {
  return articles().find((a) => a.data.id === id);
}

/** The blog cards' pictures in one file (card-sprite.ts: why), from the site's articles. */
export const cardPictures = cachedFolder(ARTICLES_DIR, () =>
  cardSprite(articles().map(({ data }) => data)),
);

export function toPost({ data }: Article): BlogPost {
  const { id, title, description, icon, label } = data;
  return { id, title, description, ...cardPictures().pictureOf(data), icon, label };
}
