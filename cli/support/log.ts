// Terminal output: problems as `file:line:column`, stage progress on a TTY, one summary line otherwise.
import path from 'node:path';
import pc from 'picocolors';
import type { Problem } from './errors.ts';
import { checkHeap } from './memory-guard.ts';

export function formatLocation(p: { file: string; line?: number; column?: number }, cwd = process.cwd()): string {
  // Relative to where the author runs hubgen when the file is below it; absolute otherwise.
  const rel = path.isAbsolute(p.file) && !path.relative(cwd, p.file).startsWith('..') ? path.relative(cwd, p.file) || p.file : p.file;
  return [rel, p.line, p.line ? p.column : undefined].filter((x) => x !== undefined).join(':');
}

export function formatProblem(p: Problem, cwd?: string, severity: 'error' | 'warning' = 'error'): string {
  const label = severity === 'error' ? pc.red('error') : pc.yellow('warning');
  let out = `${pc.bold(formatLocation(p, cwd))} ${label} ${p.message}`;
  if (p.hint) out += `\n  ${pc.dim('hint:')} ${p.hint}`;
  return out;
}

export interface Logger {
  info(line: string): void;
  warn(line: string): void;
  /** A located problem that does not fail the run (an OpenAPI lint rule set to 'warn'). */
  warning(problem: Problem): void;
  /** Runs one pipeline stage, timing it; on a TTY the stage name shows while it runs. */
  stage<T>(name: string, work: () => Promise<T> | T, describe?: (result: T) => string): Promise<T>;
  readonly timings: { name: string; ms: number }[];
  /** Which stage is running or failed, shared by the loggers of one command. */
  readonly stages: StageTracker;
}

/**
 * The stage a command is in, for naming it when hubgen fails: set when a stage starts, cleared when
 * it ends, kept when it fails. One per command (commands/main.ts), handed to each logger it makes.
 */
export interface StageTracker {
  running: string | undefined;
}

/** `memory`: with --debug, each stage also reports the heap and resident memory after it (profiling). */
export function createLogger({ quiet = false, memory = false, stages = { running: undefined } as StageTracker } = {}): Logger {
  const tty = Boolean(process.stderr.isTTY) && !quiet;
  const timings: { name: string; ms: number }[] = [];
  return {
    timings,
    stages,
    info: (line) => {
      if (!quiet) process.stderr.write(line + '\n');
    },
    warn: (line) => process.stderr.write(`${pc.yellow('warn')} ${line}\n`),
    warning: (problem) => process.stderr.write(formatProblem(problem, undefined, 'warning') + '\n'),
    async stage(name, work, describe) {
      const start = performance.now();
      const cpuStart = memory ? process.cpuUsage() : undefined;
      const outer = stages.running; // a stage run inside another gives the name back when it ends
      stages.running = name;
      if (tty) process.stderr.write(pc.dim(`  ${name}…`));
      try {
        const result = await work();
        checkHeap();
        const ms = performance.now() - start;
        timings.push({ name, ms });
        if (memory) {
          const { heapUsed, rss } = process.memoryUsage();
          const detail = describe ? `${describe(result)}; ` : '';
          // CPU time of every thread while the stage ran: on a shared machine, steadier than the wall time.
          const cpu = process.cpuUsage(cpuStart);
          process.stderr.write(pc.dim(`  [${name}] ${detail}${formatMs(ms)} (cpu ${formatMs((cpu.user + cpu.system) / 1000)}), heap ${formatBytes(heapUsed)}, rss ${formatBytes(rss)}\n`));
        }
        if (tty) {
          const detail = describe ? ` ${pc.dim(describe(result))}` : '';
          process.stderr.write(`\r\x1b[2K  ${pc.green('✓')} ${name}${detail} ${pc.dim(formatMs(ms))}\n`);
        }
        stages.running = outer;
        return result;
      } catch (error) {
        if (tty) process.stderr.write(`\r\x1b[2K  ${pc.red('✗')} ${name}\n`);
        throw error;
      }
    },
  };
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
