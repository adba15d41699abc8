// Stand-in for `@theme/TabItem`: one variant of a `@theme/Tabs` set, which reads its props and renders the panel.
// Outside a set it shows its content.
import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

export default function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
