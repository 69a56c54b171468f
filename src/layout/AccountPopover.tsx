import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import AppsIcon from '@mui/icons-material/Apps';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import KeyIcon from '@mui/icons-material/Key';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_POPOVER_WIDTH } from '@/constants';
import { fullName, initials } from '@/auth/authProvider';
import { useAuth } from '@/auth/authProvider';
import type { User } from '@contract/types';
import { useVersion } from '@/operations/version';
import { LanguageMenu } from '@/ui/LanguageMenu';
import { useDarkMode } from '@/theme';
import { OrganizationSwitch } from './OrganizationSwitch';

/**
 * The account popover: name, e-mail, organization, Stop Impersonating while impersonating, My Info,
 * Access Tokens, the theme toggle and Sign Out; on small screens the menu offers Apps, Stop
 * Impersonating, My Account and Sign out.
 */
export default function AccountPopover({
  user,
  small,
  anchor,
  onClose: close,
}: {
  user: User;
  small: boolean;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const auth = useAuth();
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const [dark, setDark] = useDarkMode();
  const version = useVersion();
  const go = (path: string) => {
    close();
    void navigate(path);
  };
  const themeToggle = (
    <MenuItem
      onClick={() => {
        setDark(!dark);
      }}
    >
      <ListItemIcon>{dark ? <LightModeIcon fontSize="small" /> : <DarkModeIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{translate(dark ? 'app.shell.account.lightMode' : 'app.shell.account.darkMode')}</ListItemText>
    </MenuItem>
  );

  // On every screen (issue 42): the chip's small cross is not the only way back.
  const stopImpersonating = user.impersonate && (
    <MenuItem onClick={() => void auth.stopImpersonating().catch(() => undefined)}>
      <ListItemIcon>
        <SupervisorAccountIcon fontSize="small" color="error" />
      </ListItemIcon>
      <ListItemText primary={translate('app.shell.impersonation.stop')} secondary={fullName(user)} />
    </MenuItem>
  );

  return (
    <Popover
      open={!!anchor}
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      // The popover is the dialog the button announces (aria-haspopup), named like it.
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': translate('app.shell.account.open'),
          sx: { width: ACCOUNT_POPOVER_WIDTH, maxWidth: 'calc(100vw - 16px)' },
        },
      }}
    >
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}>
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'secondary.main' }}>{initials(user)}</Avatar>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {fullName(user)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {user.email}
        </Typography>
        <OrganizationSwitch user={user} onSwitch={close} />
        <LanguageMenu sx={{ mt: 1 }} />
      </Box>
      <Divider />
      {small ? (
        <MenuList>
          <MenuItem onClick={() => go('/apps')}>
            <ListItemIcon>
              <AppsIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.shell.account.apps')}</ListItemText>
          </MenuItem>
          {stopImpersonating}
          <MenuItem onClick={() => go('/my-account')}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.shell.account.myAccount')}</ListItemText>
          </MenuItem>
          {themeToggle}
          <MenuItem onClick={() => void logout()}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.shell.account.signOutSmall')}</ListItemText>
          </MenuItem>
        </MenuList>
      ) : (
        <>
          <MenuList>
            {stopImpersonating}
            <MenuItem onClick={() => go('/my-account?index=0')}>
              <ListItemIcon>
                <PersonIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate('app.shell.account.myInfo')}</ListItemText>
            </MenuItem>
            <MenuItem onClick={() => go('/my-account?index=1')}>
              <ListItemIcon>
                <KeyIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate('app.shell.account.accessTokens')}</ListItemText>
            </MenuItem>
            {themeToggle}
          </MenuList>
          <Divider />
          <Box sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
            <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => void logout()}>
              {translate('app.shell.account.signOut')}
            </Button>
          </Box>
        </>
      )}
      {version && (
        // Which console this is, for a person reporting a problem (version.json, issue 36).
        <Typography variant="caption" component="p" color="textSecondary" sx={{ px: 2, pb: 1, textAlign: 'center' }}>
          {translate('app.shell.account.version', { version: version.version, commit: version.commit })}
        </Typography>
      )}
    </Popover>
  );
}
