import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ROUTE_RECHECK_DELAY_MS } from '@/constants';
import { ensureCurrentUser, useCurrentUser } from '@/auth/useCurrentUser';
import { matchRoute } from '@/routes/pages';
import { routes } from '@/routes/routeTable';
import { Footer } from './Footer';
import { LoadingScreen, PageSpinner } from '@/routes/LoadingScreen';
import { ShellAppBar } from './ShellAppBar';
import { ShortcutsProvider } from './Shortcuts';
import { Sidebar } from './Sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Re-checks the session about 100 ms after each path change (spec 1, section 2), from the cache when fresh. */
function useRouteRecheck(pathname: string) {
  useEffect(() => {
    const timer = setTimeout(() => void ensureCurrentUser().catch(() => undefined), ROUTE_RECHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
}

/**
 * The shell around every page that has a sidebar or an app bar (flags from the route table): the
 * app bar, the sidebar (permanent on wide screens, a temporary drawer on small ones), the page
 * and the footer. The loading screen covers it until the first routine (the user) completes.
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const route = matchRoute(pathname, routes);
  const { user, isPending } = useCurrentUser();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  // react-admin's sidebar state: open means expanded (kept in its store, across pages and reloads).
  const [expanded, setExpanded] = useSidebarState();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useRouteRecheck(pathname);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a new page or a wider window closes the small-screen drawer
  useEffect(() => setDrawerOpen(false), [pathname, small]);

  const withSidebar = route.sidebar && !!user;
  const toggleMenu = useCallback(() => {
    if (small) setDrawerOpen((open) => !open);
    else setExpanded(!expanded);
  }, [small, expanded, setExpanded]);

  if (isPending) return <LoadingScreen />;

  return (
    <ShortcutsProvider onToggleMenu={toggleMenu}>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <SkipLink />
        {route.appBar && (
          <ShellAppBar small={small} withMenuButton={withSidebar} onOpenMenu={() => setDrawerOpen(true)} />
        )}
        {withSidebar && (
          <Sidebar
            small={small}
            mini={!expanded}
            onToggleMini={() => setExpanded(!expanded)}
            drawerOpen={drawerOpen}
            onCloseDrawer={() => setDrawerOpen(false)}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {route.appBar && <Toolbar variant="dense" />}
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{ flex: 1, p: { xs: 1, sm: 2 }, outline: 'none' }}
          >
            {/* One boundary for every page of the shell (see RouteGuard). */}
            <Suspense fallback={<PageSpinner />}>{children}</Suspense>
          </Box>
          <Footer />
        </Box>
      </Box>
    </ShortcutsProvider>
  );
}
