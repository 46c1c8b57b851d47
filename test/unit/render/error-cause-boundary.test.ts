// Server rendering has no error boundaries: ErrorCauseBoundary tracks what is being rendered so a
// crash can still be traced to its configuration (the browser side is tested in e2e/shell).
import { createElement as h, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorCauseBoundary, renderFailureContext } from '../../../templates/app/ErrorCauseBoundary.tsx';

function Throws(): never {
  throw new Error('boom');
}

const item = (configPath: string, ...children: ReturnType<typeof h>[]) => h(ErrorCauseBoundary, { what: 'navbar item', configPath }, ...children);

function failureOf(tree: ReturnType<typeof h>) {
  expect(() => renderToString(tree)).toThrow('boom');
  return renderFailureContext();
}

describe('ErrorCauseBoundary on the server', () => {
  it('names the innermost boundary the error escaped from, not the ones rendered before it', () => {
    const tree = h(Fragment, null, item('navbar.items[0]', h('a')), item('navbar.items[1]', item('navbar.items[1].items[0]', h(Throws))));
    expect(failureOf(tree)).toEqual({ what: 'navbar item', configPath: 'navbar.items[1].items[0]' });
  });

  it('names nothing when the crash is outside every boundary', () => {
    expect(failureOf(h(Fragment, null, item('navbar.items[0]', h('a')), h(Throws)))).toBeUndefined();
  });

  it('starts clean after a failure, and renders normally when nothing throws', () => {
    failureOf(item('navbar.items[3]', h(Throws)));
    expect(renderToString(item('navbar.items[0]', h('a', null, 'Docs')))).toBe('<a>Docs</a>');
    expect(renderFailureContext()).toBeUndefined();
  });
});
