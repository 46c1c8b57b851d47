// `@theme/TabItem`: one panel of a <Tabs>. Tabs reads its props and renders the panel itself; used
// alone it shows its content; a swizzled Tabs (Docusaurus's own, ejected) gives it `hidden`.
import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  /** Given by a swizzled Tabs (the panels it does not show), as Docusaurus's TabItem takes it. */
  hidden?: boolean;
  children?: ReactNode;
}

export default function TabItem({ children, className, hidden }: TabItemProps) {
  return (
    <div className={className} {...(hidden === undefined ? {} : { role: 'tabpanel', hidden })}>
      {children}
    </div>
  );
}
