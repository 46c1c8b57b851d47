// `@theme/Footer/LinkItem`: one footer link: a site path (`to`, under the baseUrl), another site
// (`href`, in a new tab), or the item's own `html`.
import type { FooterLinkItemProps } from 'hubgen/theme';
import { withBase } from 'hubgen/link';

export default function FooterLinkItem({ item }: FooterLinkItemProps) {
  if (item.html) return <span className={['footer__link', item.className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: item.html }} />;
  const external = !item.to && Boolean(item.href && /^[a-z]+:/i.test(item.href));
  return (
    <a className={['footer__link', item.className].filter(Boolean).join(' ')} href={withBase(item.to ?? item.href)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {item.label}
    </a>
  );
}
