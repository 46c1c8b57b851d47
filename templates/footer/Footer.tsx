// The site footer: link columns (or one row of flat links) and the copyright line.
import site from 'hubgen:site-data';
import type { FooterLinkData } from '../types.ts';
import { withBase } from '../app/base-url.ts';

export function Footer() {
  const { footer } = site;
  if (footer.columns.length === 0 && !footer.copyright) return null;
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="container footer__inner">
        <div className="footer__links">
          {footer.columns.map((column, i) => (
            <div className="footer__col" key={i}>
              {column.title && <h2 className="footer__title">{column.title}</h2>}
              <ul className="footer__items">
                {column.items.map((link, j) => (
                  <li key={j}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {footer.copyright && <div className="footer__copyright">{footer.copyright}</div>}
      </div>
    </footer>
  );
}

function FooterLink({ link }: { link: FooterLinkData }) {
  const external = !link.to && Boolean(link.href && /^[a-z]+:/i.test(link.href));
  return (
    <a className="footer__link" href={withBase(link.to ?? link.href)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}
    </a>
  );
}
