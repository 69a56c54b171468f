import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useNotificationContext } from 'react-admin';
import { usePageViews } from '@/analytics/usePageViews';
import { NoticesRegion } from '@/notifications/NoticesRegion';
import { noticeOf, useNoticesConnected } from '@/notifications/notify';
import { UrlParamsHandler } from '@/signin/UrlParamsHandler';
import { useMessageDrawers } from './messageDrawers';
import { Watermark } from './Watermark';

// Nothing to show until something is notified or a drawer opens: their code (snackbars, dialogs,
// drawers) loads then, not with the page.
const NotificationCentre = lazy(() =>
  import('@/notifications/NotificationCentre').then(({ NotificationCentre: Centre }) => ({ default: Centre })),
);
const MessageDrawers = lazy(() =>
  import('./MessageDrawers').then(({ MessageDrawers: Drawers }) => ({ default: Drawers })),
);

/** Mounts its children once `needed` has held, and keeps them (so that closing transitions run). */
function OnceNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(needed);
  if (needed && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * What every page has, in the admin app (ShellServices adds realtime) and in the visitors' app
 * (src/VisitorApp.tsx): notifications, message drawers, the watermark, URL parameters and page views.
 */
export function PageServices() {
  usePageViews();
  useNoticesConnected();
  // The centre shows the snackbar and the modal alerts; the stacked notices are NoticesRegion's.
  const notified = useNotificationContext().notifications.some(
    (payload) => !noticeOf(payload) || noticeOf(payload)!.modal,
  );
  const drawers = useMessageDrawers();
  return (
    <>
      <NoticesRegion />
      <OnceNeeded needed={notified}>
        <NotificationCentre />
      </OnceNeeded>
      <OnceNeeded needed={Object.values(drawers).some(Boolean)}>
        <MessageDrawers />
      </OnceNeeded>
      <Watermark />
      <UrlParamsHandler />
    </>
  );
}
