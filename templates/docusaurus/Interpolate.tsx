// `@docusaurus/Interpolate`: `<Interpolate values={{ name: <b>you</b> }}>{'Hello {name}'}</Interpolate>`
// and `interpolate(text, values)`. Each `{name}` placeholder is replaced by values[name], a string,
// a number or a React element; a placeholder without a value stays as written (as Docusaurus does).
import { Fragment, type ReactNode } from 'react';

export type InterpolateValues = Record<string, ReactNode>;

const PLACEHOLDER = /(\{\w+\})/;

/** A string when every value used is text (so `translate()` and attributes get a string), else nodes. */
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  const parts = text.split(PLACEHOLDER).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && values && name in values ? values[name] : part;
  });
  if (parts.every((part) => typeof part === 'string' || typeof part === 'number')) return parts.join('');
  return parts.map((part, i) => <Fragment key={i}>{part}</Fragment>);
}

export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  return <>{interpolate(children, values)}</>;
}
