import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { listeners } from '@/listeners';

/**
 * The address bar for the pages that also render without the admin app (sign-in, processing, join)
 * and for what every page has (URL parameters, page views): where the browser is and how to go
 * elsewhere. Inside the admin app, react-router provides it (src/routes/RouterNavigation.tsx); without
 * it, the browser's history does, so a visitor's page needs none of react-router's code.
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

export type To = string | Partial<Location>;

export interface NavigateOptions {
  replace?: boolean;
}

export interface Navigation {
  location: Location;
  navigate(to: To, options?: NavigateOptions): void;
}

const changes = listeners();
let snapshot: Location | undefined;

function current(): Location {
  const { pathname, search, hash } = window.location;
  if (!snapshot || snapshot.pathname !== pathname || snapshot.search !== search || snapshot.hash !== hash) {
    snapshot = { pathname, search, hash };
  }
  return snapshot;
}

function subscribe(listener: () => void) {
  const remove = changes.add(listener);
  if (changes.size === 1) window.addEventListener('popstate', notify);
  return () => {
    remove();
    if (!changes.size) window.removeEventListener('popstate', notify);
  };
}

function notify() {
  changes.emit();
}

/** `/path?query#hash` of a target; a partial location keeps nothing of the current one but its path. */
export function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

/** Moves the browser's history (a new entry, or in place) and tells the pages that listen. */
export function browserNavigate(to: To, options: NavigateOptions = {}) {
  const href = hrefOf(to);
  if (options.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  notify();
}

const NavigationContext = createContext<Navigation | null>(null);

/** Puts a router's location and navigation under the pages (the admin app's react-router). */
export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return createElement(NavigationContext.Provider, { value }, children);
}

function useBrowserLocation(): Location {
  return useSyncExternalStore(subscribe, current, current);
}

export function useNavigation(): Navigation {
  const provided = useContext(NavigationContext);
  const location = useBrowserLocation();
  return useMemo(() => provided ?? { location, navigate: browserNavigate }, [provided, location]);
}

export const useLocation = (): Location => useNavigation().location;

export const useNavigate = (): Navigation['navigate'] => useNavigation().navigate;

/** The query parameters of the current address (read only). */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}
