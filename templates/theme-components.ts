// The one list of the theme's components, named as Docusaurus names them: what `@theme/<Name>`
// and `@theme-original/<Name>` resolve to (cli/bundle/theme-modules.ts), what a site's
// `src/theme/<Name>` replaces, what `hubgen swizzle <Name>` writes (cli/commands/swizzle/swizzle.ts), and the
// README's "Component overrides" table (test/unit/bundle/theme-components.test.ts checks it).
// Declared here, once; the build reads it (the dependency rules let cli/ import this file and
// nothing else of templates/ as a value), so it imports nothing but types.

export interface ThemeComponent {
  /** Docusaurus's name: `@theme/<name>`, `src/theme/<name>.tsx` or `src/theme/<name>/index.tsx`. */
  readonly name: string;
  /** hubgen's version: a file of templates/. */
  readonly file: string;
  /** The export of `file` that is the component: `default`, or its named export. */
  readonly exportName: string;
  /** Its props type, exported from `hubgen/theme` (templates/theme-props.ts). */
  readonly props: string;
  /**
   * `layout`: hubgen's own layout renders it, so a site's override replaces it on every page.
   * `import`: provided for the site's own pages, MDX and components to import; an override applies
   * where they import it (hubgen's layout draws that part another way, or not at all).
   */
  readonly use: 'layout' | 'import';
  /**
   * Its source is one self-contained file (it imports only `react` and public modules,
   * `@theme/*`, `@docusaurus/*`): `hubgen swizzle <Name> --eject` copies it into the site.
   */
  readonly eject: boolean;
  /** What the module's default export is: a component (the most), an object (a map of components), a hook. */
  readonly kind: 'component' | 'object' | 'hook';
  /** What hubgen gives under this name, and where (the README's table). */
  readonly gives: string;
  /** hubgen's earlier names for it, still read from src/theme/ and accepted by `swizzle`. */
  readonly aliases?: readonly string[];
}

type Entry = Omit<ThemeComponent, 'use' | 'exportName' | 'eject' | 'kind'> & Partial<Pick<ThemeComponent, 'exportName' | 'eject' | 'kind'>>;

/** Rendered by hubgen's layout: an override replaces it everywhere. */
const layout = (c: Entry): ThemeComponent => ({ exportName: 'default', eject: false, kind: 'component', ...c, use: 'layout' });
/** Provided for the site's imports. */
const provided = (c: Entry): ThemeComponent => ({ exportName: 'default', eject: false, kind: 'component', ...c, use: 'import' });

export const THEME_COMPONENTS: readonly ThemeComponent[] = [
  // The shell, around every page.
  layout({ name: 'AnnouncementBar', file: 'layout/AnnouncementBar.tsx', exportName: 'AnnouncementBar', props: 'AnnouncementBarProps', gives: "the config's `announcementBar`, above the navbar" }),
  layout({ name: 'Navbar', file: 'navbar/Navbar.tsx', exportName: 'Navbar', props: 'NavbarProps', gives: 'the top bar of every page: brand, items, colour-mode toggle, the phone menu' }),
  layout({ name: 'SearchBar', file: 'search/SearchBox.tsx', exportName: 'SearchBox', props: 'SearchBarProps', aliases: ['SearchBox'], gives: "hubgen's search box, in the navbar and in the phone menu" }),
  layout({ name: 'Footer', file: 'footer/Footer.tsx', exportName: 'Footer', props: 'FooterProps', gives: "the config's footer, below every page, made of the five parts below" }),
  layout({ name: 'Footer/Layout', file: 'footer/FooterLayout.tsx', props: 'FooterLayoutProps', eject: true, gives: "the footer's frame: its `links`, `logo` and `copyright`, in its `style`" }),
  layout({ name: 'Footer/Links', file: 'footer/FooterLinks.tsx', props: 'FooterLinksProps', gives: 'columns of links, or one row of links' }),
  layout({ name: 'Footer/Links/MultiColumn', file: 'footer/FooterLinksMultiColumn.tsx', props: 'FooterLinksMultiColumnProps', gives: 'a column per group of links, under its title' }),
  layout({ name: 'Footer/Links/Simple', file: 'footer/FooterLinksSimple.tsx', props: 'FooterLinksSimpleProps', gives: 'one row of links' }),
  layout({ name: 'Footer/LinkItem', file: 'footer/FooterLinkItem.tsx', props: 'FooterLinkItemProps', eject: true, gives: 'one link: `to` under the baseUrl, `href` in a new tab, or its `html`' }),
  layout({ name: 'Footer/Logo', file: 'footer/FooterLogo.tsx', props: 'FooterLogoProps', eject: true, gives: "the config's `footer.logo`" }),
  layout({ name: 'Footer/Copyright', file: 'footer/FooterCopyright.tsx', props: 'FooterCopyrightProps', eject: true, gives: "the config's `footer.copyright` (HTML, as Docusaurus takes it)" }),
  layout({ name: 'Root', file: 'docusaurus/Root.tsx', props: 'RootProps', eject: true, gives: 'its children: the one component above every page, never unmounted (a site puts its providers there)' }),
  layout({ name: 'NotFound', file: 'pages/NotFound.tsx', props: 'NotFoundProps', gives: 'the page for an unknown path (status 404)' }),
  layout({ name: 'NotFound/Content', file: 'pages/NotFoundContent.tsx', props: 'NotFoundContentProps', gives: 'what that page says, with a link home' }),
  // The blog (templates/blog/), as Docusaurus names its parts.
  layout({ name: 'BlogPostPage', file: 'blog/BlogPostPage.tsx', exportName: 'BlogPostPage', props: 'BlogPostPageProps', gives: "the page of one blog post: its layout, the post, the newer and older links, its table of contents" }),
  layout({ name: 'BlogLayout', file: 'blog/BlogLayout.tsx', exportName: 'BlogLayout', props: 'BlogLayoutProps', gives: "the blog's frame: the sidebar of recent posts beside the page" }),
  layout({ name: 'BlogSidebar', file: 'blog/BlogSidebar.tsx', exportName: 'BlogSidebar', props: 'BlogSidebarProps', gives: "the blog's sidebar: its title and recent posts" }),
  layout({ name: 'BlogPostItem', file: 'blog/BlogPostItem.tsx', exportName: 'BlogPostItem', props: 'BlogPostItemProps', gives: "one post: title, date, reading time, authors, content or excerpt, tags" }),
  layout({ name: 'BlogPostItems', file: 'blog/BlogPostItems.tsx', exportName: 'BlogPostItems', props: 'BlogPostItemsProps', gives: "the posts of a list page, each with its excerpt" }),
  layout({ name: 'BlogAuthor', file: 'blog/BlogAuthor.tsx', exportName: 'BlogAuthor', props: 'BlogAuthorProps', gives: "one author: image, name (linked), title" }),
  layout({ name: 'BlogPostPaginator', file: 'blog/BlogPostPaginator.tsx', exportName: 'BlogPostPaginator', props: 'BlogPostPaginatorProps', gives: "a post's newer and older links" }),
  layout({ name: 'BlogListPaginator', file: 'blog/BlogListPaginator.tsx', exportName: 'BlogListPaginator', props: 'BlogListPaginatorProps', gives: "a list page's newer and older pages" }),
  // MDX content.
  layout({ name: 'MDXComponents', file: 'mdx/MDXComponents.tsx', props: 'MDXComponentsObject', kind: 'object', gives: "the map MDX renders elements with (`a`, `img`, `pre`, `table`, `Head`, `Details`); a site's map makes its own components usable in every doc and page without an import" }),
  layout({ name: 'MDXComponents/A', file: 'mdx/parts/A.tsx', props: 'MDXAProps', gives: 'a link of MDX content: the baseUrl in front, another site in a new tab' }),
  layout({ name: 'MDXComponents/Img', file: 'mdx/parts/Img.tsx', props: 'MDXImgProps', gives: 'an image of MDX content, under the baseUrl' }),
  layout({ name: 'MDXComponents/Pre', file: 'mdx/parts/Pre.tsx', props: 'MDXPreProps', gives: 'a `<pre>` of MDX content in the code frame (fenced blocks are highlighted at build time)' }),
  provided({ name: 'MDXComponents/Code', file: 'mdx/parts/simple.tsx', exportName: 'MDXCode', props: 'MDXCodeProps', gives: "`<code>`, for a site's own MDX map (hubgen's MDX draws inline code as HTML)" }),
  provided({ name: 'MDXComponents/Details', file: 'mdx/parts/simple.tsx', exportName: 'MDXDetails', props: 'MDXDetailsProps', gives: "`Details`, for a site's own MDX map" }),
  provided({ name: 'MDXComponents/Ul', file: 'mdx/parts/simple.tsx', exportName: 'MDXUl', props: 'MDXUlProps', gives: "`<ul>`, for a site's own MDX map (hubgen's MDX draws lists as HTML)" }),
  provided({ name: 'MDXComponents/Li', file: 'mdx/parts/simple.tsx', exportName: 'MDXLi', props: 'MDXLiProps', gives: "`<li>`, for a site's own MDX map" }),
  provided({ name: 'MDXComponents/Heading', file: 'mdx/parts/simple.tsx', exportName: 'MDXHeading', props: 'MDXHeadingProps', gives: "`Heading`, for a site's own MDX map (hubgen compiles headings' ids and anchors at build time)" }),
  // Docs.
  layout({ name: 'DocItem/Footer', file: 'docs/DocItemFooter.tsx', props: 'DocItemFooterProps', gives: "under a doc: EditThisPage and LastUpdated" }),
  layout({ name: 'EditThisPage', file: 'docs/EditThisPage.tsx', props: 'EditThisPageProps', eject: true, gives: "the link to the doc's source (`editUrl`)" }),
  layout({ name: 'LastUpdated', file: 'docs/LastUpdated.tsx', props: 'LastUpdatedProps', eject: true, gives: '"Last updated on … by …" (front matter `last_update`)' }),
  layout({ name: 'DocItem/Paginator', file: 'docs/DocItemPaginator.tsx', props: 'DocItemPaginatorProps', gives: "the doc's previous and next pages, through DocPaginator" }),
  layout({ name: 'DocPaginator', file: 'docs/DocPaginator.tsx', props: 'DocPaginatorProps', eject: true, gives: 'links to the `previous` and `next` docs' }),
  layout({ name: 'DocCardList', file: 'docs/DocCardList.tsx', props: 'DocCardListProps', gives: "a card per item (`items`), by default the items of the sidebar category the page is in; a generated index's cards" }),
  layout({ name: 'DocCard', file: 'docs/DocCard.tsx', props: 'DocCardProps', gives: "one card: the item's label, its description or its number of items" }),
  provided({ name: 'DocCategoryGeneratedIndexPage', file: 'docs/GeneratedIndexPage.tsx', props: 'NoProps', gives: "a category's generated index, the route's own module (override DocCardList or DocCard to change its cards)" }),
  // Icons.
  provided({ name: 'Icon/Arrow', file: 'docusaurus/Icon/Arrow.tsx', props: 'IconProps', eject: true, gives: 'the arrow of a collapsible item (pointing right; rotate it with CSS)' }),
  provided({ name: 'Icon/Close', file: 'docusaurus/Icon/Close.tsx', props: 'IconProps', eject: true, gives: 'a cross, for close buttons' }),
  provided({ name: 'Icon/Copy', file: 'docusaurus/Icon/Copy.tsx', props: 'IconProps', eject: true, gives: 'two sheets, for copy buttons' }),
  provided({ name: 'Icon/DarkMode', file: 'docusaurus/Icon/DarkMode.tsx', props: 'IconProps', eject: true, gives: 'a crescent moon, for dark mode' }),
  provided({ name: 'Icon/Edit', file: 'docusaurus/Icon/Edit.tsx', props: 'IconProps', eject: true, gives: 'a pencil, for "Edit this page"' }),
  provided({ name: 'Icon/ExternalLink', file: 'docusaurus/Icon/ExternalLink.tsx', props: 'IconProps', eject: true, gives: 'an arrow out of a box, after links to other sites' }),
  provided({ name: 'Icon/Home', file: 'docusaurus/Icon/Home.tsx', props: 'IconProps', eject: true, gives: 'a house, for the home breadcrumb' }),
  provided({ name: 'Icon/Language', file: 'docusaurus/Icon/Language.tsx', props: 'IconProps', eject: true, gives: 'a globe, for the locale menu' }),
  provided({ name: 'Icon/LightMode', file: 'docusaurus/Icon/LightMode.tsx', props: 'IconProps', eject: true, gives: 'a sun, for light mode' }),
  provided({ name: 'Icon/Menu', file: 'docusaurus/Icon/Menu.tsx', props: 'IconProps', eject: true, gives: "three bars, for the phone menu's toggle" }),
  provided({ name: 'Icon/Success', file: 'docusaurus/Icon/Success.tsx', props: 'IconProps', eject: true, gives: 'a check mark, for "copied"' }),
  provided({ name: 'Icon/SystemColorMode', file: 'docusaurus/Icon/SystemColorMode.tsx', props: 'IconProps', eject: true, gives: "a screen, for the system's colour mode" }),
  provided({ name: 'Icon/WordWrap', file: 'docusaurus/Icon/WordWrap.tsx', props: 'IconProps', eject: true, gives: 'wrapped lines, for the word-wrap button' }),
  provided({ name: 'Icon/Socials/Bluesky', file: 'docusaurus/Icon/Socials/Bluesky.tsx', props: 'IconProps', eject: true, gives: "the Bluesky link of an author's socials: a monogram of the network (hubgen draws no brand logos)" }),
  provided({ name: 'Icon/Socials/Default', file: 'docusaurus/Icon/Socials/Default.tsx', props: 'IconProps', eject: true, gives: "a link of an author's socials to a site it does not know: a monogram" }),
  provided({ name: 'Icon/Socials/Email', file: 'docusaurus/Icon/Socials/Email.tsx', props: 'IconProps', eject: true, gives: "the Email link of an author's socials: a monogram of the network (hubgen draws no brand logos)" }),
  provided({ name: 'Icon/Socials/GitHub', file: 'docusaurus/Icon/Socials/GitHub.tsx', props: 'IconProps', eject: true, gives: "the GitHub link of an author's socials: a monogram of the network (hubgen draws no brand logos)" }),
  provided({ name: 'Icon/Socials/Instagram', file: 'docusaurus/Icon/Socials/Instagram.tsx', props: 'IconProps', eject: true, gives: "the Instagram link of an author's socials: a monogram of the network (hubgen draws no brand logos)" }),
  provided({ name: 'Icon/Socials/LinkedIn', file: 'docusaurus/Icon/Socials/LinkedIn.tsx', props: 'IconProps', eject: true, gives: "the LinkedIn link of an author's socials: a monogram of the network (hubgen draws no brand logos)" }),
  provided({ name: 'Icon/Socials/Mastodon', file: 'docusaurus/Icon/Socials/Mastodon.tsx', props: 'IconProps', eject: true, gives: "the Mastodon link of an author's socials: a monogram of the network (hubgen draws no brand logos)" }),
  provided({ name: 'Icon/Socials/StackOverflow', file: 'docusaurus/Icon/Socials/StackOverflow.tsx', props: 'IconProps', eject: true, gives: "the StackOverflow link of an author's socials: a monogram of the network (hubgen draws no brand logos)" }),
  provided({ name: 'Icon/Socials/Threads', file: 'docusaurus/Icon/Socials/Threads.tsx', props: 'IconProps', eject: true, gives: "the Threads link of an author's socials: a monogram of the network (hubgen draws no brand logos)" }),
  provided({ name: 'Icon/Socials/Twitch', file: 'docusaurus/Icon/Socials/Twitch.tsx', props: 'IconProps', eject: true, gives: "the Twitch link of an author's socials: a monogram of the network (hubgen draws no brand logos)" }),
  provided({ name: 'Icon/Socials/Twitter', file: 'docusaurus/Icon/Socials/Twitter.tsx', props: 'IconProps', eject: true, gives: "the Twitter link of an author's socials: a monogram of the network (hubgen draws no brand logos)" }),
  provided({ name: 'Icon/Socials/X', file: 'docusaurus/Icon/Socials/X.tsx', props: 'IconProps', eject: true, gives: "the X link of an author's socials: a monogram of the network (hubgen draws no brand logos)" }),
  provided({ name: 'Icon/Socials/YouTube', file: 'docusaurus/Icon/Socials/YouTube.tsx', props: 'IconProps', eject: true, gives: "the YouTube link of an author's socials: a monogram of the network (hubgen draws no brand logos)" }),
  // For pages and MDX.
  provided({ name: 'Layout', file: 'docusaurus/Layout.tsx', props: 'LayoutProps', gives: "a page's frame: its `title` and `description` become the page's; hubgen's shell draws the navbar and footer around every page" }),
  provided({ name: 'Heading', file: 'docusaurus/Heading.tsx', props: 'HeadingProps', gives: 'the heading with its id and "Direct link" anchor' }),
  provided({ name: 'Tabs', file: 'docusaurus/Tabs.tsx', props: 'TabsProps', gives: 'tabs, with `groupId` (synced and remembered), `queryString`, `lazy`' }),
  provided({ name: 'TabItem', file: 'docusaurus/TabItem.tsx', props: 'TabItemProps', gives: 'one tab of `Tabs`' }),
  provided({ name: 'CodeBlock', file: 'docusaurus/CodeBlock.tsx', props: 'CodeBlockProps', gives: 'code written in JSX, in the frame of fenced blocks (which hubgen highlights at build time)' }),
  provided({ name: 'Admonition', file: 'docusaurus/Admonition.tsx', props: 'AdmonitionProps', gives: 'the box of `:::note` and its kin, for JSX (`:::` blocks are drawn at build time)' }),
  provided({ name: 'Seo', file: 'docusaurus/Seo.tsx', props: 'SeoProps', gives: "(Docusaurus 2) the page's `title` and `description`, as `PageMetadata` of @docusaurus/theme-common, which replaced it" }),
  provided({ name: 'TOCInline', file: 'docusaurus/TOCInline.tsx', props: 'TOCInlineProps', gives: "the page's headings as a list (`toc={toc}`)" }),
  provided({ name: 'ThemedImage', file: 'docusaurus/ThemedImage.tsx', props: 'ThemedImageProps', gives: 'the light or dark image, following the colour mode' }),
  provided({ name: 'Details', file: 'docusaurus/Details.tsx', props: 'DetailsProps', gives: 'a `<details>` with its `summary`' }),
  provided({ name: 'MDXContent', file: 'docusaurus/MDXContent.tsx', props: 'MDXContentProps', gives: 'its children' }),
  provided({ name: 'Mermaid', file: 'docusaurus/Mermaid.tsx', props: 'MermaidProps', gives: 'the diagram of its `value`, drawn in the browser' }),
  provided({ name: 'IdealImage', file: 'docusaurus/IdealImage.tsx', props: 'IdealImageProps', gives: "(@docusaurus/plugin-ideal-image) `<Image img={require('./photo.png')} alt=\"…\" />`: the image as a content-hashed file, lazily loaded (one size, no placeholder)" }),
  // Redocusaurus's theme.
  provided({ name: 'ApiSchema', file: 'docusaurus/ApiSchema.tsx', props: 'ApiPartProps', gives: "(Redocusaurus) the schema its `pointer` names, drawn by hubgen's reference" }),
  provided({ name: 'ApiOperation', file: 'docusaurus/ApiOperation.tsx', props: 'ApiPartProps', gives: "(Redocusaurus) the operation its `pointer` names, drawn by hubgen's reference" }),
  provided({ name: 'ApiDocMdx', file: 'docusaurus/ApiDocMdx.tsx', props: 'ApiPartProps', gives: '(Redocusaurus) the whole reference its `id` names' }),
  provided({ name: 'Redoc', file: 'docusaurus/Redoc.tsx', props: 'ApiPartProps', gives: '(Redocusaurus) the whole reference its `id` names' }),
  provided({ name: 'ApiDoc', file: 'docusaurus/ApiDoc.tsx', props: 'ApiPartProps', gives: '(Redocusaurus) the whole reference its `id` (or `specProps`) names' }),
  provided({ name: 'useSpecData', file: 'docusaurus/useSpecData.ts', props: 'NoProps', kind: 'hook', gives: '(Redocusaurus) a hook: `useSpecData(id)`, the `specProps` of `ApiDoc`' }),
];

/** The component of a name, or of an earlier hubgen name for it. */
export function themeComponent(name: string): ThemeComponent | undefined {
  return THEME_COMPONENTS.find((c) => c.name === name || c.aliases?.includes(name));
}

/**
 * Docusaurus's components hubgen has no part for (a name, and every name under it): a site's
 * override of one is reported as not used, with why.
 */
export const NOT_PROVIDED: readonly { readonly name: string; readonly why: string }[] = [
  ...['Blog', 'BlogArchivePage', 'BlogAuthorsListPage', 'BlogAuthorsPostsPage', 'BlogListPage', 'BlogTagsListPage', 'BlogTagsPostsPage'].map((name) => ({
    name,
    why: "a page of Docusaurus's blog that hubgen's blog draws from the parts above (BlogLayout, BlogPostItems…): override those",
  })),
  { name: 'prism-include-languages', why: "hubgen highlights code at build time with highlight.js's grammars, not Prism in the browser" },
];
