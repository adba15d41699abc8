// Stand-in for `@docusaurus/Link`: an `<a>` whose `to` gets the site's base URL (as `useBaseUrl` adds it) and whose
// external targets open in a new tab with `noopener`, as Docusaurus's Link does. docgen's client router handles the
// click like any link of the page.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isExternal } from '../../shared/urls.ts';
import { readUrl } from '../../shared/url-reader.ts';
import useBaseUrl from './useBaseUrl.ts';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; children?: ReactNode; autoAddBaseUrl?: boolean };

export default function Link({ to, href, autoAddBaseUrl = true, children, ...rest }: LinkProps) {
  // As a browser reads it (./useBaseUrl.ts does too): spaces around a URL, and tabs and newlines in it, are no part of it.
  const target = readUrl(to ?? href ?? '').url;
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
