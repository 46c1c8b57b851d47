#!/usr/bin/env node
// Keeps `prepare` out of the package.json that `npm pack` / `npm publish` put in the tarball, the way
// pinst does for postinstall. In this repository `prepare` builds dist/ (npm ci, and a git URL
// install, which clones and builds). In a tarball dist/ is already built and scripts/ is not
// shipped, yet npm counts a tarball's `prepare` as an install script: it warns that the script is
// not approved, and a team that approves it would run a build whose script is not there.
//
//   node scripts/pack-manifest.mjs strip     (prepack: after the build)
//   node scripts/pack-manifest.mjs restore   (postpack)
import fs from 'node:fs';

const MANIFEST = 'package.json';
const SAVED = '.package.json.before-pack';
const mode = process.argv[2];

if (mode === 'strip') {
  // A pack that failed half-way left its copy: start from it, the true manifest.
  if (fs.existsSync(SAVED)) fs.copyFileSync(SAVED, MANIFEST);
  const text = fs.readFileSync(MANIFEST, 'utf8');
  fs.writeFileSync(SAVED, text);
  const manifest = JSON.parse(text);
  delete manifest.scripts.prepare;
  fs.writeFileSync(MANIFEST, JSON.stringify(manifest, null, 2) + '\n');
} else if (mode === 'restore') {
  if (fs.existsSync(SAVED)) fs.renameSync(SAVED, MANIFEST);
} else {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore');
  process.exit(1);
}
