// `@theme/Footer/Links`: columns of links when the config gives columns (each with `items`), else
// one row of links.
import type { FooterColumn, FooterLinkItem, FooterLinksProps } from '../theme-props.ts';
import FooterLinksMultiColumn from './FooterLinksMultiColumn.tsx';
import FooterLinksSimple from './FooterLinksSimple.tsx';

const isColumn = (link: FooterColumn | FooterLinkItem): link is FooterColumn => 'items' in link;

export default function FooterLinks({ links }: FooterLinksProps) {
  return links.every(isColumn) ? <FooterLinksMultiColumn columns={links as FooterColumn[]} /> : <FooterLinksSimple links={links.filter((l) => !isColumn(l)) as FooterLinkItem[]} />;
}
