// The languages an API reference can show its generated request samples in, by the id a site's
// config names them with (`sampleLanguages`), in the order they are shown when a site names none.
// Names only: the config schema lists them, the writers (writers.ts) write them, and the Try it
// console shows its request in the ones a site picks.

export const SAMPLE_LANGUAGE_LABELS = {
  curl: 'curl',
  python: 'Python',
  javascript: 'JavaScript',
  node: 'Node.js',
  go: 'Go',
  java: 'Java',
  csharp: 'C#',
  php: 'PHP',
  ruby: 'Ruby',
} as const;

export type SampleLanguage = keyof typeof SAMPLE_LANGUAGE_LABELS;

/** Every language, curl first, then by how many readers of public APIs write each. */
export const DEFAULT_SAMPLE_LANGUAGES = Object.keys(SAMPLE_LANGUAGE_LABELS) as SampleLanguage[];
