// The real Docusaurus blogs of bench/docusaurus-blogs.json as bench targets: each blog folder,
// taken at its listed commit from a mirror of its repository (the search tool's `fetch`, under
// /work/.mirror or HUBGEN_MIRRORS), becomes a blog-only hubgen site with the options its
// docusaurus.config gives the blog, and the npm packages its posts import (installed beside it,
// never saved). Their links to the rest of their site are not there: onBrokenLinks 'warn'.
// checkBuiltBlog then says whether every post, tag and author page was built and the feeds parse.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';

const LIST = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'docusaurus-blogs.json');
export const DOCUSAURUS_BLOGS = JSON.parse(fs.readFileSync(LIST, 'utf8')).blogs;

/** The prepared site's root, or an error message. */
export function prepareDocusaurusBlog({ blog, scratch, mirrors = process.env.HUBGEN_MIRRORS ?? '/work/.mirror' }) {
  const gitDir = path.join(mirrors, blog.repo.replace('/', '+'), 'repo');
  if (!fs.existsSync(gitDir)) return { error: `${gitDir} is absent (fetch github:${blog.repo} first)` };
  const root = path.join(scratch, `blog-${blog.name}`);
  const ready = path.join(root, '.prepared');
  if (fs.existsSync(ready)) return { root };
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  // website/blog/… lands as blog/…: the path's leading folders are stripped.
  const strip = blog.path.split('/').length - 1;
  const archive = spawnSync('sh', ['-c', `git --git-dir="${gitDir}" archive ${blog.commit} "${blog.path}" | tar -x -C "${root}" --strip-components=${strip}`], { encoding: 'utf8' });
  if (archive.status !== 0 || !fs.existsSync(path.join(root, 'blog'))) return { error: `git archive of ${blog.repo}@${blog.commit}:${blog.path} failed: ${archive.stderr}` };
  // The site's static files the posts show (website/static/blog/… → static/blog/…), file by file: a
  // mirror may lack its largest files, which are then left out (their links are warned about).
  for (const folder of blog.static) {
    const listed = spawnSync('git', [`--git-dir=${gitDir}`, 'ls-tree', '-r', '--name-only', blog.commit, folder], { encoding: 'utf8' });
    for (const file of listed.stdout.split('\n').filter(Boolean)) {
      const blob = spawnSync('git', [`--git-dir=${gitDir}`, 'show', `${blog.commit}:${file}`], { maxBuffer: 1 << 28 });
      if (blob.status !== 0) continue;
      const target = path.join(root, 'static', path.relative(path.dirname(folder), file));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, blob.stdout);
    }
  }
  const config = { title: blog.name, url: 'https://blog.bench.invalid', navbar: { items: [{ to: '/blog', label: 'Blog', position: 'left' }] }, onBrokenLinks: 'warn', onBrokenAnchors: 'warn', blog: { path: 'blog', ...blog.options } };
  fs.writeFileSync(path.join(root, 'site.config.ts'), `import { defineConfig } from 'hubgen/config';\nexport default defineConfig(${JSON.stringify(config, null, 2)});\n`);
  if (blog.install.length) {
    const npm = spawnSync('npm', ['install', '--prefix', root, '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', ...blog.install], { encoding: 'utf8' });
    if (npm.status !== 0) return { error: `npm install ${blog.install.join(' ')} failed: ${npm.stderr.slice(-500)}` };
  }
  fs.writeFileSync(ready, '');
  return { root };
}

/**
 * What a built blog lacks: a post of the folder (not a draft) without its page, a tag or author page
 * its posts link to that is not there, a feed that does not parse. [] when all is there.
 */
export function checkBuiltBlog({ root, outDir, folder = 'blog' }) {
  const problems = [];
  const html = (route) => ['.html', '/index.html'].map((ext) => path.join(outDir, route + ext)).find((f) => fs.existsSync(f));
  const pages = fs.readdirSync(outDir, { recursive: true }).filter((f) => f.endsWith('.html'));
  const posts = pages.filter((f) => fs.readFileSync(path.join(outDir, f), 'utf8').includes('id="__blog-post-container"'));
  const sources = fs.readdirSync(path.join(root, folder), { recursive: true }).filter((f) => /\.mdx?$/.test(f) && !f.split('/').some((s) => s.startsWith('_')) && !/^draft:\s*true/m.test(fs.readFileSync(path.join(root, folder, f), 'utf8')));
  if (posts.length !== sources.length) problems.push(`${sources.length} posts in the folder, ${posts.length} post pages built`);
  const linked = new Set(posts.flatMap((f) => [...fs.readFileSync(path.join(outDir, f), 'utf8').matchAll(/href="(\/blog\/(?:tags|authors)\/[^"#]+)"/g)].map((m) => m[1])));
  for (const route of linked) if (!html(route)) problems.push(`no page for ${route}`);
  const xml = new XMLParser({ ignoreAttributes: false });
  for (const feed of ['rss.xml', 'atom.xml']) {
    const file = path.join(outDir, 'blog', feed);
    if (!fs.existsSync(file)) continue;
    const parsed = xml.parse(fs.readFileSync(file, 'utf8'));
    if (feed === 'rss.xml' ? !parsed.rss?.channel?.item : !parsed.feed?.entry) problems.push(`${feed} has no items`);
  }
  const json = path.join(outDir, 'blog', 'feed.json');
  if (fs.existsSync(json) && JSON.parse(fs.readFileSync(json, 'utf8')).version !== 'https://jsonfeed.org/version/1.1') problems.push('feed.json is not JSON Feed 1.1');
  return { posts: posts.length, tagAndAuthorPages: linked.size, problems };
}
