// `@theme/Footer/Links/Simple`: one row of links, with no titles.
import type { FooterLinksSimpleProps } from '../theme-props.ts';
import FooterLinkItem from './FooterLinkItem.tsx';

export default function FooterLinksSimple({ links }: FooterLinksSimpleProps) {
  return (
    <div className="footer__links">
      <div className="footer__col">
        <ul className="footer__items">
          {links.map((item, i) => (
            <li key={i}>
              <FooterLinkItem item={item} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
