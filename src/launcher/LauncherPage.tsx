import { lazy, Suspense, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { hasRoles, useCurrentUser, useUserApps } from '@/auth';
import { APP_ICON_BADGE_SIZE } from '@/constants';
import AppIcon from '@/engine/cells/AppIcon';
import type { UserApp } from '@contract/types';
import { safeHttpUrl } from '@contract/safeUrl';
import { useCapabilities } from '@/platform/capabilities';
import PageHeading from '@/ui/PageHeading';
import { AppFormDialog } from './AppFormDialog';
import { greetingFor } from './greeting';
import { useAltKey } from './useAltKey';

const wiggle = keyframes`
  0%, 100% { transform: rotate(-3deg); }
  50% { transform: rotate(3deg); }
`;

type Editing = { app?: UserApp } | null;

// Ask for access (issue 62): loaded only where the platform offers access requests, outside the launcher's chunk.
const AskForAccess = lazy(() => import('@resources/accessRequests/AskForAccess'));

/** /apps: a greeting with the first name and the user's apps; superadmins can add and alt-click to edit. */
export default function LauncherPage() {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const { apps, isPending } = useUserApps();
  const isSuperadmin = hasRoles(user, { account: ['superadmin'] });
  const altHeld = useAltKey(isSuperadmin);
  const [editing, setEditing] = useState<Editing>(null);
  const offers = useCapabilities();

  const open = (app: UserApp) => (event: MouseEvent) => {
    if (isSuperadmin && event.altKey) {
      event.preventDefault();
      setEditing({ app });
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeading
        variant="h4"
        mb={1.5}
        add={isSuperadmin ? { label: translate('app.launcher.addApp'), onClick: () => setEditing({}) } : undefined}
      >
        {translate('app.launcher.greeting.withName', {
          greeting: translate(`app.launcher.greeting.${greetingFor(new Date())}`),
          name: user?.firstName ?? '',
        })}
      </PageHeading>
      {isSuperadmin && (
        <Typography variant="body2" color="textSecondary" gutterBottom>
          {translate('app.launcher.altHint')}
        </Typography>
      )}
      {offers('accessRequests') && (
        <Box sx={{ mt: 2 }}>
          <Suspense fallback={null}>
            <AskForAccess />
          </Suspense>
        </Box>
      )}
      {!isPending && apps.length === 0 && (
        <Typography color="textSecondary" sx={{ mt: 4 }}>
          {translate('app.launcher.noApps')}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={translate('app.shell.menu.apps')}
        sx={{
          listStyle: 'none',
          p: 0,
          mt: 4,
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, minmax(${APP_ICON_BADGE_SIZE + 50}px, 1fr))`,
          gap: 3,
        }}
      >
        {apps.map((app) => (
          <li key={app.id}>
            <Link
              href={safeHttpUrl(app.url)}
              onClick={open(app)}
              underline="none"
              color="inherit"
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 1,
                animation: altHeld ? `${wiggle} 0.3s ease-in-out infinite` : undefined,
              }}
            >
              <AppIcon icon={app.icon} color={app.color} name={app.name} size={APP_ICON_BADGE_SIZE} />
              <Typography align="center">{app.name}</Typography>
            </Link>
          </li>
        ))}
      </Box>
      {editing && <AppFormDialog app={editing.app} onClose={() => setEditing(null)} />}
    </Box>
  );
}
