// Containment by path, for the checks that keep what a site reads inside its folder. A module of
// its own, free of side effects: OpenAPI worker threads import it (cli/support/paths.ts hashes hubgen's code
// when it loads).
import path from 'node:path';

/** Whether `file` is below `folder` (not the folder itself), by path alone: symlinks are the caller's to resolve. */
export function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && relative !== '..' && !relative.startsWith('..' + path.sep) && !path.isAbsolute(relative);
}
