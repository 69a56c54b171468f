import dayjs from 'dayjs';
import '@/i18n/dates';
import { shownLocale } from '@/i18n/format';
import { PLATFORM_LOCALE } from '@/i18n/locale';
import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Notification,
  NotificationContext,
  useNotificationContext,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import {
  dismissAlert,
  dismissNotification,
  useNotificationState,
  wasNotifiedError,
  type ServiceNotification,
} from './store';

/** Payloads already recognised as repeats of an adapter notification. */
const repeats = new WeakSet<NotificationPayload>();

function isRepeat(payload: NotificationPayload): boolean {
  if (repeats.has(payload)) return true;
  const args = payload.notificationOptions?.messageArgs as { _?: string } | undefined;
  const repeat =
    (payload.type === 'error' || payload.type === 'warning') &&
    (wasNotifiedError(payload.message as string) || wasNotifiedError(args?._));
  if (repeat) repeats.add(payload);
  return repeat;
}

/**
 * react-admin's notification queue without the errors the adapter already showed: controllers
 * notify a failed call again with its message; one notification per failure is enough.
 */
function WithoutRepeats({ children }: { children: React.ReactNode }) {
  const context = useNotificationContext();
  const value = useMemo(() => {
    const { notifications, setNotifications } = context;
    return {
      ...context,
      notifications: notifications.filter((payload) => !isRepeat(payload)),
      takeNotification: () => {
        const index = notifications.findIndex((payload) => !isRepeat(payload));
        setNotifications(index < 0 ? [] : notifications.slice(index + 1));
        return index < 0 ? undefined : notifications[index];
      },
    };
  }, [context]);
  return <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>;
}

function ServiceNotice({ notice }: { notice: ServiceNotification }) {
  const translate = useTranslate();
  const text = (value?: string) => (value ? translate(value, { _: value }) : undefined);
  // The platform speaks English: another language shows its code's words when it has them.
  const platformText = (part: 'description' | 'resolution', value?: string) =>
    notice.code && value && shownLocale() !== PLATFORM_LOCALE
      ? translate(`app.errors.codes.${notice.code}.${part}`, { _: text(value) })
      : text(value);
  const close = () => dismissNotification(notice.id);
  return (
    <Alert
      severity={notice.severity}
      variant="filled"
      onClose={close}
      sx={{ width: { xs: 'calc(100vw - 32px)', sm: 360 }, boxShadow: 6 }}
      action={
        notice.action ? (
          <Button color="inherit" size="small" onClick={close}>
            {text(notice.action)}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{platformText('description', notice.title)}</AlertTitle>
      {notice.subtitle && <Typography variant="body2">{platformText('resolution', notice.subtitle)}</Typography>}
      {notice.body && (
        <Typography variant="caption" component="p" sx={{ opacity: 0.85 }}>
          {notice.body}
        </Typography>
      )}
      {notice.requestId && (
        <Typography variant="caption" component="p" sx={{ opacity: 0.85, userSelect: 'all' }}>
          {translate('app.shell.notifications.requestId', { id: notice.requestId })}
        </Typography>
      )}
      {notice.timestamp && (
        <Typography variant="caption" component="p" sx={{ opacity: 0.7 }}>
          {dayjs(notice.timestamp).format('lll') /* as the language writes it */}
        </Typography>
      )}
    </Alert>
  );
}

/** The stacked notifications of the store (API errors, service notices), shown in NoticesRegion. */
export function ServiceNotices({ notices }: { notices: ServiceNotification[] }) {
  return (
    <Stack spacing={1}>
      {notices.map((notice) => (
        <ServiceNotice key={notice.id} notice={notice} />
      ))}
    </Stack>
  );
}

/**
 * The notification centre: react-admin's notifications in a bottom-right snackbar and modal alerts,
 * one at a time (the store's notices stack in NoticesRegion).
 */
export function NotificationCentre() {
  const translate = useTranslate();
  const { alerts } = useNotificationState();
  const alert = alerts[0];
  return (
    <>
      <WithoutRepeats>
        <Notification anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} />
      </WithoutRepeats>
      <Dialog open={!!alert} onClose={() => alert && dismissAlert(alert.id)}>
        {alert && (
          <>
            <DialogTitle>{translate(alert.title, { _: alert.title })}</DialogTitle>
            {alert.message && (
              <DialogContent>
                <DialogContentText>{translate(alert.message, { _: alert.message })}</DialogContentText>
              </DialogContent>
            )}
            <DialogActions>
              <Button onClick={() => dismissAlert(alert.id)} autoFocus>
                {translate('app.shell.notifications.ok')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
