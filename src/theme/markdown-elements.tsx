// The theme's React for plain Markdown elements: headings with their anchor links, and GFM task list items whose
// checkbox is named by the item's text. Shared by a page's body (./Markdown.tsx) and the components of an `.mdx`
// page (./MdxContent.tsx), which must render Markdown children exactly as the body does, on the server and when the
// component hydrates in the browser.
import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import { Heading } from './Heading.tsx';

const headings = {
  h2: (props: Record<string, unknown>) => <Heading as="h2" {...props} />,
  h3: (props: Record<string, unknown>) => <Heading as="h3" {...props} />,
  h4: (props: Record<string, unknown>) => <Heading as="h4" {...props} />,
};

/** The text of React children, nested lists and inputs left out. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (!isValidElement<{ children?: ReactNode }>(node) || node.type === 'ul' || node.type === 'ol' || node.type === 'input') return '';
  return textOf(node.props.children);
}

/** Gives the first checkbox among `children` (or inside a first paragraph) the accessible name `label`. */
function labelCheckbox(children: ReactNode, label: string): ReactNode {
  let done = false;
  const visit = (nodes: ReactNode, depth: number): ReactNode =>
    Children.map(nodes, (child) => {
      if (done || !isValidElement<{ children?: ReactNode; 'aria-label'?: string }>(child)) return child;
      if (child.type === 'input') {
        done = true;
        return cloneElement(child, { 'aria-label': label });
      }
      return child.type === 'p' && depth === 0 ? cloneElement(child, {}, visit(child.props.children, 1)) : child;
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

/** Element name → component, for hast-util-to-jsx-runtime. */
export const MARKDOWN_ELEMENTS = { ...headings, li: ListItem };
