// HAST to React, with the theme's components for the elements that need more than plain markup. HAST is data that
// the build caches; it becomes React only here, at render time.
import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ReactNode } from 'react';
import type { LiveDemoProps } from './LiveDemo.tsx';
import { Heading } from './Heading.tsx';
import { Island } from './Island.tsx';

const headings = {
  h2: (props: Record<string, unknown>) => <Heading as="h2" {...props} />,
  h3: (props: Record<string, unknown>) => <Heading as="h3" {...props} />,
  h4: (props: Record<string, unknown>) => <Heading as="h4" {...props} />,
};

/**
 * `demoOrigin`: where live demos are hosted (config `customFields.demoOrigin`). Each `::demo` becomes a LiveDemo
 * island hydrated on interaction, so React loads only when a reader uses a demo.
 */
export function Markdown({ tree, demoOrigin }: { tree: Root; demoOrigin?: string }): ReactNode {
  let demos = 0;
  const demo = ({ path, permissions, apiKey, keyOptional, label }: LiveDemoProps) => {
    const props: LiveDemoProps = { path, permissions, apiKey, keyOptional: keyOptional || undefined, label, ...(demoOrigin ? { origin: demoOrigin } : {}) };
    return <Island name="LiveDemo" props={props} hydrate="interaction" prefix={`demo${demos++}-`} />;
  };
  const components = { ...headings, 'docgen-demo': demo } as unknown as Components;
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components });
}
