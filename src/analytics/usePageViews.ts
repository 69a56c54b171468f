import { useEffect } from 'react';
import { useLocation } from '@/navigation';
import { useConfig } from '@/config';
import { sendPageView } from './analytics';

/** One page view per location change, when an analytics id is configured. */
export function usePageViews() {
  const { analyticsId } = useConfig();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (analyticsId) sendPageView(analyticsId, `${pathname}${search}`);
  }, [analyticsId, pathname, search]);
}
