// Failures of the machine rather than of hubgen or the site, that the user can fix: a port in use,
// no permission, a full disk. Each becomes one Problem saying what happened and what to do (exit 1);
// anything else stays hubgen's own failure (exit 2).
import type { Problem } from './errors.ts';

interface SystemError extends Error {
  code?: string;
  syscall?: string;
  path?: string;
  /** The written side of a copy, link or rename (Node's `path` is then the source). */
  dest?: string;
  address?: string;
  port?: number;
}

export function systemProblem(error: unknown): Problem | undefined {
  const e = error as SystemError | undefined;
  if (!e || typeof e !== 'object' || typeof e.code !== 'string') return undefined;
  const where = e.path ?? 'hubgen';
  if (e.syscall === 'listen' || e.syscall === 'bind') {
    const at = `${e.address ?? 'localhost'}:${e.port ?? '?'}`;
    if (e.code === 'EADDRINUSE') {
      return { file: at, message: `port ${e.port} is already in use`, hint: `Stop the program using it, or pick another port: --port ${(e.port ?? 3000) + 1} (--port 0 picks a free one).` };
    }
    if (e.code === 'EACCES' || e.code === 'EPERM') {
      return { file: at, message: `no permission to listen on port ${e.port}`, hint: 'Ports below 1024 need administrator rights: use --port 3000 (or any port from 1024 up).' };
    }
    if (e.code === 'EADDRNOTAVAIL') {
      return { file: at, message: `this machine has no address ${e.address}`, hint: 'Give --host one of this machine\'s addresses, or 0.0.0.0 for all of them.' };
    }
    return undefined;
  }
  if (e.code === 'EACCES' || e.code === 'EPERM') {
    return { file: where, message: `no permission to ${verbOf(e.syscall)} ${e.path ?? 'a file'}`, hint: 'Check who owns that folder and its permissions, or build somewhere else with --out <folder>.' };
  }
  // A full or read-only disk is the one written to: a copy's destination, not its source.
  const written = e.dest ?? e.path;
  if (e.code === 'ENOSPC' || e.code === 'EDQUOT') {
    return { file: written ?? 'hubgen', message: `no space left on the disk (writing ${written ?? 'the output'})`, hint: 'Free some space (the .hubgen/ cache folder can be deleted safely), or build onto another disk with --out <folder>.' };
  }
  if (e.code === 'EROFS') {
    return { file: written ?? 'hubgen', message: `${written ?? 'the output'} is on a read-only file system`, hint: 'Build somewhere writable with --out <folder>.' };
  }
  return undefined;
}

function verbOf(syscall: string | undefined): string {
  if (!syscall) return 'use';
  if (/open|write|mkdir|rename|copy|link|unlink|rm|chmod|utime/.test(syscall)) return 'write';
  if (/read|scandir|stat|access/.test(syscall)) return 'read';
  return syscall;
}
