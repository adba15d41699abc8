// Stand-in for `@docusaurus/Translate`: a site of one locale shows each message as written, with its `{name}`
// placeholders filled from `values`, as Docusaurus does when no translation replaces it. `translate()` gives a string
// (for attributes and props); `<Translate>` may fill its placeholders with elements too.
import { Fragment, type ReactNode } from 'react';

type Values = Record<string, ReactNode>;

/** The message's parts: text between the placeholders, and each placeholder's value (or the placeholder as written). */
function fill(message: string, values: Values = {}): ReactNode[] {
  return message.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
}

export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return fill(message ?? id ?? '', values).join('');
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Values }) {
  return (
    <>
      {fill(children ?? id ?? '', values).map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}
