// A post's reading time, as Docusaurus 3.10 counts it (readingTime.js): words as Intl.Segmenter
// finds them in the post's Markdown, at 200 a minute, rounded to two decimals. The theme shows it
// rounded up ("3 min read").

const WORDS_PER_MINUTE = 200;

export function readingTime(text: string, locale: string): number {
  let words = 0;
  for (const { isWordLike } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) if (isWordLike) words++;
  return Math.round((words / WORDS_PER_MINUTE) * 100) / 100;
}
