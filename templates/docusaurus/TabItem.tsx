// `@theme/TabItem`: one panel of a <Tabs>. Tabs reads its props and renders the panel itself; used
// alone it shows its content.
import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  children?: ReactNode;
}

export default function TabItem({ children, className }: TabItemProps) {
  return <div className={className}>{children}</div>;
}
