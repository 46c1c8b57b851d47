// How a sample becomes a program to run, in each language `check --samples` runs: curl in bash,
// JavaScript in Node.js, Python, PHP and Ruby from a file, and the compiled languages (Go, Java, C#)
// built together, one compiler run per language however many samples there are, each sample in a
// package or namespace of its own so that their names never meet. A sample that does not compile is
// a program with an error (the compiler's message, at the sample's own line), and the others build.
// Whether this machine has a language's runtime is asked once per run (runtimeHere).
import os from 'node:os';
import path from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';

export type Runtime = 'shell' | 'node' | 'python' | 'php' | 'ruby' | 'go' | 'java' | 'csharp';

/** A runnable program, or why the sample is not one. */
export type SampleProgram = { command: string; args: string[] } | { error: string };

/** What a sample's language needs installed, for the summary of samples not run. */
export const RUNTIME_NEEDS: Partial<Record<Runtime, { name: string; needs: string }>> = {
  python: { name: 'Python', needs: 'python3 with requests is not installed here (pip install requests)' },
  php: { name: 'PHP', needs: 'php with its curl extension is not installed here (Debian: apt-get install php-cli php-curl)' },
  ruby: { name: 'Ruby', needs: 'ruby is not installed here (Debian: apt-get install ruby)' },
  go: { name: 'Go', needs: 'go is not installed here (Debian: apt-get install golang-go)' },
  java: { name: 'Java', needs: 'a JDK (java and javac) is not installed here (Debian: apt-get install default-jdk-headless)' },
  csharp: { name: 'C#', needs: "Mono's C# compiler with System.Net.Http is not installed here (Debian: apt-get install mono-mcs libmono-system-net-http4.0-cil)" },
};

/** A compiler may take long on a loaded machine; a sample's own run has its own limit (run-sample.ts). */
const COMPILE_TIMEOUT_MS = 300_000;

/** A bare environment: no proxy setting or profile changes what a sample does. HOME: where Python's and Go's caches and packages are. */
export function sampleEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.homedir(), ...extra };
}

async function exec(command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  // Loaded here rather than at start-up: only `check --samples` needs it, and every command shares one bundle.
  const { execa } = await import('execa');
  return execa(command, args, { reject: false, timeout: COMPILE_TIMEOUT_MS, cwd: options.cwd ?? os.tmpdir(), env: options.env ?? sampleEnv(), extendEnv: false, stdin: 'ignore', all: true });
}

/** Whether this machine runs a language's samples: its runtime, and the library the samples use. */
export async function runtimeHere(runtime: Runtime, dir: string): Promise<boolean> {
  const ok = async (command: string, ...args: string[]) => (await exec(command, args, { cwd: dir }).catch(() => undefined))?.exitCode === 0;
  switch (runtime) {
    case 'shell':
    case 'node':
      return true;
    case 'python':
      return ok('python3', '-c', 'import requests');
    case 'php':
      return ok('php', '-r', 'exit(function_exists("curl_init") ? 0 : 1);');
    case 'ruby':
      return ok('ruby', '--version');
    case 'go':
      return ok('go', 'version');
    case 'java':
      return (await ok('java', '-version')) && ok('javac', '-version');
    case 'csharp': {
      // Mono's compiler alone is not enough: System.Net.Http is a package of its own.
      const probe = path.join(dir, 'probe.cs');
      await writeFile(probe, 'class Probe { static void Main() { new System.Net.Http.HttpClient(); } }\n');
      return (await ok('mono', '--version')) && ok('mcs', '-r:System.Net.Http.dll', `-out:${path.join(dir, 'probe.exe')}`, probe);
    }
  }
}

/** The programs of samples in one language, in their order; `dir` is an empty folder of this run's. */
export async function samplePrograms({ runtime, sources, dir }: { runtime: Runtime; sources: string[]; dir: string }): Promise<SampleProgram[]> {
  await mkdir(dir, { recursive: true });
  switch (runtime) {
    case 'shell':
      return sources.map((source) => ({ command: 'bash', args: ['-c', source] }));
    case 'node':
      return sources.map((source) => ({ command: process.execPath, args: ['--input-type=module', '--eval', source] }));
    case 'python':
      return sources.map((source) => ({ command: 'python3', args: ['-c', source] }));
    case 'php':
    case 'ruby':
      return Promise.all(
        sources.map(async (source, i) => {
          const file = path.join(dir, `sample${i}.${runtime === 'php' ? 'php' : 'rb'}`);
          await writeFile(file, source);
          return { command: runtime, args: [file] };
        }),
      );
    case 'go':
      return goPrograms(sources, dir);
    case 'java':
      return javaPrograms(sources, dir);
    case 'csharp':
      return csharpPrograms(sources, dir);
  }
}

/**
 * Builds what compiles: compiles every sample once, and if some fail, the others again without them
 * (a compiler that meets an error writes nothing). `compile` returns each failing sample's message.
 */
async function buildAll(count: number, compile: (included: number[]) => Promise<Map<number, string> | undefined>): Promise<Map<number, string>> {
  const all = Array.from({ length: count }, (_, i) => i);
  const failed = await compile(all);
  if (!failed || failed.size === 0) return new Map();
  const rest = all.filter((i) => !failed.has(i));
  const again = rest.length ? await compile(rest) : undefined;
  // Failing again without the broken samples: the compiler itself is at fault; say so for each.
  if (again?.size) for (const i of rest) failed.set(i, again.get(i) ?? [...again.values()][0]);
  return failed;
}

/** The first error the compiler gives for each sample, by the sample's number in a path (`s12/…`, `s12.cs`); one it cannot place goes to every sample. */
function errorsBySample(output: string, pattern: RegExp, included: number[]): Map<number, string> {
  const errors = new Map<number, string>();
  for (const line of output.split('\n')) {
    const match = pattern.exec(line);
    if (match && !errors.has(Number(match[1]))) errors.set(Number(match[1]), `line ${match[2]}: ${match[3].trim()}`);
  }
  if (errors.size === 0) for (const i of included) errors.set(i, output.trim().split('\n').at(-1) ?? 'the compiler failed');
  return errors;
}

function programs(count: number, failed: Map<number, string>, run: (i: number) => { command: string; args: string[] }): SampleProgram[] {
  return Array.from({ length: count }, (_, i) => (failed.has(i) ? { error: `does not compile: ${failed.get(i)}` } : run(i)));
}

/** Go: one module, a main package per sample (s0/, s1/ …), built by one `go build` into bin/. */
async function goPrograms(sources: string[], dir: string): Promise<SampleProgram[]> {
  // A directive no newer than any Go a machine has (Debian 12's is 1.19), so no toolchain is fetched.
  await writeFile(path.join(dir, 'go.mod'), 'module samples\n\ngo 1.18\n');
  await Promise.all(sources.map(async (source, i) => (await mkdir(path.join(dir, `s${i}`), { recursive: true }), writeFile(path.join(dir, `s${i}`, 'main.go'), source))));
  const bin = path.join(dir, 'bin');
  // No C toolchain needed, and nothing fetched: samples import the standard library only.
  const env = sampleEnv({ CGO_ENABLED: '0', GOPROXY: 'off', GOTOOLCHAIN: 'local' });
  const failed = await buildAll(sources.length, async (included) => {
    const result = await exec('go', ['build', '-o', `${bin}${path.sep}`, ...included.map((i) => `./s${i}`)], { cwd: dir, env });
    return result.exitCode === 0 ? undefined : errorsBySample(result.all ?? '', /\bs(\d+)[\\/]main\.go:(\d+):\d+: (.*)/, included);
  });
  return programs(sources.length, failed, (i) => ({ command: path.join(bin, `s${i}`), args: [] }));
}

/**
 * Java: each sample in a package of its own (`package s0;` put before its first line, so its lines
 * keep their numbers), in a file named for its public class, all compiled by one javac.
 */
async function javaPrograms(sources: string[], dir: string): Promise<SampleProgram[]> {
  const classes = path.join(dir, 'classes');
  const files = await Promise.all(
    sources.map(async (source, i) => {
      const name = /\bpublic\s+(?:final\s+|abstract\s+)*class\s+(\w+)/.exec(source)?.[1] ?? 'Main';
      const declared = /^\s*package\s+([\w.]+)\s*;/m.exec(source)?.[1];
      const folder = path.join(dir, `s${i}`);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, `${name}.java`), declared ? source : `package s${i}; ${source}`);
      return { file: path.join(folder, `${name}.java`), main: `${declared ?? `s${i}`}.${name}` };
    }),
  );
  const failed = await buildAll(sources.length, async (included) => {
    const result = await exec('javac', ['-d', classes, ...included.map((i) => files[i].file)], { cwd: dir });
    return result.exitCode === 0 ? undefined : errorsBySample(result.all ?? '', /[\\/]s(\d+)[\\/]\w+\.java:(\d+): error: (.*)/, included);
  });
  // A short program's flags: the quick JIT tier and the serial collector start the JVM in less CPU time, and change nothing it does.
  return programs(sources.length, failed, (i) => ({ command: 'java', args: ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-cp', classes, files[i].main] }));
}

/**
 * C#: each sample in a namespace of its own (opened on its first line, so its lines keep their
 * numbers), compiled with Mono's mcs into one program whose entry point runs the Main of the
 * namespace it is given, waiting on it if it is async (Mono's compiler does not take an async Main
 * as an entry point, but a sample may well have one).
 */
async function csharpPrograms(sources: string[], dir: string): Promise<SampleProgram[]> {
  const exe = path.join(dir, 'samples.exe');
  await writeFile(path.join(dir, 'runner.cs'), CSHARP_RUNNER);
  await Promise.all(sources.map((source, i) => writeFile(path.join(dir, `s${i}.cs`), `namespace HubgenSample${i} { ${source}\n}\n`)));
  const failed = await buildAll(sources.length, async (included) => {
    const result = await exec('mcs', ['-main:HubgenSampleRunner', '-r:System.Net.Http.dll', `-out:${exe}`, 'runner.cs', ...included.map((i) => `s${i}.cs`)], { cwd: dir });
    return result.exitCode === 0 ? undefined : errorsBySample(result.all ?? '', /\bs(\d+)\.cs\((\d+),\d+\): error (.*)/, included);
  });
  return programs(sources.length, failed, (i) => ({ command: 'mono', args: [exe, `HubgenSample${i}`] }));
}

const CSHARP_RUNNER = `using System;
using System.Linq;
using System.Reflection;
using System.Threading.Tasks;

static class HubgenSampleRunner
{
    static int Main(string[] args)
    {
        var main = Assembly.GetExecutingAssembly().GetTypes()
            .Where(type => type.Namespace == args[0])
            .SelectMany(type => type.GetMethods(BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic))
            .First(method => method.Name == "Main");
        try
        {
            var result = main.Invoke(null, main.GetParameters().Length == 0 ? null : new object[] { new string[0] });
            var task = result as Task;
            if (task != null) task.GetAwaiter().GetResult();
            var code = task != null ? task.GetType().GetProperty("Result")?.GetValue(task) : result;
            return code is int ? (int)code : 0;
        }
        catch (Exception error)
        {
            var thrown = error is TargetInvocationException ? error.InnerException : error;
            Console.Error.WriteLine(thrown.GetType().Name + ": " + thrown.Message);
            return 1;
        }
    }
}
`;
