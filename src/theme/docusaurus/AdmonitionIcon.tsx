// Stand-in for `@theme/Admonition/Icon/*` (Note, Tip, Info, Warning, Danger): an icon a page may pass to an
// admonition. docgen's admonitions draw no icons of their own, so every kind is one neutral mark, sized by its props.
import type { SVGProps } from 'react';

export default function AdmonitionIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm.9 10.6H7.1V7h1.8v4.6ZM8 5.9a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
    </svg>
  );
}
