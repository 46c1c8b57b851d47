// `@theme/Footer`: the site footer, as Docusaurus composes it: the link columns (or one row of links),
// the logo and the copyright line, laid out by Footer/Layout. Each part is a theme component of its
// own, so a site overrides one part (`src/theme/Footer/Copyright.js`) and keeps the rest.
import { useThemeConfig } from '../docusaurus/theme-common.ts';
import FooterLayout from './FooterLayout.tsx';
import FooterLinks from './FooterLinks.tsx';
import FooterLogo from './FooterLogo.tsx';
import FooterCopyright from './FooterCopyright.tsx';

export function Footer() {
  const { footer } = useThemeConfig();
  if (!footer) return null;
  const { style, links, logo, copyright } = footer;
  return (
    <FooterLayout
      style={style}
      links={links.length > 0 && <FooterLinks links={links} />}
      logo={logo && <FooterLogo logo={logo} />}
      copyright={copyright && <FooterCopyright copyright={copyright} />}
    />
  );
}
