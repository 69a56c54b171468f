import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import { useNotificationContext, useTranslate } from 'react-admin';
import { noticeOf } from './notify';

// The notices' code loads with the first notice; the region itself is there from the start.
const ServiceNotices = lazy(() =>
  import('./NotificationCentre').then(({ ServiceNotices: Notices }) => ({ default: Notices })),
);

/**
 * The live region of the notices in react-admin's queue (API errors, service notices; they stay until closed). It is
 * always there, so that screen readers announce a notice as it arrives: a live region added together
 * with its first notice is often not read.
 */
export function NoticesRegion() {
  const translate = useTranslate();
  const notices = useNotificationContext().notifications.filter((payload) => {
    const notice = noticeOf(payload);
    return notice && !notice.modal;
  });
  return (
    <Box
      role="region"
      aria-label={translate('app.shell.notifications.label')}
      aria-live="polite"
      sx={{ position: 'fixed', right: 16, bottom: 88, zIndex: 1400, maxHeight: '70vh', overflowY: 'auto' }}
    >
      {notices.length > 0 && (
        <Suspense fallback={null}>
          <ServiceNotices notices={notices} />
        </Suspense>
      )}
    </Box>
  );
}
