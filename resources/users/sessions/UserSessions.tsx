import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ComputerIcon from '@mui/icons-material/Computer';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import TabletIcon from '@mui/icons-material/Tablet';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import ConfirmDialog from '@/engine/dialogs/ConfirmDialog';
import { callKey } from '@/platform/queryKeys';
import type { UserRef, UserSession, UsersDataProvider } from '../calls';
import Facts from '@/ui/Facts';
import WaitProgress from '@/ui/WaitProgress';
import { sessionDate, sessionDevice } from './sessionText';

const DEVICE_ICONS = { mobile: PhoneIphoneIcon, tablet: TabletIcon, desktop: ComputerIcon } as const;

/**
 * A user's live sessions (issue 24): device and browser, address, start, last activity, Remember Me, the
 * current one marked. For oneself (`own`, My Account's Sessions tab): Sign out on each other session and
 * Sign out all other sessions; for an administrator on a user's detail: Sign out on each and Sign out
 * everywhere. The list is read afresh each time it shows: sessions come and go elsewhere.
 */
export default function UserSessions({ user, own }: { user: UserRef; own: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<UsersDataProvider>();
  const { data: sessions = [], isPending } = useQuery({
    queryKey: callKey('users', 'getUserSessions', { id: String(user) }),
    queryFn: () => dataProvider.getUserSessions(user),
    staleTime: 0,
  });
  // The list follows (queryClient.ts refreshes the users' queries); errors were shown by the adapter.
  const endOne = useMutation({
    mutationKey: callKey('users', 'endUserSession'),
    mutationFn: (session: UserSession) => dataProvider.endUserSession(user, session.id),
    onSuccess: () =>
      notify('app.resources.users.sessions.ended', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS }),
  });
  const endAll = useMutation({
    mutationKey: callKey('users', 'endUserSessions'),
    mutationFn: () => dataProvider.endUserSessions(user),
    onSuccess: ({ ended }) =>
      notify('app.resources.users.sessions.endedMany', {
        type: 'success',
        autoHideDuration: SUCCESS_HIDE_MS,
        messageArgs: { smart_count: ended },
      }),
  });
  const [confirming, setConfirming] = useState(false);
  const others = sessions.filter((s) => !s.current);
  const busy = endOne.isPending || endAll.isPending;
  const endAllLabel = translate(
    own ? 'app.resources.users.sessions.endOthers' : 'app.resources.users.sessions.endEverywhere',
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {/* Under My Account's page heading (h1), or under a user's panel heading (h2). */}
        <Typography variant="subtitle1" component={own ? 'h2' : 'h3'} sx={{ flex: 1 }}>
          {translate('app.resources.users.sessions.title')}
        </Typography>
        <Button
          variant="outlined"
          color="error"
          size="small"
          disabled={busy || others.length === 0}
          onClick={() => setConfirming(true)}
        >
          {endAllLabel}
        </Button>
      </Box>
      {isPending && <WaitProgress inline />}
      {!isPending && sessions.length === 0 && (
        <Typography color="textSecondary">{translate('app.resources.users.sessions.empty')}</Typography>
      )}
      <Box
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}
        role="list"
        aria-label={translate('app.resources.users.sessions.title')}
      >
        {sessions.map((session) => {
          const Icon = DEVICE_ICONS[session.device as keyof typeof DEVICE_ICONS] ?? DevicesOtherIcon;
          const device = sessionDevice(session, translate('app.resources.users.sessions.unknownDevice'));
          const facts = [
            ['address', session.ipAddress],
            ['started', sessionDate(session.createdAt)],
            ['lastActive', sessionDate(session.lastActiveAt)],
            ['remembered', translate(session.permanent ? 'app.search.bool.true' : 'app.search.bool.false')],
          ] as const;
          return (
            <Paper
              key={session.id}
              variant="outlined"
              role="listitem"
              aria-label={device}
              sx={{ p: 1.5, borderColor: session.current ? 'primary.main' : undefined }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Icon fontSize="small" aria-hidden />
                <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {device}
                </Typography>
                {session.current && (
                  <Chip size="small" color="primary" label={translate('app.resources.users.sessions.current')} />
                )}
              </Box>
              {session.impersonatedBy && (
                <Typography variant="caption" color="textSecondary" component="div">
                  {translate('app.resources.users.sessions.impersonatedBy', { email: session.impersonatedBy.email })}
                </Typography>
              )}
              <Facts
                facts={facts.map(
                  ([key, value]) => [translate(`app.resources.users.sessions.facts.${key}`), value] as const,
                )}
              />
              {!session.current && (
                <Button
                  size="small"
                  color="error"
                  disabled={busy}
                  aria-label={translate('app.resources.users.sessions.endNamed', { device })}
                  onClick={() => endOne.mutate(session)}
                >
                  {translate('app.resources.users.sessions.end')}
                </Button>
              )}
            </Paper>
          );
        })}
      </Box>
      <ConfirmDialog
        open={confirming}
        text={translate(
          own ? 'app.resources.users.sessions.endOthersConfirm' : 'app.resources.users.sessions.endEverywhereConfirm',
        )}
        loading={endAll.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => endAll.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Box>
  );
}
