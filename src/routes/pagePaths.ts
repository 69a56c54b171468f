/**
 * The paths of the console's own pages (pages.ts), as plain data without imports: the build reads them
 * too (vite.chunks.ts asks from the HTML for the start-up code the opened address will need).
 */
export const PAGE_PATHS = {
  signin: '/signin',
  processing: '/processing',
  joinOrganization: '/joinOrganization',
  apps: '/apps',
  opa: '/opa',
  myAccount: '/my-account',
  notFound: '/default',
} as const;

/** The pages a visitor opens without the admin app: they render in the visitors' app (src/VisitorApp.tsx). */
export const VISITOR_PATHS: string[] = [PAGE_PATHS.signin, PAGE_PATHS.processing, PAGE_PATHS.joinOrganization];
