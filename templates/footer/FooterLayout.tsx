// `@theme/Footer/Layout`: the footer's frame: its links, then its logo and copyright line.
import type { FooterLayoutProps } from 'hubgen/theme';

export default function FooterLayout({ style, links, logo, copyright }: FooterLayoutProps) {
  return (
    <footer className={`footer footer--${style}`}>
      <div className="container footer__inner">
        {links}
        {logo}
        {copyright}
      </div>
    </footer>
  );
}
