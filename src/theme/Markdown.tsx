// HAST to React, with the theme's components for the elements that need more than plain markup. HAST is data that
// the build caches; it becomes React only here, at render time.
import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { DemoHosting } from '../shared/demo.ts';
import { DEMO_ELEMENT } from '../shared/dom.ts';
import type { LiveDemoProps } from './LiveDemo.tsx';
import { Heading } from './Heading.tsx';
import { Island } from './Island.tsx';

const headings = {
  h2: (props: Record<string, unknown>) => <Heading as="h2" {...props} />,
  h3: (props: Record<string, unknown>) => <Heading as="h3" {...props} />,
  h4: (props: Record<string, unknown>) => <Heading as="h4" {...props} />,
};

/** The text of React children, nested lists and inputs left out. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (!isValidElement(node) || node.type === 'ul' || node.type === 'ol' || node.type === 'input') return '';
  return textOf((node.props as { children?: ReactNode }).children);
}

/** Gives the first checkbox among `children` (or inside a first paragraph) the accessible name `label`. */
function labelCheckbox(children: ReactNode, label: string): ReactNode {
  let done = false;
  const visit = (nodes: ReactNode, depth: number): ReactNode =>
    Children.map(nodes, (child) => {
      if (done || !isValidElement(child)) return child;
      const el = child as ReactElement<{ children?: ReactNode }>;
      if (el.type === 'input') {
        done = true;
        return cloneElement(el as ReactElement<Record<string, unknown>>, { 'aria-label': label });
      }
      return el.type === 'p' && depth === 0 ? cloneElement(el, {}, visit(el.props.children, 1)) : child;
    });
  return visit(children, 0);
}

/** A GFM task list item: its checkbox is named by the item's text (a form control needs a name, WCAG 4.1.2). */
function ListItem({ className, children, ...props }: { className?: string; children?: ReactNode }) {
  const task = typeof className === 'string' && className.split(' ').includes('task-list-item');
  return (
    <li className={className} {...props}>
      {task ? labelCheckbox(children, textOf(children).replace(/\s+/g, ' ').trim()) : children}
    </li>
  );
}

/**
 * `demos`: where live demos are hosted (config `demos`). Each `::demo` becomes a LiveDemo island hydrated on
 * interaction, so React loads only when a reader uses a demo. A site without `demos` has no demo to show: the graph
 * stage fails the build for any `::demo` it finds.
 */
export function Markdown({ tree, demos }: { tree: Root; demos?: DemoHosting }): ReactNode {
  let count = 0;
  const demo = ({ path, permissions, apiKey, keyOptional, label }: Omit<LiveDemoProps, 'hosting'>) => {
    if (!demos) return null;
    const props: LiveDemoProps = { path, permissions, apiKey, keyOptional: keyOptional || undefined, label, hosting: demos };
    return <Island name="LiveDemo" props={props} hydrate="interaction" prefix={`demo${count++}-`} />;
  };
  const components = { ...headings, li: ListItem, [DEMO_ELEMENT]: demo } as unknown as Components;
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components });
}
