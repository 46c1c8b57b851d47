// The command line, kept thin: parse flags, call one function per command, and turn every failure
// into one clear report and an exit code (0 ok, 1 the site has problems, 2 hubgen itself failed).
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import pc from 'picocolors';
import { SiteError } from '../support/errors.ts';
import { placeConfigProblems } from '../config/place-config-problems.ts';
import { isMemoryError, memoryHint, OutOfMemoryError } from '../support/memory-guard.ts';
import { createLogger, formatBytes, formatMs, formatProblem, type StageTracker } from '../support/log.ts';
import { HUBGEN_VERSION } from '../support/paths.ts';
import { readEnvOptions } from '../support/env-options.ts';
import { systemProblem } from '../support/system-errors.ts';

// Each command loads its own modules when it runs (a separate chunk of the bundled CLI), so
// `hubgen check` does not pay for the bundler and renderer, and `--help` answers at once. A command
// that builds reads the environment's overrides once, as it starts (support/env-options.ts), and passes them.

export interface GlobalOptions {
  root: string;
  out: string;
  debug?: boolean;
}


/** `stages`: the command's stage, which a failure names (each logger the command makes updates it). */
export function createProgram(stages: StageTracker = { running: undefined }): Command {
  const program = new Command('hubgen')
    .description('Build fast documentation sites for API products from MDX, React and OpenAPI.')
    .version(HUBGEN_VERSION, '-v, --version')
    .option('--root <dir>', 'site root folder', process.cwd())
    .option('--out <dir>', 'output folder, relative to the root', 'build')
    .option('--debug', 'print stack traces')
    .showHelpAfterError('(run hubgen --help for usage)')
    .exitOverride();
  // In this order: it is the order `hubgen --help` lists them in.
  addBuildCommand(program, stages);
  addCheckCommand(program, stages);
  addServeCommand(program, stages);
  addInitCommand(program);
  addSwizzleCommand(program);
  addMockCommand(program);
  addDiffCommand(program);
  addMcpCommand(program);
  return program;
}

function addBuildCommand(program: Command, stages: StageTracker): void {
  program
    .command('build')
    .description('build the static site into the output folder (replaced only if the build succeeds)')
    .option('--sourcemap', 'ship source maps of the client code (left out by default)')
    .action(async (opts: { sourcemap?: boolean }, cmd: Command) => {
      const { root, outDir } = paths(cmd.optsWithGlobals<GlobalOptions>());
      const start = performance.now();
      const { buildSite } = await import('../pipeline/build.ts');
      const summary = await buildSite({ root, outDir, sourcemap: opts.sourcemap, envOptions: readEnvOptions(process.env), logger: createLogger({ memory: cmd.optsWithGlobals<GlobalOptions>().debug, stages }) });
      const relative = path.relative(process.cwd(), summary.outDir);
      const where = relative.startsWith('..') ? summary.outDir : relative || '.';
      console.log(
        `${pc.green('✓')} built ${summary.pages} pages (${summary.files} files, ${formatBytes(summary.bytes)}) in ${formatMs(performance.now() - start)} → ${where}/`,
      );
    });
}

function addCheckCommand(program: Command, stages: StageTracker): void {
  program
    .command('check')
    .description('check config, content, OpenAPI, links and anchors without building (fast, for pre-commit)')
    .option('--samples', 'also run every code sample the site shows against the mock API')
    .action(async (opts: { samples?: boolean }, cmd: Command) => {
      const { root } = paths(cmd.optsWithGlobals<GlobalOptions>());
      const start = performance.now();
      const { checkSite } = await import('./check-site.ts');
      const report = await checkSite({ root, samples: opts.samples, envOptions: readEnvOptions(process.env), logger: createLogger({ quiet: true, stages }) });
      for (const line of report.lines) console.log(line);
      console.log(`${pc.green('✓')} no problems found in ${formatMs(performance.now() - start)}`);
    });
}

function addServeCommand(program: Command, stages: StageTracker): void {
  program
    .command('serve')
    .description('build, then serve the output on 127.0.0.1; with --watch, rebuild and reload the browser on every save')
    .option('-p, --port <port>', 'port to listen on (0 picks a free one)', parsePort, 3000)
    .option('-w, --watch', 'rebuild incrementally on changes and reload open pages')
    .option('--host <host>', 'interface to listen on instead of 127.0.0.1 (exposes the site to your network)')
    .option('--allowed-host <name>', 'a host name the server answers to besides loopback and IP addresses (repeatable)', (name: string, names: string[]) => [...names, name], [] as string[])
    .option('--open', 'open the site in a browser')
    .action(async (opts: { port: number; watch?: boolean; host?: string; allowedHost: string[]; open?: boolean }, cmd: Command) => {
      const globals = cmd.optsWithGlobals<GlobalOptions>();
      const { root, outDir } = paths(globals);
      const { serveSite } = await import('../serve/serve-site.ts');
      await serveSite({ root, outDir, port: opts.port, host: opts.host, allowedHosts: opts.allowedHost, watch: opts.watch, open: opts.open, debug: globals.debug, envOptions: readEnvOptions(process.env), logger: createLogger({ stages }) });
    });
}

function addInitCommand(program: Command): void {
  program
    .command('init')
    .description('start a new site in a folder (or, with --from docusaurus, write a site.config.ts for a Docusaurus project)')
    .argument('[dir]', 'the site folder (default: --root, or the current folder); created when missing')
    .option('--openapi <file>', 'your OpenAPI document, copied into openapi/ and shown at /api-reference/ (default: an example)')
    .option('--from <tool>', 'the tool an existing project is written for: docusaurus')
    .option('--force', 'replace files that already exist')
    .action(async (dir: string | undefined, opts: { from?: string; openapi?: string; force?: boolean }, cmd: Command) => {
      const folder = path.resolve(paths(cmd.optsWithGlobals<GlobalOptions>()).root, dir ?? '.');
      if (opts.from === undefined) return initNewSite(folder, opts);
      // cmd.error prints the message and usage hint (an error thrown from an action would not be).
      if (opts.from !== 'docusaurus') cmd.error(`error: --from ${opts.from}: only "docusaurus" is supported.`);
      if (opts.openapi) cmd.error('error: --openapi starts a new site; with --from docusaurus, add the document to apis in site.config.ts.');
      await initDocusaurusSite(folder, dir, opts);
    });
}

/** `hubgen init`: a new site in `folder`, and what to run next. */
async function initNewSite(folder: string, opts: { openapi?: string; force?: boolean }): Promise<void> {
  const relative = path.relative(process.cwd(), folder);
  const shown = relative.startsWith('..') ? folder : relative;
  const cd = shown && shown !== '.' ? `cd ${/\s/.test(shown) ? JSON.stringify(shown) : shown} && ` : '';
  const { initSite } = await import('../init/init-site.ts');
  const report = await initSite({ dir: folder, openapi: opts.openapi, force: opts.force });
  console.log(`${pc.green('✓')} started a site in ${shown || '.'}/`);
  for (const file of report.written) console.log(`  ${file}`);
  if (report.scriptsAdded.length) console.log(`  package.json scripts: ${report.scriptsAdded.join(', ')}`);
  for (const name of report.scriptsKept) console.log(`  ${pc.dim(`kept your "${name}" script; run npx hubgen ${name} instead`)}`);
  const serve = report.scriptsKept.includes('serve') ? 'npx hubgen serve --watch' : 'npm run serve';
  console.log(`\nNext: ${cd}${report.hubgenInstalled ? '' : 'npm install -D hubgen && '}${serve}`);
}

/** `hubgen init --from docusaurus`: a site.config.ts for the Docusaurus project in `folder`. */
async function initDocusaurusSite(folder: string, dir: string | undefined, opts: { force?: boolean }): Promise<void> {
  const { initFromDocusaurus } = await import('../init/init-from-docusaurus.ts');
  const report = await initFromDocusaurus({ dir: folder, force: opts.force });
  console.log(`${pc.green('✓')} wrote ${path.relative(process.cwd(), report.configFile) || report.configFile} from ${path.basename(report.from)}`);
  if (report.notCarried.length) {
    console.log(`\nNot carried over (${report.notCarried.length}):`);
    for (const line of report.notCarried) console.log(`  - ${line}`);
  }
  console.log(`\nNext: hubgen build${dir ? ` --root ${dir}` : ''}`);
}

function addSwizzleCommand(program: Command): void {
  program
    .command('swizzle')
    .description("write src/theme/<Name>.tsx, an override of a theme component that wraps the theme's own (or, with --eject, a copy of its source); with no name, list the components")
    .argument('[names...]', 'the theme components, named as Docusaurus names them (Footer, DocItem/Footer, MDXComponents/A…)')
    .option('--eject', "copy the theme's source instead of wrapping it (components whose source is one file)")
    .option('--force', 'replace the file if it exists')
    .action(async (names: string[], opts: { force?: boolean; eject?: boolean }, cmd: Command) => {
      const { root } = paths(cmd.optsWithGlobals<GlobalOptions>());
      const { swizzle, listComponents } = await import('../swizzle/swizzle.ts');
      if (!names.length) {
        console.log(listComponents().join('\n'));
        return;
      }
      const files = await swizzle({ root, names, force: opts.force, eject: opts.eject });
      const what = opts.eject ? "a copy of the theme's" : "it renders the theme's";
      files.forEach((file, i) => {
        const shown = path.relative(process.cwd(), file);
        console.log(`${pc.green('✓')} wrote ${shown.startsWith('..') ? file : shown}: ${what} ${names[i]} (@theme-original/${names[i]}); edit it freely`);
      });
    });
}

function addMockCommand(program: Command): void {
  program
    .command('mock')
    .description('serve the documented APIs on 127.0.0.1 from the OpenAPI files: auth, rate limit, validation, in-memory data')
    .option('--api <id>', 'serve only the API with this id from the config')
    .option('-p, --port <port>', 'port to listen on (0 picks a free one)', parsePort, 4010)
    .option('--key <secret>', 'the key clients must send (default: a random one, printed)')
    .action(async (opts: { api?: string; port: number; key?: string }, cmd: Command) => {
      const { runMock } = await import('../mock/run-mock.ts');
      await runMock({ root: paths(cmd.optsWithGlobals<GlobalOptions>()).root, ...opts });
    });
}

function addDiffCommand(program: Command): void {
  program
    .command('diff')
    .description('compare two versions of an OpenAPI document (or, with --base, every API of the site with a git commit\'s); exit 1 on a breaking change')
    .argument('[old]', 'the earlier version of the document')
    .argument('[new]', 'the later version of the document')
    .option('--base <ref>', 'compare each API of the config as the working copy has it with this commit, branch or tag (e.g. origin/main)')
    .option('--format <format>', 'text, json or markdown (for a pull request comment)', oneOf(['text', 'json', 'markdown']), 'text')
    .option('--fail-on <level>', 'exit 1 when a change is at least this serious: none, breaking, warning (may break) or any', oneOf(['none', 'breaking', 'warning', 'any']), 'breaking')
    .action(async (oldFile: string | undefined, newFile: string | undefined, opts: { base?: string; format: 'text' | 'json' | 'markdown'; failOn: 'none' | 'breaking' | 'warning' | 'any' }, cmd: Command) => {
      if (opts.base !== undefined && oldFile !== undefined) cmd.error('error: with --base, name no files: each API of the config is compared with the commit.');
      if (opts.base === undefined && newFile === undefined) cmd.error('error: name two documents (hubgen diff <old> <new>), or a commit to compare the site\'s APIs with (hubgen diff --base origin/main).');
      const { runDiff } = await import('./diff-command.ts');
      const { output, warnings, exitCode } = await runDiff({ root: paths(cmd.optsWithGlobals<GlobalOptions>()).root, old: oldFile, new: newFile, base: opts.base, format: opts.format, failOn: opts.failOn, color: pc.isColorSupported });
      for (const warning of warnings) process.stderr.write(formatProblem(warning, undefined, 'warning') + '\n');
      process.stdout.write(output);
      process.exitCode = exitCode;
    });
}

function oneOf(values: string[]): (value: string) => string {
  return (value) => {
    if (!values.includes(value)) throw new InvalidArgumentError(`must be one of ${values.join(', ')}.`);
    return value;
  };
}

function addMcpCommand(program: Command): void {
  const collect = (value: string, all: string[]) => [...all, value];
  program
    .command('mcp')
    .description('serve the built site to AI assistants as a Model Context Protocol server (stdio, or --http): search, pages as Markdown, API operations and schemas, requests to the mock')
    .option('-w, --watch', 'answer from the sources, rebuilt on every save, instead of the built site')
    .option('--http', 'serve Streamable HTTP on 127.0.0.1 instead of stdio')
    .option('-p, --port <port>', 'with --http: port to listen on (0 picks a free one)', parsePort, 3100)
    .option('--host <host>', 'with --http: interface to listen on instead of 127.0.0.1')
    .option('--allowed-host <name>', 'with --http: a host name the server answers to besides loopback and IP addresses (repeatable)', collect, [] as string[])
    .option('--credential <api=key>', "the key send_request presents to an API's real server, when the config allows live requests (repeatable)", collect, [] as string[])
    .option('--server <api=url>', "the real server of an API whose document's server has variables (repeatable)", collect, [] as string[])
    .action(async (opts: { watch?: boolean; http?: boolean; port: number; host?: string; allowedHost: string[]; credential: string[]; server: string[] }, cmd: Command) => {
      const { root, outDir } = paths(cmd.optsWithGlobals<GlobalOptions>());
      const pairs = (flag: string, values: string[]) =>
        new Map(
          values.map((value) => {
            const at = value.indexOf('=');
            if (at < 1 || at === value.length - 1) cmd.error(`error: ${flag} ${value}: expected <api id>=<value>, e.g. ${flag} admin=…`);
            return [value.slice(0, at), value.slice(at + 1)] as const;
          }),
        );
      const { runMcp } = await import('../mcp/run-mcp.ts');
      await runMcp({ root, outDir, watch: opts.watch, http: opts.http ? { port: opts.port, host: opts.host, allowedHosts: opts.allowedHost } : undefined, credentials: pairs('--credential', opts.credential), servers: pairs('--server', opts.server), envOptions: readEnvOptions(process.env) });
    });
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('must be a port number from 0 to 65535.');
  return port;
}

function paths(opts: GlobalOptions): { root: string; outDir: string } {
  const root = path.resolve(opts.root);
  return { root, outDir: path.resolve(root, opts.out) };
}

export async function run(argv: string[]): Promise<void> {
  baselineWasmOnly();
  const stages: StageTracker = { running: undefined };
  const program = createProgram(stages);
  const debug = argv.includes('--debug');
  // An error thrown outside the awaited pipeline (a library's stream timing out after we stopped
  // listening) would otherwise end the process with Node's stack dump and exit 1, as if the site
  // were at fault: it is hubgen's failure, exit 2, naming the stage it happened in.
  const crash = (error: unknown) => {
    const stage = stages.running;
    console.error(`${pc.red('hubgen failed')}${stage ? ` in the ${stage} stage` : ''}: ${(error as Error)?.message ?? String(error)}`);
    if (debug) console.error((error as Error)?.stack);
    else console.error(pc.dim('This is a bug in hubgen, not in your site. Rerun with --debug for the stack trace.'));
    process.exit(2);
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof SiteError) await placeConfigProblems(error.problems);
    process.exitCode = report(error, debug, stages.running);
  }
}

/** Prints a failure for people; returns the exit code. */
function report(error: unknown, debug: boolean, stage: string | undefined): number {
  if (error instanceof CommanderError) {
    // Commander already printed help, version or the usage error.
    return error.exitCode === 0 ? 0 : 1;
  }
  if (error instanceof SiteError) {
    for (const problem of error.problems) console.error(formatProblem(problem));
    const n = error.problems.length;
    console.error(pc.red(`\n✗ ${n} problem${n === 1 ? "" : "s"} found.`));
    if (debug) console.error(error.stack);
    return 1;
  }
  const fixable = systemProblem(error);
  if (fixable) {
    console.error(formatProblem(fixable));
    if (debug) console.error((error as Error).stack);
    return 1;
  }
  const e = error as Error;
  if (isMemoryError(error)) {
    // Not a bug to report but a limit to raise: say which stage needed more, and how to give it.
    console.error(`${pc.red('hubgen failed')}${stage ? ` in the ${stage} stage` : ''}: ${e instanceof OutOfMemoryError ? e.message : `out of memory (${e.message})`}`);
    console.error(`  ${pc.dim('hint:')} ${memoryHint()}`);
    if (debug) console.error(e.stack);
    return 2;
  }
  console.error(`${pc.red('hubgen failed')}${stage ? ` in the ${stage} stage` : ''}: ${e?.message ?? String(error)}`);
  if (debug) console.error(e?.stack);
  else console.error(pc.dim('This is a bug in hubgen, not in your site. Rerun with --debug for the stack trace.'));
  return 2;
}

/**
 * Node's ESM loader reads each CommonJS package hubgen imports (esbuild, react…) with a WebAssembly
 * lexer, and V8 soon recompiles the lexer's hot function with its optimising compiler (TurboFan) on
 * a background thread: ~70 ms of CPU, mostly after the lexing is over, and the process waits for
 * that compile before it exits (Discord's build: ~80 ms from its last line to the exit, ~20 ms
 * without). WebAssembly's baseline code (Liftoff) is plenty for what hubgen runs of it (that lexer,
 * and undici's HTTP parser under linkinator). V8's flags are the process's: set before any import.
 */
function baselineWasmOnly(): void {
  setFlagsFromString('--liftoff-only');
}
