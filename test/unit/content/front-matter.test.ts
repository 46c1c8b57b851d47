import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../../cli/content/front-matter.ts';
import { SiteError } from '../../../cli/support/errors.ts';

function problemOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(SiteError);
    return (error as SiteError).problems[0];
  }
  throw new Error('expected a SiteError');
}

describe('splitFrontMatter', () => {
  it('parses YAML and blanks the front matter so body positions match the file', () => {
    const { frontMatter, body } = splitFrontMatter('a.mdx', '---\ntitle: Hello\nsidebar_position: 2\n---\n\n# Body\n');
    expect(frontMatter).toEqual({ title: 'Hello', sidebar_position: 2 });
    expect(body.split('\n')[5]).toBe('# Body');
  });

  it('accepts a BOM and CRLF line endings', () => {
    const { frontMatter, body } = splitFrontMatter('a.mdx', '\uFEFF---\r\ntitle: Hi\r\n---\r\nText\r\n');
    expect(frontMatter.title).toBe('Hi');
    expect(body).toBe('\n\n\nText\n');
  });

  it('refuses executable front matter without running it', () => {
    const problem = problemOf(() => splitFrontMatter('a.mdx', '---js\n{ title: (() => { throw new Error("ran") })() }\n---\n'));
    expect(problem).toMatchObject({ line: 1, column: 4, message: 'front matter in "js" is not supported' });
  });

  it('reports invalid YAML at its line in the file', () => {
    const problem = problemOf(() => splitFrontMatter('a.mdx', '---\ntitle: ok\ndescription: [unclosed\n---\n'));
    expect(problem.line).toBe(4);
    expect(problem.message).toMatch(/^invalid front matter: /);
  });

  it('checks field types and unclosed front matter', () => {
    expect(problemOf(() => splitFrontMatter('a.mdx', '---\ntitle: ok\nsidebar_position: first\n---\n'))).toMatchObject({
      line: 3,
      message: 'front matter "sidebar_position" must be a number',
    });
    expect(problemOf(() => splitFrontMatter('a.mdx', '---\ntitle: ok\n')).message).toContain('never closed');
  });
});
