// `@theme/Layout`: a Docusaurus page's frame. hubgen's shell already draws the navbar and footer
// around every page, so this renders the page's children; its `title` and `description` become
// the page's <title> and meta description.
import type { ReactNode } from 'react';
import { usePageHead } from '../app/page-head.ts';

export default function Layout({ title, description, children }: { title?: string; description?: string; children?: ReactNode }) {
  usePageHead({ title, description });
  return <>{children}</>;
}
