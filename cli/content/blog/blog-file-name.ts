// A post's date and URL from its file name, as Docusaurus's blog plugin reads them
// (parseBlogFileName): `2021-08-26-welcome.md`, `2021-08-26-welcome/index.md`, `2021/08/26/welcome.md`
// and `2021-08-26/welcome.md` are dated 2021-08-26 at /2021/08/26/welcome; a name without a date is
// its own slug (`notes/hello.md` → /notes/hello).

export interface BlogFileName {
  /** 'YYYY-MM-DD' (zero-padded), when the path holds a date. */
  date?: string;
  /** What follows the date: the title of last resort. */
  text: string;
  /** The URL below the blog's route: '/2021/08/26/welcome'. */
  slug: string;
}

const DATE_IN_PATH = /^(?<folder>.*?)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/** `rel`: the post's path from the blog folder, with `/` separators. */
export function parseBlogFileName(rel: string): BlogFileName {
  const match = DATE_IN_PATH.exec(rel);
  if (match?.groups) {
    const { folder, date, text } = match.groups;
    const [year, month, day] = date.split(/[-/]/);
    return { date: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`, text, slug: `/${date.replace(/-/g, '/')}/${folder}${text}` };
  }
  const text = rel.replace(/(?:\/index)?\.mdx?$/, '');
  return { text, slug: `/${text}` };
}
