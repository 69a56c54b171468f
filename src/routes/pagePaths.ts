/**
 * The paths of the console's own pages (pages.ts) and what an address opens, without imports: the build
 * reads them too (build/startupChunks.ts asks from the HTML for the start-up code the opened address will need).
 */
export const PAGE_PATHS = {
  signin: '/signin',
  processing: '/processing',
  joinOrganization: '/joinOrganization',
  notMe: '/notMe',
  apps: '/apps',
  opa: '/opa',
  myAccount: '/my-account',
  notFound: '/default',
} as const;

/** The pages a visitor opens without the admin app: they render in the visitors' app (src/VisitorApp.tsx). */
export const VISITOR_PATHS: string[] = [
  PAGE_PATHS.signin,
  PAGE_PATHS.processing,
  PAGE_PATHS.joinOrganization,
  PAGE_PATHS.notMe,
];

/** Whether `pathname` is `path` or below it (/users/12 is below /users), ignoring case as react-router does. */
export function isAtOrBelow(path: string, pathname: string): boolean {
  const at = pathname.toLowerCase();
  const base = path.toLowerCase();
  return at === base || at.startsWith(base.endsWith('/') ? base : `${base}/`);
}

/** What an address opens: a visitor's page, a page of the console's own (or the root), or a resource's page. */
export type PageKind = 'visitor' | 'page' | 'resource';

/**
 * What `pathname` opens. It uses nothing but its arguments: the build writes it, with isAtOrBelow, into
 * index.html (build/startupChunks.ts), so that the HTML and start-up (pageKind, src/main.tsx) decide alike.
 */
export function pageKindOf(
  pathname: string,
  visitorPaths: readonly string[],
  pagePaths: readonly string[],
  atOrBelow: (path: string, pathname: string) => boolean,
): PageKind {
  const under = (path: string) => atOrBelow(path, pathname);
  if (visitorPaths.some(under)) return 'visitor';
  return pathname === '/' || pagePaths.some(under) ? 'page' : 'resource';
}

export const pageKind = (pathname: string): PageKind =>
  pageKindOf(pathname, VISITOR_PATHS, Object.values(PAGE_PATHS), isAtOrBelow);
