import { useEffect } from 'react';
import { reactRouterProvider, type RouterBlocker, type RouterBlockerFunction, type RouterLocation } from 'react-admin';
import { UNSAFE_createBrowserHistory, type To } from 'react-router-dom';
import { afterDiscard } from '@/forms/unsavedChanges';
import { afterPaint } from '@/ui/afterPaint';
import { useLatest } from '@/hooks/useLatest';

/**
 * The admin app's address history: the browser's, whose navigations a form with unsaved changes can
 * hold (react-admin's `warnWhenUnsavedChanges`). react-router holds navigations only in its data router,
 * whose code (loaders, actions, fetchers: 17 kB gzip) the console would carry for this alone; a history
 * that asks first does the same for the console's links and navigate() calls. The browser's own
 * Back and Forward are not held; leaving the document (reload, closing the tab) is react-admin's
 * beforeunload.
 */
const browser = UNSAFE_createBrowserHistory({ v5Compat: true });

type Action = 'PUSH' | 'REPLACE';
/** Answers true when it holds the navigation; `go` then makes it, later, if the person agrees. */
type Guard = (next: RouterLocation, action: Action, go: () => void) => boolean;
const guards = new Set<Guard>();

function navigate(action: Action, to: To, state: unknown) {
  const go = () => (action === 'PUSH' ? browser.push(to, state) : browser.replace(to, state));
  const url = browser.createURL(to);
  const next: RouterLocation = { pathname: url.pathname, search: url.search, hash: url.hash, state, key: '' };
  if (![...guards].some((guard) => guard(next, action, go))) go();
}

export const consoleHistory: typeof browser = {
  get action() {
    return browser.action;
  },
  get location() {
    return browser.location;
  },
  createHref: (to) => browser.createHref(to),
  createURL: (to) => browser.createURL(to),
  encodeLocation: (to) => browser.encodeLocation(to),
  listen: (listener) => browser.listen(listener),
  go: (delta) => browser.go(delta),
  push: (to, state) => navigate('PUSH', to, state),
  replace: (to, state) => navigate('REPLACE', to, state),
};

const UNBLOCKED: RouterBlocker = { state: 'unblocked', location: undefined, proceed: undefined, reset: undefined };

/**
 * react-router's useBlocker, over the console's history (react-admin's RouterProvider interface), for the one
 * caller it has: react-admin's warning when a page with unsaved changes is left. It asks the console's own
 * question (askDiscard) rather than answering `blocked`, on which react-admin would ask the browser's
 * `confirm()` (issue 64), and makes the navigation if the person chooses to discard the changes.
 */
function useBlocker(shouldBlock: RouterBlockerFunction | boolean): RouterBlocker {
  const latest = useLatest(shouldBlock);
  useEffect(() => {
    const guard: Guard = (next, action, go) => {
      const blocks = () => {
        const should = latest.current;
        return typeof should === 'function'
          ? should({ currentLocation: browser.location, nextLocation: next, historyAction: action })
          : should;
      };
      if (!blocks()) return false;
      // A save that navigates in the same tick leaves nothing unsaved once it has rendered (react-admin
      // waits for the same): asked only if the changes are still there after the paint.
      afterPaint(() => afterDiscard(go, blocks));
      return true;
    };
    guards.add(guard);
    return () => void guards.delete(guard);
  }, [latest]);
  return UNBLOCKED;
}

/** react-admin's react-router adapter, holding navigations through the console's history. */
export const consoleRouterProvider = { ...reactRouterProvider, useBlocker, useCanBlock: () => true };
