import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useConfig } from '@/config';
import { hasRoles } from '@/auth/hasRoles';
import { storePostLoginRedirect } from '@/auth/postLoginRedirect';
import { useCurrentUser, useUserApps } from '@/auth/useCurrentUser';
import { LoadingScreen, PageSpinner } from './LoadingScreen';
import NotFound from './NotFound';
import type { RouteEntry } from './routeTable';

/**
 * The routing rules of spec 1, section 2 for one route: a visitor asking for a route that needs a
 * sign-in has the path stored as the post-login redirect and goes to the sign-in page; a signed-in
 * user without the route's roles sees 404 Not Found (the route is not available to them).
 * Routes without authentication (/signin, /processing, /joinOrganization) serve signed-in people too
 * (the sign-in page ends the session itself, the other two follow a sign-in), so none sends them away.
 *
 * Pages inside the shell load within the shell's own Suspense boundary: it is already on screen, so a
 * navigation (a transition) keeps the previous page until the next one's code is there, instead of
 * mounting a new fallback whose reveal React throttles (about 300 ms before the first rows).
 */
export function RouteGuard({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  useUserApps(); // loads the user's apps alongside the user
  const page = route.sidebar || route.appBar ? children : <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
  if (!route.auth) return page;
  if (isPending) return <LoadingScreen />;
  if (!user) return <RedirectToSignin />;
  if (!hasRoles(user, route.roles)) return <NotFound />;
  return page;
}

/** Keeps the requested path for after the sign-in (unless told not to), then goes to the sign-in page. */
export function RedirectToSignin({ remember = true }: { remember?: boolean }) {
  const { signinPath } = useConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const target = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (remember) storePostLoginRedirect(target);
    void navigate(signinPath, { replace: true });
  }, [remember, target, signinPath, navigate]);
  return <LoadingScreen />;
}
