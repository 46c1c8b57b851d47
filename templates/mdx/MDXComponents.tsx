// `@theme/MDXComponents`: the components MDX content renders its elements with. A site's override
// (`src/theme/MDXComponents.js`, often `{ ...MDXComponents, Highlight }`) replaces this map for every
// doc and page, so its own components are usable in MDX without an import, as in Docusaurus. The
// components hubgen's compiled MDX needs (mdx/components.tsx mdxInternals) are added after it, so a
// site's map cannot drop them.
import A from './parts/A.tsx';
import Img from './parts/Img.tsx';
import Pre from './parts/Pre.tsx';
import { Table } from './components.tsx';
import Details from '../docusaurus/Details.tsx';
import Head from '../docusaurus/Head.tsx';

// `Head` and `Details` are usable without an import, as in Docusaurus (`:::` admonitions and ```mermaid
// blocks are compiled at build time, so their keys have no use here).
const MDXComponents = { a: A, img: Img, pre: Pre, table: Table, Head, Details };

export default MDXComponents;
