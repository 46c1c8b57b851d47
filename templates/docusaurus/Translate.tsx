// `@docusaurus/Translate`: `<Translate id description values>message</Translate>` and
// `translate({ message, id, description }, values)`. hubgen translates whole files per locale
// (content/i18n/<locale>/), not message catalogues, so each gives its default message, with
// `{name}` placeholders filled from `values`, as Docusaurus does for its default locale.
import { Fragment, type ReactNode } from 'react';

type Values = Record<string, ReactNode>;

/** The message with each `{name}` replaced by values[name]; a placeholder without a value stays as written. */
function interpolate(message: string, values: Values | undefined): ReactNode[] {
  return message.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name !== undefined && values && name in values ? values[name] : part}</Fragment>;
  });
}

export default function Translate({ children, values }: { children?: string; id?: string; description?: string; values?: Values }) {
  return <>{interpolate(children ?? '', values)}</>;
}

export function translate({ message }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (values && name in values ? String(values[name]) : placeholder));
}
