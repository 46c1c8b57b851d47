// `@docusaurus/Translate`: `<Translate id description values>message</Translate>` and
// `translate({ message, id, description }, values)`. hubgen translates whole files per locale
// (content/i18n/<locale>/), not message catalogues, so each gives its default message, with
// `{name}` placeholders filled from `values` (Interpolate.tsx), as Docusaurus does for its default locale.
import { interpolate, type InterpolateValues } from './Interpolate.tsx';

export default function Translate({ children, values }: { children?: string; id?: string; description?: string; values?: InterpolateValues }) {
  return <>{interpolate(children ?? '', values)}</>;
}

export function translate({ message }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(message, values));
}
