// Two real Docusaurus blogs of 40 posts or more (bench/docusaurus-blogs.json: React Native's 94
// posts, Prettier's 44), each as a seeded subset in fixtures/blog-population (bench/blog-fixtures.mjs),
// built with the blog options their docusaurus.config gives: every post, tag and author page is
// there and the feeds parse. The whole blogs are built by `npm run bench -- --only blog`.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';
import { checkBuiltBlog } from '../../bench/lib/docusaurus-blogs.mjs';

describe('real Docusaurus blogs (seeded subsets)', () => {
  for (const name of ['react-native', 'prettier']) {
    it(`${name}: every post, tag and author page built, valid feeds`, { timeout: 180_000 }, async () => {
      const root = await copyFixture(`blog-population/${name}`);
      const build = await hubgen(['build', '--root', root], { timeout: 170_000 });
      expect(build.exitCode, String(build.stderr)).toBe(0);
      // Their links to the rest of their site (docs, pages) are the only warnings.
      const warnings = String(build.stderr).split('\n').filter((line) => / warning | warn /.test(line));
      expect(warnings.filter((line) => !/broken link to \/(docs|img|architecture|blog\/assets|versions|showcase|help|community|contributing)\b/.test(line))).toEqual([]);
      const out = path.join(root, 'build');
      const posts = (await fs.readdir(path.join(root, 'blog'))).filter((f) => /\.mdx?$/.test(f));
      const check = checkBuiltBlog({ root, outDir: out });
      expect(check.problems).toEqual([]);
      expect(check.posts).toBe(posts.length);
      const rss = await fs.readFile(path.join(out, 'blog/rss.xml'), 'utf8');
      expect(rss.match(/<item>/g)).toHaveLength(posts.length);
    });
  }
});
