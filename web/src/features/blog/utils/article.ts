/** Where a fact in an article was checked: a public reference the reader can open. */
export interface ArticleSource {
  label: string;
  url: string;
}

export interface ArticleMeta {
  /** The file name without `.md`: the article's address is /blog/<slug>. */
  slug: string;
  title: string;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  /** One or two sentences: the list shows it, and link previews use it as the description. */
  summary: string;
  sources: ArticleSource[];
}

export interface Article extends ArticleMeta {
  /** The Markdown after the front matter. */
  body: string;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const unquote = (value: string) => (/^".*"$/.test(value) ? value.slice(1, -1) : value);

/**
 * An article file: front matter between `---` lines (`title`, `date`, `summary` as
 * `key: value`, and `sources` as `- label | https://…` lines), then Markdown. A file that breaks
 * these rules throws with its slug in the message, so the build or the test names it.
 */
export function parseArticle(slug: string, text: string): Article {
  const fail = (problem: string): never => {
    throw new Error(`blog article ${slug}: ${problem}`);
  };
  if (!SLUG.test(slug)) fail('the file name must be lowercase words joined by dashes');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) return fail('it must start with front matter between --- lines');
  const [, head = '', body = ''] = match;

  const fields = new Map<string, string>();
  const sources: ArticleSource[] = [];
  let inSources = false;
  for (const line of head.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const item = /^\s+-\s+(.+)$/.exec(line);
    if (item) {
      if (!inSources) fail(`a list item outside "sources": ${line.trim()}`);
      const entry = item[1]!;
      const bar = entry.lastIndexOf(' | ');
      const label = entry.slice(0, bar).trim();
      const url = entry.slice(bar + 3).trim();
      if (bar < 0 || !label || !/^https:\/\/\S+$/.test(url)) fail(`a source must read "label | https://…": ${entry}`);
      sources.push({ label, url });
      continue;
    }
    const field = /^([a-z]+):\s*(.*)$/.exec(line);
    if (!field) return fail(`cannot read the front matter line: ${line}`);
    const [, key = '', value = ''] = field;
    inSources = key === 'sources';
    if (!inSources) fields.set(key, unquote(value.trim()));
  }

  const required = (key: string) => fields.get(key) || fail(`"${key}" is missing`);
  const date = required('date');
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) fail(`"date" must be YYYY-MM-DD, not ${date}`);
  if (!body.trim()) fail('it has no text after the front matter');
  return { slug, title: required('title'), date, summary: required('summary'), sources, body };
}

/** The slug of an article file: its name without the folder and `.md`. */
export const slugOfPath = (path: string): string => path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/, '');

/** Newest first; the same date keeps the title order, so the list never shuffles. */
export const newestFirst = (a: ArticleMeta, b: ArticleMeta): number =>
  b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
