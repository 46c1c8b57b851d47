// `@theme/Footer/Copyright`: the copyright line, as written in the config (HTML, as Docusaurus takes it).
import type { FooterCopyrightProps } from 'hubgen/theme';

export default function FooterCopyright({ copyright }: FooterCopyrightProps) {
  return <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;
}
