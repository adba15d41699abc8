// Stand-in for `@docusaurus/Link`: an `<a>` whose `to` gets the site's base URL (as `useBaseUrl` adds it) and whose
// external targets open in a new tab with `noopener`, as Docusaurus's Link does. docgen's client router handles the
// click like any link of the page.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isExternal } from '../../shared/urls.ts';
import useBaseUrl from './useBaseUrl.ts';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; children?: ReactNode; autoAddBaseUrl?: boolean };

export default function Link({ to, href, autoAddBaseUrl = true, children, ...rest }: LinkProps) {
  const target = to ?? href ?? '';
  const external = isExternal(target);
  const resolved = useBaseUrl(target);
  const url = external || !autoAddBaseUrl ? target : resolved;
  const newTab = external && !target.startsWith('mailto:') && !target.startsWith('tel:');
  return (
    <a href={url} {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })} {...rest}>
      {children}
    </a>
  );
}
