// `@theme/MDXContent`: Docusaurus wraps MDX content in its MDX components with it. hubgen's
// compiled MDX already carries its components (mdx/components.tsx), so it renders its children.
import type { ReactNode } from 'react';

export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
