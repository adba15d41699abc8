// Stand-in for `@theme/Tabs`: the markup of docgen's `::::tabs` sets (src/shared/tabs.ts), so that the client's tab
// behaviour, the remembered choice of a `groupId` and the stacked, labelled variants without JavaScript are the same
// for both spellings. The set holds no React state: docgen's client switches the tabs of every set on the page.
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { TAB_CLASSES } from '../../shared/tabs.ts';
import type { TabItemProps } from './TabItem.tsx';

export default function Tabs({ children, groupId, defaultValue }: { children?: ReactNode; groupId?: string; defaultValue?: string; className?: string }) {
  const id = useId();
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const chosen = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? items[0]?.props.value;
  const ids = (i: number) => ({ tab: `${id}tab-${i}`, panel: `${id}panel-${i}` });
  return (
    <div className={TAB_CLASSES.set} {...(groupId && { 'data-group': groupId })}>
      <div className={TAB_CLASSES.list} role="tablist">
        {items.map((item, i) => {
          const selected = item.props.value === chosen;
          return (
            <button key={item.props.value} type="button" role="tab" id={ids(i).tab} className={TAB_CLASSES.tab} aria-selected={selected} aria-controls={ids(i).panel} tabIndex={selected ? 0 : -1} data-value={item.props.value}>
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => (
        <div key={item.props.value} className={TAB_CLASSES.panel} role="tabpanel" id={ids(i).panel} aria-labelledby={ids(i).tab} tabIndex={0} data-value={item.props.value}>
          <p className={TAB_CLASSES.label}>{item.props.label ?? item.props.value}</p>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
