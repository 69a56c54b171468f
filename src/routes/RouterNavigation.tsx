import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NavigationProvider, type Navigation } from '@/navigation';

/** Inside the admin app, the pages' location and navigation (src/navigation) are react-router's. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo<Navigation>(
    () => ({ location, navigate: (to, options) => void navigate(to, options) }),
    [location, navigate],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
