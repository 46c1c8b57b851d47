#!/usr/bin/env node
// Writes test/fixtures/blog-population/<name>/: a seeded subset of each real blog of
// bench/docusaurus-blogs.json (the posts of up to 24 kB, `--posts` of them, picked by a PRNG seeded
// with `--seed`), its authors and tags files, the files those posts show, and the blog's options,
// with the repository's licence named in NOTICE.md. test/cli/blog-population.test.ts builds them.
//
//   node bench/blog-fixtures.mjs [--posts 6] [--seed 1]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRng } from './lib/prng.mjs';
import { DOCUSAURUS_BLOGS } from './lib/docusaurus-blogs.mjs';

const { values } = parseArgs({ options: { posts: { type: 'string', default: '6' }, seed: { type: 'string', default: '1' } } });
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const mirrors = process.env.HUBGEN_MIRRORS ?? '/work/.mirror';

for (const blog of DOCUSAURUS_BLOGS) {
  const gitDir = path.join(mirrors, blog.repo.replace('/', '+'), 'repo');
  const git = (...args) => spawnSync('git', [`--git-dir=${gitDir}`, ...args], { maxBuffer: 1 << 28 });
  const files = git('ls-tree', '-r', '--long', blog.commit, blog.path).stdout.toString().trim().split('\n').map((line) => {
    const [meta, file] = line.split('\t');
    return { file, size: Number(meta.split(/\s+/)[3]) };
  });
  const posts = files.filter((f) => /\.mdx?$/.test(f.file) && f.size <= 24_000).map((f) => f.file);
  const picked = createRng(`${values.seed}/blog-population/${blog.name}`).sample(posts, Number(values.posts)).sort();
  const out = path.join(ROOT, 'test/fixtures/blog-population', blog.name);
  fs.rmSync(out, { recursive: true, force: true });
  const take = (file, to) => {
    const blob = git('show', `${blog.commit}:${file}`);
    if (blob.status !== 0) return false;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.writeFileSync(to, blob.stdout);
    return true;
  };
  for (const file of [...picked, ...files.map((f) => f.file).filter((f) => /(^|\/)(authors|tags)\.ya?ml$/.test(f))]) take(file, path.join(out, 'blog', path.relative(blog.path, file)));
  // What the picked posts show from beside them or from static/ (an image of the post's folder, /img/…).
  for (const post of picked) {
    const text = fs.readFileSync(path.join(out, 'blog', path.relative(blog.path, post)), 'utf8');
    for (const [, ref] of text.matchAll(/\]\((\.{0,2}\/[^)\s]+\.(?:png|jpe?g|gif|svg|webp))/g)) {
      const source = ref.startsWith('/') ? path.posix.join(path.posix.dirname(blog.path), 'static', ref) : path.posix.join(path.posix.dirname(post), ref);
      const target = ref.startsWith('/') ? path.join(out, 'static', ref) : path.join(out, 'blog', path.relative(blog.path, source));
      take(source, target);
    }
  }
  const config = { title: blog.name, url: 'https://blog.example.com', onBrokenLinks: 'warn', onBrokenAnchors: 'warn', blog: { path: 'blog', ...blog.options } };
  fs.writeFileSync(path.join(out, 'site.config.ts'), `// Written by bench/blog-fixtures.mjs: ${blog.repo}'s blog options (its links to the rest of its site are not here: onBrokenLinks 'warn').\nimport { defineConfig } from 'hubgen/config';\nexport default defineConfig(${JSON.stringify(config, null, 2)});\n`);
  fs.writeFileSync(path.join(out, 'NOTICE.md'), `Posts of https://github.com/${blog.repo} (${blog.path} at ${blog.commit}), a seeded subset (bench/blog-fixtures.mjs --posts ${values.posts} --seed ${values.seed}), under that repository's licence: ${blog.licence}. Copyright their authors.\n`);
  console.log(`${blog.name}: ${picked.length} posts → ${path.relative(ROOT, out)}`);
}
