import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useNotificationState } from './store';

// The notices' code loads with the first notice; the region itself is there from the start.
const ServiceNotices = lazy(() =>
  import('./NotificationCentre').then(({ ServiceNotices: Notices }) => ({ default: Notices })),
);

/**
 * The live region of the store's notices (API errors, service notices; they stay until closed). It is
 * always there, so that screen readers announce a notice as it arrives: a live region added together
 * with its first notice is often not read.
 */
export function NoticesRegion() {
  const translate = useTranslate();
  const { notifications } = useNotificationState();
  return (
    <Box
      role="region"
      aria-label={translate('app.shell.notifications.label')}
      aria-live="polite"
      sx={{ position: 'fixed', right: 16, bottom: 88, zIndex: 1400, maxHeight: '70vh', overflowY: 'auto' }}
    >
      {notifications.length > 0 && (
        <Suspense fallback={null}>
          <ServiceNotices notices={notifications} />
        </Suspense>
      )}
    </Box>
  );
}
