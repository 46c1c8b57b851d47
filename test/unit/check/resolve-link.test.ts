import { describe, expect, it } from 'vitest';
import { linkTarget, resolveLink, type SiteIndex } from '../../../cli/check/resolve-link.ts';
import { safeDecode } from '../../../cli/page-text/html-links.ts';

const site: SiteIndex = {
  routes: new Set(['/', '/docs/intro', '/docs/APIs/intro', '/docs/page 1', '/api-reference/']),
  idsOf: new Map([
    ['/docs/intro', new Set(['install', 'use-it'])],
    ['/docs/APIs/intro', new Set(['a'])],
    ['/api-reference/', new Set(['operation/getListing'])],
  ]),
  files: new Set(['/openapi/admin.yaml', '/assets/style.css']),
};

describe('resolveLink', () => {
  it.each([
    ['/docs/intro', '/docs/intro'],
    ['/docs/intro', '/docs/intro#install'],
    ['/docs/intro', '#use-it'],
    ['/docs/intro', '#'],
    ['/docs/intro', ''],
    ['/docs/intro', '?q=1#install'],
    ['/docs/intro', './APIs/intro#a'],
    ['/docs/APIs/intro', '../intro'],
    ['/docs/intro', '/docs/page%201'],
    ['/docs/intro', '/api-reference/#operation/getListing'],
    // A folder's index page is served at /api-reference too, by every host.
    ['/docs/intro', '/api-reference#operation/getListing'],
    ['/docs/intro', '/openapi/admin.yaml'],
    ['/docs/intro', 'https://example.com/x'],
    ['/docs/intro', 'mailto:a@example.com'],
    ['/docs/intro', '//cdn.example.com/x.js'],
  ])('on %s accepts %j', (from, href) => {
    expect(resolveLink(from, href, site)).toBeUndefined();
  });

  it.each([
    ['/docs/nope', 'no page has the path /docs/nope'],
    ['/docs/intro#nowhere', '/docs/intro has no anchor #nowhere'],
    ['#nowhere', '/docs/intro has no anchor #nowhere'],
    ['/api-referenc', 'no page has the path /api-referenc'],
    ['javascript:alert(1)', 'uses a script URL scheme'],
    ['JaVaScRiPt:alert(1)', 'uses a script URL scheme'],
    [' java\tscript:alert(1)', 'uses a script URL scheme'],
    ['data:text/html,<b>x</b>', 'uses a script URL scheme'],
    ['/docs/%E0%A4%A', 'has a malformed percent-encoding'],
  ])('rejects %j: %s', (href, reason) => {
    expect(resolveLink('/docs/intro', href, site)?.reason).toContain(reason);
  });

  it('suggests the nearest route, and the twin without its trailing slash', () => {
    expect(resolveLink('/', '/docs/intr', site)?.hint).toBe('Did you mean /docs/intro?');
    expect(resolveLink('/', '/docs/intro/', site)?.hint).toBe('Did you mean /docs/intro?');
    expect(resolveLink('/', '/docs/intro#instal', site)?.hint).toBe('Did you mean #install?');
  });
});

describe('linkTarget', () => {
  // What it must equal: the path URL parsing gives, decoded (its shortcut for plain paths skips both).
  const parsed = (from: string, href: string) => safeDecode(new URL(href.trim(), `http://site.invalid${from}`).pathname);
  it.each([
    '/docs/intro',
    '/docs/intro#install',
    '/docs/intro?q=1#install',
    ' /docs/intro ',
    '/docs/a_b-c.d~e/',
    '/',
    '/docs/./intro',
    '/docs/../intro',
    '/docs/intro/..',
    '/docs/intro/.',
    '/docs/..hidden/x',
    '/docs/page%201',
    '/docs/page 1',
    '/docs/Ünïcode',
    '/docs\\intro',
    '#use-it',
    './APIs/intro#a',
    '../intro',
    '?q=1',
  ])('gives the parsed path of %j', (href) => {
    for (const from of ['/docs/intro', '/docs/APIs/intro', '/']) expect(linkTarget(from, href)).toBe(parsed(from, href));
  });
  it.each([
    // Written by hand from the URL standard (WHATWG): not through the module's own safeDecode.
    ['/docs/intro', '/docs/intro#install', '/docs/intro'],
    ['/docs/intro', ' /docs/intro ', '/docs/intro'],
    ['/docs/intro', '/docs/../intro', '/intro'],
    ['/docs/intro', '/docs/intro/..', '/docs/'],
    ['/docs/intro', '/docs/intro/.', '/docs/intro/'],
    ['/docs/intro', '/docs/..hidden/x', '/docs/..hidden/x'],
    ['/docs/intro', '/docs/page%201', '/docs/page 1'],
    ['/docs/intro', '/docs/Ünïcode', '/docs/Ünïcode'],
    ['/docs/intro', '/docs\\intro', '/docs/intro'],
    ['/docs/APIs/intro', '#use-it', '/docs/APIs/intro'],
    ['/docs/APIs/intro', './APIs/intro#a', '/docs/APIs/APIs/intro'],
    ['/docs/APIs/intro', '../intro', '/docs/intro'],
    ['/', '?q=1', '/'],
  ])('on %s gives %j the path %j', (from, href, path) => {
    expect(linkTarget(from, href)).toBe(path);
  });

  it('leaves external links out', () => {
    expect(linkTarget('/docs/intro', 'https://example.com/x')).toBeUndefined();
    expect(linkTarget('/docs/intro', '//cdn.example.com/x.js')).toBeUndefined();
  });
});
