// The rules that rate a change (cli/changelog/change-rules.ts) are the ones the README lists, at the
// levels it gives: the README is what a team reads to know why CI failed its pull request. An
// x-changelog names an entry by its first line (build-changelog.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANGE_RULES, LEVEL_BY_CASE } from '../../../cli/changelog/change-rules.ts';
import { splitNote } from '../../../cli/changelog/build-changelog.ts';
import { REPO } from '../../helpers/cli.ts';

const WORDS = { breaking: 'breaking', warning: 'may break', info: 'not breaking' } as const;

describe('the change rules', () => {
  it("are the README's table, each at its level", async () => {
    const readme = await fs.readFile(path.join(REPO, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### API changelog'), readme.indexOf('## Docs for agents'));
    const rows = [...section.matchAll(/^\| `([a-z-]+)` \| ([a-z ,]+) \| /gm)].map((m) => [m[1], m[2]]);
    const expected = Object.entries(CHANGE_RULES).map(([id, rule]) => [id, LEVEL_BY_CASE.has(id as keyof typeof CHANGE_RULES) ? `${WORDS[rule.level]}, or breaking` : WORDS[rule.level]]);
    expect(rows).toEqual(expected);
    // The rules oasdiff lacks are said to be hubgen's own.
    for (const [id, rule] of Object.entries(CHANGE_RULES)) if ('oasdiff' in rule && rule.oasdiff === 'none') expect(section).toMatch(new RegExp(`\\| \`${id}\` \\|[^\\n]*\\(hubgen's\\) \\|`));
  });
});

describe('splitNote', () => {
  it("names an entry by x-changelog's first line (a heading's # left out), the rest its note", () => {
    expect(splitNote('## Refunds\n\nOrders can be refunded.\n')).toEqual({ name: 'Refunds', note: 'Orders can be refunded.' });
    expect(splitNote('Refunds')).toEqual({ name: 'Refunds' });
  });
});
