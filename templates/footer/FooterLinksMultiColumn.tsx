// `@theme/Footer/Links/MultiColumn`: a column per group of links, under its title.
import type { FooterLinksMultiColumnProps } from '../theme-props.ts';
import FooterLinkItem from './FooterLinkItem.tsx';

export default function FooterLinksMultiColumn({ columns }: FooterLinksMultiColumnProps) {
  return (
    <div className="footer__links">
      {columns.map((column, i) => (
        <div className="footer__col" key={i}>
          {column.title && <h2 className="footer__title">{column.title}</h2>}
          <ul className="footer__items">
            {column.items.map((item, j) => (
              <li key={j}>
                <FooterLinkItem item={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
