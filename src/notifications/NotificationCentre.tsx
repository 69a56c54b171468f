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
import { noticeOf, wasNotifiedError, type Notice } from './notify';

/** Payloads already recognised as repeats of an adapter notification. */
const repeats = new WeakSet<NotificationPayload>();

/** react-admin's notification of a failure the adapter has already shown as a notice. */
function isRepeat(payload: NotificationPayload): boolean {
  if (repeats.has(payload)) return true;
  if (noticeOf(payload)) return false;
  const args = payload.notificationOptions?.messageArgs as { _?: string } | undefined;
  const repeat =
    (payload.type === 'error' || payload.type === 'warning') &&
    (wasNotifiedError(payload.message as string) || wasNotifiedError(args?._));
  if (repeat) repeats.add(payload);
  return repeat;
}

/** A notification react-admin's snackbar shows, one at a time: not a notice, not a repeat. */
const isTransient = (payload: NotificationPayload) => !noticeOf(payload) && !isRepeat(payload);

/**
 * react-admin's notification queue as its snackbar should see it: the transient notifications only (the
 * notices are NoticesRegion's and the dialog's; one notification per failure is enough).
 */
function TransientOnly({ children }: { children: React.ReactNode }) {
  const context = useNotificationContext();
  const value = useMemo(() => {
    const { notifications, setNotifications } = context;
    return {
      ...context,
      notifications: notifications.filter(isTransient),
      takeNotification: () => {
        const next = notifications.find(isTransient);
        // The one shown leaves the queue, and the repeats with it; the notices stay.
        setNotifications((all) => all.filter((payload) => payload !== next && !isRepeat(payload)));
        return next;
      },
    };
  }, [context]);
  return <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>;
}

/** Takes a notification out of react-admin's queue (a notice closed). */
export function useCloseNotification() {
  const { setNotifications } = useNotificationContext();
  return (payload: NotificationPayload) => setNotifications((all) => all.filter((p) => p !== payload));
}

function ServiceNotice({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const translate = useTranslate();
  const text = (value?: string) => (value ? translate(value, { _: value }) : undefined);
  // The platform speaks English: another language shows its code's words when it has them.
  const platformText = (part: 'description' | 'resolution', value?: string) =>
    notice.code && value && shownLocale() !== PLATFORM_LOCALE
      ? translate(`app.errors.codes.${notice.code}.${part}`, { _: text(value) })
      : text(value);
  const close = onClose;
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

/** The stacked notices (API errors, service notices) of react-admin's queue, shown in NoticesRegion. */
export function ServiceNotices({ notices }: { notices: NotificationPayload[] }) {
  const close = useCloseNotification();
  return (
    <Stack spacing={1}>
      {notices.map((payload) => (
        <ServiceNotice key={keyOf(payload)} notice={noticeOf(payload)!} onClose={() => close(payload)} />
      ))}
    </Stack>
  );
}

/** A stable key per notification object (react-admin's payloads have no id). */
const keys = new WeakMap<NotificationPayload, number>();
let lastKey = 0;
function keyOf(payload: NotificationPayload): number {
  let key = keys.get(payload);
  if (key === undefined) keys.set(payload, (key = ++lastKey));
  return key;
}

/**
 * The notification centre: react-admin's transient notifications in a bottom-right snackbar and the modal
 * alerts, one at a time (the notices stack in NoticesRegion).
 */
export function NotificationCentre() {
  const translate = useTranslate();
  const { notifications } = useNotificationContext();
  const close = useCloseNotification();
  const payload = notifications.find((p) => noticeOf(p)?.modal);
  const alert = payload && noticeOf(payload);
  const question = alert?.question;
  // A question closed without an answer (Escape, a click beside it) keeps things as they are.
  const answer = (yes: boolean) => {
    if (payload) close(payload);
    question?.answer(yes);
  };
  const dismiss = () => answer(false);
  return (
    <>
      <TransientOnly>
        <Notification anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} />
      </TransientOnly>
      <Dialog open={!!alert} onClose={dismiss} aria-labelledby="alert-title" aria-describedby="alert-text">
        {alert && (
          <>
            <DialogTitle id="alert-title">{translate(alert.title, { _: alert.title })}</DialogTitle>
            {alert.subtitle && (
              <DialogContent>
                <DialogContentText id="alert-text">
                  {translate(alert.subtitle, { _: alert.subtitle })}
                </DialogContentText>
              </DialogContent>
            )}
            <DialogActions>
              <Button onClick={dismiss} autoFocus variant={question ? 'contained' : 'text'}>
                {translate(question?.no ?? 'app.shell.notifications.ok')}
              </Button>
              {question && (
                <Button onClick={() => answer(true)} color="error">
                  {translate(question.yes)}
                </Button>
              )}
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
