// The files below a folder a site keeps its sources in (src/, src/theme/): every level, but for
// dot-folders and node_modules. A folder that is not there has none.
import fs from 'node:fs';
import path from 'node:path';

export function filesUnder(dir: string, keep: (name: string) => boolean = () => true): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    if (e.name.startsWith('.') || e.name === 'node_modules') return [];
    if (e.isDirectory()) return filesUnder(path.join(dir, e.name), keep);
    return e.isFile() && keep(e.name) ? [path.join(dir, e.name)] : [];
  });
}
