// `@theme/Footer/Logo`: the footer's logo (the config's `footer.logo`), a link when it has an `href`.
import type { FooterLogoProps } from 'hubgen/theme';
import { withBase } from 'hubgen/link';

export default function FooterLogo({ logo }: FooterLogoProps) {
  const image = <img className="footer__logo" src={withBase(logo.src)} alt={logo.alt ?? ''} width={logo.width} height={logo.height ?? 40} />;
  return <div className="footer__brand">{logo.href ? <a href={withBase(logo.href)}>{image}</a> : image}</div>;
}
