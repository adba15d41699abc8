import type { FooterLink, SiteData } from '../shared/site.ts';
import { Logo } from './Logo.tsx';
import { ExternalIcon } from './Navbar.tsx';

function FooterAnchor({ link }: { link: FooterLink }) {
  return (
    <a className="footer-link" href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}
      {link.external && <ExternalIcon />}
    </a>
  );
}

export function Footer({ footer }: { footer: NonNullable<SiteData['footer']> }) {
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-inner">
        {footer.style === 'links' ? (
          <div className="footer-columns">
            {footer.columns.map((column) => (
              <div className="footer-column" key={column.title}>
                <p className="footer-column-title">{column.title}</p>
                <ul>
                  {column.items.map((link) => (
                    <li key={link.label}>
                      <FooterAnchor link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : (
          footer.links.length > 0 && (
            <ul className="footer-row">
              {footer.links.map((link) => (
                <li key={link.label}>
                  <FooterAnchor link={link} />
                </li>
              ))}
            </ul>
          )
        )}
        <div className="footer-bottom">
          {footer.logo &&
            (footer.logo.href ? (
              <a href={footer.logo.href} className="footer-logo">
                <Logo logo={footer.logo} />
              </a>
            ) : (
              <span className="footer-logo">
                <Logo logo={footer.logo} />
              </span>
            ))}
          {footer.copyright && <p className="footer-copyright">{footer.copyright}</p>}
        </div>
      </div>
    </footer>
  );
}
