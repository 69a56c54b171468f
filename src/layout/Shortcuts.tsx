import { Suspense, lazy, type ReactNode } from 'react';

// The shortcuts' library loads after the page, which needs none of it to show.
const GlobalShortcuts = lazy(() => import('./GlobalShortcuts'));

/** The shell's keyboard shortcuts (GlobalShortcuts), beside the page rather than around it. */
export function ShortcutsProvider({ children, onToggleMenu }: { children: ReactNode; onToggleMenu: () => void }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <GlobalShortcuts onToggleMenu={onToggleMenu} />
      </Suspense>
    </>
  );
}
