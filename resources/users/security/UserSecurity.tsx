import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { useAccess } from '@/auth/RequireAccess';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { SUCCESS_HIDE_MS } from '@/constants';
import { useTexts } from '@/i18n/useTexts';
import ConfirmDialog from '@/engine/dialogs/ConfirmDialog';
import { callKey } from '@/platform/queryKeys';
import Facts from '@/ui/Facts';
import WaitProgress from '@/ui/WaitProgress';
import type { UserFactor, UsersDataProvider } from '../calls';
import { sessionDate } from '../sessions/sessionText';
import { useCapabilities } from '@/platform/capabilities';
import LockdownSection from './LockdownSection';
import { userSecurityTexts } from './texts';

const KIND_ICONS = { passkey: KeyIcon, totp: PhonelinkLockIcon } as const;

/**
 * A user's sign-in security as an administrator sees it (issue 38): their second factors (kind, name,
 * added, last used) with Reset, which removes them all, and the account's lockout (wrong passwords and
 * wrong second factors: failures of the limit, locked until when) with Unlock. Both are audited by the
 * platform; the buttons show to those its policy lets make the calls. Read afresh each time it shows.
 */
export default function UserSecurity({ userID }: { userID: Identifier }) {
  const textsReady = useTexts(userSecurityTexts);
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<UsersDataProvider>();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.resources.users.security.${key}`, options);
  // One's own account is self-service (My Account, with the current password): the platform refuses an
  // administrator's reset or unlock of their own, so neither is offered there.
  const own = String(useCurrentUser().user?.id) === String(userID);
  const canReset = useAccess([{ method: 'DELETE', service: 'account', path: `/users/${userID}/factors` }]) && !own;
  const canUnlock = useAccess([{ method: 'DELETE', service: 'account', path: `/users/${userID}/lockout` }]) && !own;
  const offers = useCapabilities();
  const mayLockDown = useAccess([{ method: 'POST', service: 'account', path: `/users/${userID}/lockdown` }]);
  const canLockDown = offers('lockdown') && mayLockDown && !own;

  const factors = useQuery({
    queryKey: callKey('users', 'getUserFactors', { id: String(userID) }),
    queryFn: () => dataProvider.getUserFactors(userID),
    staleTime: 0,
  });
  const lockout = useQuery({
    queryKey: callKey('users', 'getUserLockout', { id: String(userID) }),
    queryFn: () => dataProvider.getUserLockout(userID),
    staleTime: 0,
  });
  // What they show follows (queryClient.ts refreshes the users' queries); errors were shown by the adapter.
  const reset = useMutation({
    mutationKey: callKey('users', 'resetUserFactors'),
    mutationFn: () => dataProvider.resetUserFactors(userID),
    onSuccess: ({ removed }) =>
      notify('app.resources.users.security.resetDone', {
        type: 'success',
        autoHideDuration: SUCCESS_HIDE_MS,
        messageArgs: { smart_count: removed },
      }),
  });
  const unlock = useMutation({
    mutationKey: callKey('users', 'unlockUser'),
    mutationFn: () => dataProvider.unlockUser(userID),
    onSuccess: () =>
      notify('app.resources.users.security.unlocked', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS }),
  });
  const [confirming, setConfirming] = useState(false);
  const list: UserFactor[] = factors.data ?? [];
  const locks = lockout.data?.locks ?? [];
  const anyFailure = locks.some((lock) => lock.failures > 0);

  if (!textsReady) return <WaitProgress inline />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box
        component="section"
        aria-labelledby="user-factors"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {/* Under the user's panel heading (h2). */}
          <Typography id="user-factors" variant="subtitle1" component="h3" sx={{ flex: 1 }}>
            {t('factors')}
          </Typography>
          {canReset && (
            <Button
              variant="outlined"
              color="error"
              size="small"
              disabled={reset.isPending || list.length === 0}
              onClick={() => setConfirming(true)}
            >
              {t('reset')}
            </Button>
          )}
        </Box>
        {own && <Typography color="textSecondary">{t('own')}</Typography>}
        {factors.isPending && <WaitProgress inline />}
        {factors.isSuccess && list.length === 0 && <Typography color="textSecondary">{t('noFactors')}</Typography>}
        {list.length > 0 && (
          <Box role="list" aria-label={t('factors')} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {list.map((factor) => {
              const Icon = KIND_ICONS[factor.kind] ?? KeyIcon;
              const kind = t(`kinds.${factor.kind}`);
              // The app's name is the platform's own (in its language): it shows by its kind, in the reader's.
              const name = factor.kind === 'totp' ? kind : factor.name || kind;
              return (
                <Paper key={factor.id} variant="outlined" role="listitem" aria-label={name} sx={{ p: 1.5 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Icon fontSize="small" aria-hidden />
                    <Typography
                      variant="body2"
                      sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {name}
                    </Typography>
                  </Box>
                  <Facts
                    facts={[
                      [t('facts.kind'), kind],
                      [t('facts.added'), sessionDate(factor.createdAt)],
                      [t('facts.lastUsed'), factor.lastUsedAt ? sessionDate(factor.lastUsedAt) : t('never')],
                    ]}
                  />
                </Paper>
              );
            })}
          </Box>
        )}
      </Box>

      <Box
        component="section"
        aria-labelledby="user-lockout"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id="user-lockout" variant="subtitle1" component="h3" sx={{ flex: 1 }}>
            {t('lockout')}
          </Typography>
          {lockout.data && (
            <Chip
              size="small"
              color={lockout.data.locked ? 'error' : 'default'}
              label={t(lockout.data.locked ? 'locked' : 'notLocked')}
            />
          )}
          {canUnlock && (
            <Button
              variant="outlined"
              size="small"
              disabled={unlock.isPending || !anyFailure}
              onClick={() => unlock.mutate()}
            >
              {t('unlock')}
            </Button>
          )}
        </Box>
        {lockout.isPending && <WaitProgress inline />}
        {locks.map((lock) => (
          <Paper
            key={lock.kind}
            variant="outlined"
            role="group"
            aria-label={t(`lockKinds.${lock.kind}`)}
            sx={{ p: 1.5 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(`lockKinds.${lock.kind}`)}
            </Typography>
            <Facts
              facts={[
                [t('facts.failures'), t('failuresOf', { failures: lock.failures, limit: lock.limit })],
                [t('facts.lockedUntil'), lock.lockedUntil ? sessionDate(lock.lockedUntil) : t('notLocked')],
              ]}
            />
          </Paper>
        ))}
      </Box>

      {canLockDown && <LockdownSection userID={userID} />}

      <ConfirmDialog
        open={confirming}
        text={t('resetConfirm')}
        loading={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => reset.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Box>
  );
}
