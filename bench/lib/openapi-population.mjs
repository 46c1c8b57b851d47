// The APIs.guru directory as a population of documents: listed, sampled with a seed, each given the
// default site config, and the problems of a build's output sorted into errors and warnings.
// Shared by the population bench (bench/openapi-population.mjs) and its seeded sample in the
// test suite (test/cli/openapi-population.test.ts).

import fs from 'node:fs';
import path from 'node:path';
import { createRng } from './prng.mjs';

/** Every document under the package's api/ folder, with its size and OpenAPI version. */
export function listPopulation(directory) {
  const documents = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(json|ya?ml)$/.test(entry.name)) documents.push(describe(directory, file));
    }
  };
  walk(path.join(directory, 'api'));
  return documents.sort((a, b) => a.name.localeCompare(b.name));
}

function describe(directory, file) {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(400);
  fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  const version = /"?(openapi|swagger)"?\s*:\s*"?([\d.]+)/.exec(head.toString('utf8'));
  return { name: path.relative(path.join(directory, 'api'), file), file, bytes: fs.statSync(file).size, version: version ? version[2] : '?' };
}

/**
 * `count` documents drawn with `seed`, spread over the population: the largest always, then an equal
 * draw from each size quartile, so a sample never holds only the small documents most APIs are.
 */
export function samplePopulation(documents, count, seed) {
  const bySize = [...documents].sort((a, b) => a.bytes - b.bytes);
  const largest = bySize.pop();
  const rng = createRng(`openapi-population/${seed}`);
  const picked = [largest];
  for (let q = 0; q < 4; q++) {
    const quartile = bySize.slice(Math.floor((q * bySize.length) / 4), Math.floor(((q + 1) * bySize.length) / 4));
    const wanted = Math.floor((count - 1) / 4) + (q < (count - 1) % 4 ? 1 : 0);
    picked.push(...rng.sample(quartile, wanted));
  }
  return picked.sort((a, b) => a.name.localeCompare(b.name));
}

/** The config a team writes first: a title, a URL and its one API at the root. */
export function siteConfigFor(spec) {
  return `import { defineConfig } from 'hubgen/config';\n\nexport default defineConfig({\n  title: 'API docs',\n  url: 'https://docs.example.com',\n  apis: [{ id: 'api', spec: '${spec}', route: '/' }],\n});\n`;
}

const PROBLEM = /^(\S+?)(?::(\d+)(?::(\d+))?)? (error|warning) (.*)$/;
/** A broken-link warning, as the link policy prints it: `warn file[:line:column] message`. */
const LINK_WARNING = /^warn (\S+?)(?::(\d+)(?::(\d+))?)? (.*)$/;

/**
 * The problems hubgen printed, as `file[:line[:column]] error|warning message [rule]` (and the
 * link policy's `warn file[:line:column] message`). A problem without a `[rule]` is grouped by its
 * message with names and numbers taken out. `unlocated` counts warnings without a line: the budget
 * is that every warning names its place.
 */
export function problemLines(output) {
  const errors = [];
  const warnings = [];
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    const link = LINK_WARNING.exec(line);
    const match = link ? [link[0], link[1], link[2], link[3], 'warning', link[4]] : PROBLEM.exec(line);
    if (!match) continue;
    const [, file, lineNumber, , severity, message] = match;
    const rule = /\[([\w-]+)\]\s*$/.exec(message)?.[1] ?? messageShape(message);
    (severity === 'error' ? errors : warnings).push({ file, line, located: Boolean(lineNumber), rule });
  }
  return { errors, warnings, unlocated: warnings.filter((w) => !w.located).length };
}

function messageShape(message) {
  return message
    .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, '…')
    .replace(/\d+/g, 'N')
    .split(/[:(]/)[0]
    .trim()
    .slice(0, 60);
}
