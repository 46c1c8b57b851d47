// The Docusaurus client modules whose answers do not need a browser (templates/docusaurus/):
// ExecutionEnvironment as the server bundle sees it (Node has no window), isInternalUrl and
// hasProtocol as Docusaurus documents them, and interpolate giving a string when it can.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ExecutionEnvironment from '../../../templates/docusaurus/ExecutionEnvironment.ts';
import isInternalUrl, { hasProtocol } from '../../../templates/docusaurus/isInternalUrl.ts';
import Interpolate, { interpolate } from '../../../templates/docusaurus/Interpolate.tsx';

describe('Docusaurus client modules', () => {
  it('ExecutionEnvironment: every field false where there is no window (the server render)', () => {
    expect(ExecutionEnvironment).toEqual({ canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false });
  });

  it('isInternalUrl: a path is internal; a scheme or a protocol-relative URL is not; undefined is not', () => {
    for (const url of ['/docs/a', 'docs/a', '#part', '?q=1', '../up']) expect(isInternalUrl(url), url).toBe(true);
    for (const url of ['https://x.example', 'HTTP://x.example', 'mailto:a@b.example', 'tel:+1', '//cdn.example/x.js', 'data:text/plain,x']) {
      expect(isInternalUrl(url), url).toBe(false);
      expect(hasProtocol(url), url).toBe(true);
    }
    expect(isInternalUrl(undefined)).toBe(false);
  });

  it('interpolate: a string for text values, elements kept otherwise, unknown placeholders as written', () => {
    expect(interpolate('{n} of {total}, {missing}', { n: 2, total: '5' })).toBe('2 of 5, {missing}');
    expect(renderToStaticMarkup(Interpolate({ children: 'Hi {name}!', values: { name: createElement('b', null, 'you') } }))).toBe('Hi <b>you</b>!');
  });
});
