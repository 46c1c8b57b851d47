// Writes a file under a temporary name and renames it into place, so a concurrent reader (another
// build of the same site, a watch rebuild) sees the old file or the new one, never half of one.
// Every stage's cache writes this way, so it sits beside support/paths.ts, below all the stages.
import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';

export async function writeFileAtomic(file: string, text: string | Uint8Array): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temp, text);
  await fs.rename(temp, file);
}
