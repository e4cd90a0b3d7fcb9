import { newestFirst, parseArticle, slugOfPath, type Article } from './article';

// the Markdown files as text, bundled into the blog's own chunk (the blog routes load this module)
const files = import.meta.glob<string>('../articles/*.md', { query: '?raw', import: 'default', eager: true });

/** Every article, newest first. */
export const articles: readonly Article[] = Object.entries(files)
  .map(([path, text]) => parseArticle(slugOfPath(path), text))
  .sort(newestFirst);

export const findArticle = (slug: string | undefined): Article | undefined =>
  articles.find((article) => article.slug === slug);
