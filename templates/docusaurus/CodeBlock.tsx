// `@theme/CodeBlock`: <CodeBlock language="js" title="app.js" showLineNumbers>{code}</CodeBlock>,
// for code built in JSX. Highlighting happens at build time for fenced blocks; here the code is
// shown as written, in the same frame as fenced blocks (with the copy button).
import type { ReactNode } from 'react';
import { CodeBlock as Frame } from '../mdx/components.tsx';

interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
}

export default function CodeBlock({ children, language, className, title, showLineNumbers }: CodeBlockProps) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  const text = typeof children === 'string' ? children.replace(/\n$/, '') : children;
  const lines = typeof text === 'string' && showLineNumbers ? text.split('\n') : undefined;
  return (
    <div className="code-block-titled">
      {title && <div className="code-block__title">{title}</div>}
      <Frame>
        <code className={lang ? `language-${lang}` : undefined}>
          {lines
            ? lines.map((line, i) => (
                <span key={i} className="code-line code-line--numbered">
                  {line}
                  {'\n'}
                </span>
              ))
            : text}
        </code>
      </Frame>
    </div>
  );
}
