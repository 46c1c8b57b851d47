// The props of the theme's components (theme-components.ts), as a site's override receives them:
// published to sites as `hubgen/theme` (package.json `exports`), so an override written in
// TypeScript is checked against what the theme passes. Named and shaped as Docusaurus's
// `@theme/<Name>` Props where Docusaurus has the component, so an override written for Docusaurus
// reads the same props here. Types only: nothing here runs.
import type { ComponentProps, ReactNode } from 'react';
import type { PageLink, RouteData } from './types.ts';
import type { BlogAuthor, BlogInfo, BlogListItem, BlogPagination, BlogPostRouteProps, BlogPostSummary, BlogSidebarData } from './blog/types.ts';

/** A component that takes no props. */
export type NoProps = Record<string, never>;

// ---- The shell: rendered by hubgen's layout on every page ----

export interface AnnouncementBarProps {}
export interface FooterProps {}

/** A footer link, as Docusaurus's `FooterLinkItem`: a site path (`to`), a URL (`href`), or raw `html`. */
export interface FooterLinkItem {
  readonly label?: string;
  readonly to?: string;
  readonly href?: string;
  readonly html?: string;
  readonly className?: string;
}
export interface FooterColumn {
  readonly title?: string | null;
  readonly items: readonly FooterLinkItem[];
}
export interface FooterLogo {
  readonly src: string;
  readonly alt?: string;
  readonly href?: string;
  readonly srcDark?: string;
  readonly width?: string | number;
  readonly height?: string | number;
}
export interface FooterLayoutProps {
  readonly style: 'light' | 'dark';
  readonly links: ReactNode;
  readonly logo: ReactNode;
  readonly copyright: ReactNode;
}
export interface FooterLinksProps {
  /** Columns (each with `items`), or one row of links. */
  readonly links: readonly (FooterColumn | FooterLinkItem)[];
}
export interface FooterLinksMultiColumnProps {
  readonly columns: readonly FooterColumn[];
}
export interface FooterLinksSimpleProps {
  readonly links: readonly FooterLinkItem[];
}
export interface FooterLinkItemProps {
  readonly item: FooterLinkItem;
}
export interface FooterLogoProps {
  readonly logo: FooterLogo;
}
export interface FooterCopyrightProps {
  readonly copyright: string;
}
export interface NavbarProps {
  /** The page's route data (path, title, kind and its props). */
  readonly route: RouteData;
}
export interface SearchBarProps {
  /** The phone menu's copy (it takes the menu's full width). */
  readonly mobile?: boolean;
  /** Called once a result is chosen (the phone menu closes). */
  readonly onNavigate?: () => void;
}

export interface RootProps {
  readonly children?: ReactNode;
}

// ---- MDX content ----

/** `@theme/MDXComponents`: HTML element or component name → the component MDX renders it with. */
export type MDXComponentsObject = Record<string, unknown>;
export type MDXAProps = ComponentProps<'a'>;
export type MDXImgProps = ComponentProps<'img'>;
export type MDXPreProps = ComponentProps<'pre'>;
export type MDXCodeProps = ComponentProps<'code'>;
export type MDXDetailsProps = ComponentProps<'details'> & { readonly summary?: ReactNode };
export type MDXUlProps = ComponentProps<'ul'>;
export type MDXLiProps = ComponentProps<'li'>;
export type MDXHeadingProps = ComponentProps<'h2'> & { readonly as: HeadingType };

export interface NotFoundProps {}
export interface NotFoundContentProps {
  readonly className?: string;
}

// ---- Docs ----

/** A sidebar item, as Docusaurus's `PropSidebarItem` (what `useDocsSidebar()` and DocCardList hand out). */
export type PropSidebarItem =
  | { readonly type: 'link'; readonly label: string; readonly href: string; readonly docId?: string; readonly description?: string; readonly unlisted?: boolean; readonly className?: string; readonly customProps?: Record<string, unknown> }
  | {
      readonly type: 'category';
      readonly label: string;
      readonly href?: string;
      readonly items: PropSidebarItem[];
      readonly collapsed: boolean;
      readonly collapsible: boolean;
      readonly description?: string;
      readonly unlisted?: boolean;
      readonly className?: string;
      readonly customProps?: Record<string, unknown>;
    }
  | { readonly type: 'html'; readonly value: string; readonly className?: string; readonly defaultStyle?: boolean; readonly unlisted?: undefined; readonly href?: undefined };

export interface DocCardListProps {
  /** The cards; none: the items of the sidebar category the page is in (or is the page of). */
  readonly items?: PropSidebarItem[];
  readonly className?: string;
}
export interface DocCardProps {
  readonly item: PropSidebarItem;
}

/** Every `@theme/Icon/*`: an inline SVG, sized by width and height, coloured by the text. */
export type IconProps = ComponentProps<'svg'>;

export interface DocItemFooterProps {}
export interface DocItemPaginatorProps {}
export interface EditThisPageProps {
  readonly editUrl: string;
}
export interface LastUpdatedProps {
  /** When, in milliseconds since 1970. */
  readonly lastUpdatedAt?: number | null;
  readonly lastUpdatedBy?: string | null;
  /** The date as words (hubgen's build writes it); else formatted from `lastUpdatedAt`. */
  readonly dateText?: string;
}
export interface PropNavigationLink {
  readonly title: string;
  readonly permalink: string;
}
export interface DocPaginatorProps {
  readonly previous?: PropNavigationLink;
  readonly next?: PropNavigationLink;
  readonly className?: string;
}

// ---- Provided for a site's pages and MDX to import ----

export interface LayoutProps {
  readonly children?: ReactNode;
  /** The page's <title> (before ' | <site title>'). */
  readonly title?: string;
  /** The page's meta description. */
  readonly description?: string;
  readonly noFooter?: boolean;
  readonly wrapperClassName?: string;
}

export interface TabsProps {
  readonly children: ReactNode;
  readonly values?: { value: string; label?: string }[];
  readonly defaultValue?: string | null;
  readonly groupId?: string;
  readonly queryString?: boolean | string;
  readonly className?: string;
  readonly lazy?: boolean;
}

export interface TabItemProps {
  readonly children?: ReactNode;
  readonly value: string;
  readonly label?: string;
  readonly default?: boolean;
  readonly attributes?: Record<string, unknown>;
  readonly className?: string;
}

export interface CodeBlockProps {
  readonly children?: ReactNode;
  readonly language?: string;
  readonly className?: string;
  readonly title?: ReactNode;
  readonly showLineNumbers?: boolean;
  readonly metastring?: string;
}

export interface AdmonitionProps {
  readonly type?: string;
  readonly title?: ReactNode;
  readonly icon?: ReactNode;
  readonly children?: ReactNode;
  readonly className?: string;
}

/** A heading of the page's table of contents, as Docusaurus's TOCItem. */
export interface TOCItem {
  readonly value: string;
  readonly id: string;
  readonly level: number;
}

/** Docusaurus 2's `@theme/Seo`, which `PageMetadata` of @docusaurus/theme-common replaced. */
export interface SeoProps {
  readonly title?: string;
  readonly description?: string;
  readonly keywords?: string | readonly string[];
  readonly image?: string;
  readonly children?: ReactNode;
}

export interface TOCInlineProps {
  readonly toc: readonly TOCItem[];
  readonly minHeadingLevel?: number;
  readonly maxHeadingLevel?: number;
}

export type ThemedImageProps = Omit<ComponentProps<'img'>, 'src'> & { readonly sources: { readonly light: string; readonly dark: string } };
export type DetailsProps = ComponentProps<'details'> & { readonly summary?: ReactNode };
export type HeadingType = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type HeadingProps = ComponentProps<HeadingType> & { readonly as: HeadingType };
export interface MDXContentProps {
  readonly children?: ReactNode;
}
export interface MermaidProps {
  readonly value: string;
}
/** @docusaurus/plugin-ideal-image's `img`: a URL, an imported image, or the plugin's `{ src: { src } }`. */
export type IdealImageSource = string | { default?: string; src?: string | { src?: string }; preSrc?: string };
export type IdealImageProps = { readonly img: IdealImageSource; readonly alt?: string } & Omit<ComponentProps<'img'>, 'src'>;

/** Redocusaurus's components: an operation, a schema or a whole reference of the site's APIs. */
export interface ApiPartProps {
  /** The API's id in the site config (Redocusaurus's spec id). */
  readonly id?: string;
  /** `#/paths/~1pets/get` or `#/components/schemas/Pet` (Redocusaurus's pointer). */
  readonly pointer?: string;
  readonly example?: boolean;
  readonly specProps?: { readonly id: string };
}

/** The blog's parts (templates/blog/). */
export interface BlogPostPageProps {
  readonly props: BlogPostRouteProps;
  readonly children: ReactNode;
}
export interface BlogLayoutProps {
  readonly blog: BlogInfo;
  readonly toc?: ReactNode;
  readonly children: ReactNode;
}
export interface BlogSidebarProps {
  readonly sidebar: BlogSidebarData;
}
export interface BlogPostItemProps {
  readonly post: BlogPostSummary;
  readonly isPage: boolean;
  readonly children: ReactNode;
}
export interface BlogPostItemsProps {
  readonly items: BlogListItem[];
  /** Each post's excerpt component, by post id, for the posts whose excerpt runs code. */
  readonly excerpts?: Record<string, unknown>;
}
export interface BlogAuthorProps {
  readonly author: BlogAuthor;
  readonly size?: 'small' | 'large';
  readonly as?: 'span' | 'h1' | 'h2';
}
export interface BlogPostPaginatorProps {
  readonly newer?: PageLink;
  readonly older?: PageLink;
}
export interface BlogListPaginatorProps {
  readonly pagination: BlogPagination;
}
