import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { APP_BAR_HEIGHT } from '@/constants';
import { useCurrentUser, useUserApps } from '@/auth/useCurrentUser';
import { AccountMenu } from './AccountMenu';
import { AppsGrid } from './AppsGrid';
import { ImpersonationChip } from './ImpersonationChip';

/**
 * The app bar: the menu button (small screens, when the page has a sidebar), the logo and Home (wide
 * screens), the impersonation chip, the apps grid (more than one app) and the account popover.
 */
export function ShellAppBar({
  small,
  withMenuButton,
  onOpenMenu,
}: {
  small: boolean;
  withMenuButton: boolean;
  onOpenMenu: () => void;
}) {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const { apps } = useUserApps();
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar variant="dense" sx={{ minHeight: APP_BAR_HEIGHT, height: APP_BAR_HEIGHT, gap: 1 }}>
        {small && withMenuButton && (
          <IconButton color="inherit" edge="start" aria-label={translate('app.shell.menu.open')} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        {!small && (
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Box component="img" src={`${import.meta.env.BASE_URL}logo.svg`} alt="" sx={{ width: 28, height: 28 }} />
            <Typography variant="h6" component="span">
              {translate('app.shell.home')}
            </Typography>
          </Link>
        )}
        <Box sx={{ flex: 1 }} />
        {user && !small && <ImpersonationChip user={user} />}
        {user && apps.length > 1 && <AppsGrid apps={apps} />}
        {user && <AccountMenu user={user} small={small} />}
      </Toolbar>
    </AppBar>
  );
}
